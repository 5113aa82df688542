import { PAIRING_LIFETIME_MS } from './constants';
import { isPairingExpired, nativeWalletLink, pairingExpiry } from './pairing';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const ENCODED = encodeURIComponent(URI);

describe('pairing', () => {
  test('SPEC §9: a pairing lives 4 minutes', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000);
    expect(pairingExpiry(1_000)).toBe(241_000);
  });

  test('SPEC §5: 10 s or less left counts as expired', () => {
    const now = 1_000_000;
    expect(isPairingExpired(now + 10_001, now)).toBe(false);
    expect(isPairingExpired(now + 10_000, now)).toBe(true);
    expect(isPairingExpired(now + 9_999, now)).toBe(true);
    expect(isPairingExpired(now - 1, now)).toBe(true);
    expect(isPairingExpired(pairingExpiry(now), now)).toBe(false);
  });

  test('SPEC §5: non-finite times count as expired', () => {
    expect(isPairingExpired(Number.NaN, 0)).toBe(true);
    expect(isPairingExpired(Number.POSITIVE_INFINITY, 0)).toBe(true);
  });
});

describe('nativeWalletLink', () => {
  test.each(['metamask', 'metamask:', 'metamask://', 'metamask:///'])(
    'SPEC §5: scheme %p gives metamask://wc?uri=<encoded>',
    (scheme) => {
      expect(nativeWalletLink(scheme, URI)).toBe(`metamask://wc?uri=${ENCODED}`);
    },
  );

  test('SPEC §5: a scheme with a path keeps it before wc', () => {
    expect(nativeWalletLink('trust://open', URI)).toBe(`trust://open/wc?uri=${ENCODED}`);
    expect(nativeWalletLink('rainbow://open/', URI)).toBe(`rainbow://open/wc?uri=${ENCODED}`);
  });

  test('SPEC §5: the pairing uri is fully encoded', () => {
    const link = nativeWalletLink('zerion', URI);
    expect(link).not.toContain('@');
    expect(decodeURIComponent(link.split('uri=')[1] ?? '')).toBe(URI);
  });

  test.each(['', '://', '1inch', 'meta mask', 'https//x'])('SPEC §5: bad scheme %p throws', (scheme) => {
    expect(() => nativeWalletLink(scheme, URI)).toThrow('Invalid wallet link scheme');
  });

  test('SPEC §5: a non-wc uri throws', () => {
    expect(() => nativeWalletLink('metamask', 'https://example.com')).toThrow('pairing uri');
  });
});
