import { $locale } from './active';
import { en } from './en';
import { pay } from './en/pay';
import { swap } from './en/swap';
import { browserLocale } from './resolve-locale';
import { setLocale } from './set-locale';

describe('Hindi and Thai (issue 22)', () => {
  afterEach(async () => setLocale('en'));

  test('Hindi loads its three chunks; plurals pick one/other', async () => {
    await setLocale('hi');
    expect($locale.get()).toMatchObject({ code: 'hi', dir: 'ltr' });
    expect(en.connectButton.label).toBe('वॉलेट कनेक्ट करें');
    expect(en.account.switchAddress.description(1)).toBe('इस वॉलेट में 1 पता');
    expect(en.account.switchAddress.description(3)).toBe('इस वॉलेट में 3 पते');
    expect(swap.approve('USDC')).toBe('USDC स्वीकृत करें');
    expect(pay.confirm('5 USDC')).toBe('5 USDC का भुगतान करें');
  });

  test('Thai has one plural form and is left to right', async () => {
    await setLocale('th');
    expect($locale.get()).toMatchObject({ code: 'th', dir: 'ltr' });
    expect(en.modal.close).toBe('ปิด');
    expect(en.connect.allWallets.count(1)).toBe('1 วอลเล็ต');
    expect(en.connect.allWallets.count(1200)).toBe('1,200 วอลเล็ต');
    expect(pay.paid('1 ETH')).toBe('ชำระ 1 ETH แล้ว');
  });

  test("locale: 'auto' picks them from the browser's languages", () => {
    expect(browserLocale(['hi-IN', 'en'])).toBe('hi');
    expect(browserLocale(['th-TH'])).toBe('th');
  });
});
