import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../chains/constants';
import {
  $pairing,
  PAIRING_CHECK_INTERVAL_MS,
  resetPairing,
  setPairingError,
  setPairingUri,
  startPairing,
  watchPairingExpiry,
} from './walletconnect';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=aa';
const FRESH =
  'wc:0f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f0@2?relay-protocol=irn&symKey=bb';

describe('WalletConnect pairing store', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    resetPairing();
  });
  afterEach(() => jest.useRealTimers());

  test('a URI is ready with an expiry 4 min later (SPEC §9)', () => {
    startPairing();
    expect($pairing.get().status).toBe('pairing');
    setPairingUri(URI);
    expect($pairing.get()).toEqual({
      status: 'ready',
      uri: URI,
      expiresAt: 1_000_000 + PAIRING_LIFETIME_MS,
      error: undefined,
    });
  });

  test('a URI that is not wc: is refused with an error, not shown', () => {
    setPairingUri('https://example.org');
    expect($pairing.get().status).toBe('error');
    expect($pairing.get().uri).toBeUndefined();
    expect($pairing.get().error).toMatch(/invalid pairing URI/);
  });

  test('SPEC §5: the URI is refreshed once 10 s or less are left, not before', () => {
    const refresh = jest.fn();
    const stop = watchPairingExpiry(refresh);
    setPairingUri(URI);
    jest.advanceTimersByTime(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - PAIRING_CHECK_INTERVAL_MS);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(PAIRING_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Still the same URI: no second refresh while the new one is being made.
    jest.advanceTimersByTime(10 * PAIRING_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The fresh URI gets its own 4 minutes.
    setPairingUri(FRESH);
    jest.advanceTimersByTime(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - PAIRING_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PAIRING_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  test('a clock moved forward is noticed within one check', () => {
    let offset = 0;
    const refresh = jest.fn();
    const stop = watchPairingExpiry(refresh, () => Date.now() + offset);
    setPairingUri(URI);
    offset = PAIRING_LIFETIME_MS;
    jest.advanceTimersByTime(PAIRING_CHECK_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  test('no refresh without a ready URI, nor after stopping', () => {
    const refresh = jest.fn();
    const stop = watchPairingExpiry(refresh);
    setPairingError('relay down');
    jest.advanceTimersByTime(PAIRING_LIFETIME_MS);
    expect(refresh).not.toHaveBeenCalled();
    setPairingUri(URI);
    stop();
    jest.advanceTimersByTime(PAIRING_LIFETIME_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});
