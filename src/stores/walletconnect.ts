import { map } from 'nanostores';
import { isPairingExpired, pairingExpiry } from '../chains/pairing';

/** Where the WalletConnect pairing shown in the QR views stands. */
export type PairingStatus = 'idle' | 'pairing' | 'ready' | 'error';

/** The pairing URI on screen, when it stops being usable, and the last failure. */
export interface PairingState {
  status: PairingStatus;
  /** The `wc:` URI (set when status is 'ready'). */
  uri: string | undefined;
  /** When the URI counts as expired (SPEC §9: 4 min after it was made). */
  expiresAt: number | undefined;
  /** A sentence the user can act on (status 'error'). */
  error: string | undefined;
}

const IDLE: PairingState = { status: 'idle', uri: undefined, expiresAt: undefined, error: undefined };

/** How often the expiry is checked while a URI is shown (a clock jump is seen within this time). */
export const PAIRING_CHECK_INTERVAL_MS = 1000;

/** The WalletConnect pairing of the QR views. */
export const $pairing = map<PairingState>({ ...IDLE });

/** A new pairing is being created (the QR shows a placeholder). */
export function startPairing(): void {
  $pairing.set({ ...IDLE, status: 'pairing' });
}

/** The wallet-side URI arrived at `now`; it lives for the pairing lifetime. */
export function setPairingUri(uri: string, now: number = Date.now()): void {
  if (typeof uri !== 'string' || !uri.startsWith('wc:')) {
    setPairingError('The WalletConnect client gave an invalid pairing URI');
    return;
  }
  $pairing.set({ status: 'ready', uri, expiresAt: pairingExpiry(now), error: undefined });
}

/** The pairing failed with a user-facing message. */
export function setPairingError(message: string): void {
  $pairing.set({ ...IDLE, status: 'error', error: message });
}

/** Forgets the pairing (the flow ended). */
export function resetPairing(): void {
  $pairing.set({ ...IDLE });
}

/**
 * SPEC §5/§9: while a URI is shown, calls `refresh` once it has 10 s or less left (4 min after it
 * was made). It checks every second against `now()`, so a clock moved forward is noticed too.
 * Returns the function that stops watching.
 */
export function watchPairingExpiry(refresh: () => void, now: () => number = () => Date.now()): () => void {
  let firedFor: string | undefined;
  const check = (): void => {
    const { status, uri, expiresAt } = $pairing.get();
    if (status !== 'ready' || uri === undefined || expiresAt === undefined || firedFor === uri) return;
    if (!isPairingExpired(expiresAt, now())) return;
    firedFor = uri;
    refresh();
  };
  const timer = setInterval(check, PAIRING_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
