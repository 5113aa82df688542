import { isValidWalletName } from './wallet-name';

describe('isValidWalletName', () => {
  test.each(['abcd', 'my-wallet', 'Wallet-2024', '1234'])('SPEC §5: %p is a valid wallet name', (name) => {
    expect(isValidWalletName(name)).toBe(true);
  });

  test.each(['abc', '', 'my wallet', 'my_wallet', 'wallet.eth', 'wället', undefined, 1234])(
    'SPEC §5: %p is not a valid wallet name',
    (name) => {
      expect(isValidWalletName(name)).toBe(false);
    },
  );
});
