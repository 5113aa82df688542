import { walletOpenLink } from './wc-links';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=aa';
const wallet = {
  id: 'w',
  name: 'Wallet',
  mobileLink: 'metamask://',
  desktopLink: 'https://wallet.example/app',
};

describe('walletOpenLink (SPEC §5 native-link format)', () => {
  test('on a phone: the scheme plus a wc path with the encoded pairing uri', () => {
    expect(walletOpenLink(wallet, URI, true)).toBe(`metamask://wc?uri=${encodeURIComponent(URI)}`);
  });

  test('on a desktop: the desktop (universal) link with the same wc path', () => {
    expect(walletOpenLink(wallet, URI, false)).toBe(
      `https://wallet.example/app/wc?uri=${encodeURIComponent(URI)}`,
    );
  });

  test('no link without a wallet, a uri, or a usable base link', () => {
    expect(walletOpenLink(undefined, URI, true)).toBeUndefined();
    expect(walletOpenLink(wallet, undefined, true)).toBeUndefined();
    expect(walletOpenLink({ id: 'x', name: 'X' }, URI, true)).toBeUndefined();
    expect(
      walletOpenLink({ id: 'x', name: 'X', mobileLink: 'javascript:alert(1)' }, URI, true),
    ).toBeUndefined();
    expect(walletOpenLink({ id: 'x', name: 'X', mobileLink: '%%%' }, URI, true)).toBeUndefined();
  });
});
