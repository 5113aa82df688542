import { pay } from './en/pay';
import { social } from './en/social';
import { walletRequest } from './en/wallet-request';
import { setLocale } from './set-locale';

describe('Pay, social login and WalletRequest follow the locale (issue 22)', () => {
  afterEach(async () => setLocale('en'));

  test('German: user-facing strings translate, brand names and developer errors stay', async () => {
    await setLocale('de');
    expect(pay.confirm('5 USDC')).toBe('5 USDC zahlen');
    expect(pay.errors.insufficientFunds('USDC')).toBe(
      'Guthaben reicht nicht aus: nicht genug USDC für diese Zahlung',
    );
    expect(pay.errors.badAmount('x', 'USDC')).toBe('x is not a valid amount of USDC');
    expect(social.continueWith(social.providerName('github'))).toBe('Weiter mit GitHub');
    expect(social.farcaster.copy).toBe('Link kopieren');
    expect(social.farcaster.needsSecureSite).toBe('Farcaster sign-in needs a secureSiteUrl');
    expect(walletRequest.waitingTitle('MetaMask')).toBe('In MetaMask bestätigen');
  });

  test('Japanese, then back to English', async () => {
    await setLocale('ja');
    expect(walletRequest.method('eth_sendTransaction')).toBe('リクエスト：eth_sendTransaction');
    expect(social.account.signedInWith('Google')).toBe('Google でログイン済み');
    await setLocale('en');
    expect(walletRequest.method('eth_sendTransaction')).toBe('Request: eth_sendTransaction');
    expect(pay.paid('1 ETH')).toBe('Paid 1 ETH');
    expect(social.providerName('unknown-provider')).toBe('unknown-provider');
  });
});
