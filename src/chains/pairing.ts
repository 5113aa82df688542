import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './constants';

/** When a pairing created at `now` expires (SPEC §9: lifetime 4 min). */
export function pairingExpiry(now: number): number {
  return now + PAIRING_LIFETIME_MS;
}

/** SPEC §5: a pairing counts as expired when 10 s or less remain. */
export function isPairingExpired(expiryMs: number, now: number): boolean {
  if (!Number.isFinite(expiryMs) || !Number.isFinite(now)) return true;
  return expiryMs - now <= PAIRING_EXPIRY_MARGIN_MS;
}

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/;

/**
 * SPEC §5: the native-format link is the wallet's scheme plus a `wc` path carrying the encoded
 * pairing uri, e.g. `metamask://wc?uri=wc%3A…`. The scheme may be given as `metamask`,
 * `metamask:`, `metamask://` or with a path (`trust://open`).
 */
export function nativeWalletLink(scheme: string, pairingUri: string): string {
  if (typeof pairingUri !== 'string' || !pairingUri.startsWith('wc:')) {
    throw new Error('A WalletConnect pairing uri starting with "wc:" is required');
  }
  const base = normaliseScheme(scheme);
  return `${base}wc?uri=${encodeURIComponent(pairingUri)}`;
}

/** Turns the accepted scheme spellings into `name://…/`. */
function normaliseScheme(scheme: string): string {
  const trimmed = typeof scheme === 'string' ? scheme.trim() : '';
  const separator = trimmed.indexOf(':');
  const name = separator === -1 ? trimmed : trimmed.slice(0, separator);
  if (!SCHEME.test(name)) throw new Error(`Invalid wallet link scheme "${String(scheme)}"`);
  const rest = separator === -1 ? '' : trimmed.slice(separator + 1).replace(/^\/*/, '');
  const path = rest === '' || rest.endsWith('/') ? rest : `${rest}/`;
  return `${name}://${path}`;
}
