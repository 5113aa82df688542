import { $locale } from './active';
import { en } from './en';
import { email } from './en/email';
import { browserLocale, directionOf, matchLocale } from './resolve-locale';
import { setLocale } from './set-locale';

describe('setLocale (issue 22)', () => {
  afterEach(async () => setLocale('en'));

  test('German loads its catalogue and the English areas read it', async () => {
    await setLocale('de');
    expect($locale.get()).toMatchObject({ code: 'de', dir: 'ltr' });
    expect(en.connectButton.label).toBe('Wallet verbinden');
    expect(en.connect.allWallets.count(1)).toBe('1 Wallet');
    expect(en.connect.allWallets.count(1200)).toBe('1.200 Wallets');
    expect(email.otp.sentTo('a@b.c')).toBe('Gib den Code ein, den wir an a@b.c gesendet haben');
    expect(en.networks.explainer.sections.map((section) => section.icon)).toEqual([
      'network',
      'wallet',
      'swap',
    ]);
  });

  test('Arabic is right to left; back to English restores every string', async () => {
    await setLocale('ar');
    expect($locale.get()).toMatchObject({ code: 'ar', dir: 'rtl' });
    expect(en.modal.close).toBe('إغلاق');
    await setLocale('en');
    expect($locale.get()).toEqual({ code: 'en', dir: 'ltr', messages: undefined });
    expect(en.modal.close).toBe('Close');
    expect(en.connect.allWallets.count(2)).toBe('2 wallets');
  });

  test('an unknown locale is refused and changes nothing', async () => {
    await setLocale('de');
    await expect(setLocale('xx' as never)).rejects.toThrow('Unknown locale "xx"');
    expect($locale.get().code).toBe('de');
  });

  test('of two overlapping switches the last one wins', async () => {
    await Promise.all([setLocale('de'), setLocale('ar')]);
    expect($locale.get().code).toBe('ar');
  });
});

describe('locale: auto (issue 22)', () => {
  test.each([
    [['de-AT', 'en'], 'de'],
    [['sw-KE', 'ar-EG'], 'ar'],
    [['fr-CA'], 'fr'],
    [['pt-PT'], 'pt-BR'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['AR'], 'ar'],
    [['xx', 'yy'], 'en'],
    [[], 'en'],
  ])('browser languages %p pick %p', (languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
  });

  test('direction follows the script', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
    expect(matchLocale('de-CH')).toBe('de');
  });
});
