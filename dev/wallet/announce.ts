import { DEV_WALLET_ICON } from './icon';

/** The reverse-DNS id the Dev Wallet announces under. */
export const DEV_WALLET_RDNS = 'dev.w3m-elements.wallet';

/** The display name the Dev Wallet announces. */
export const DEV_WALLET_NAME = 'Dev Wallet';

/** EIP-6963 provider info. */
export interface ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  readonly icon: string;
  readonly rdns: string;
}

/** A UUID v4 from the platform; built from getRandomValues where randomUUID is missing (non-secure contexts). */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The frozen EIP-6963 info of this page's Dev Wallet (a new uuid per page load, as the EIP asks). */
export const createProviderInfo = (uuid: string = uuidV4()): ProviderInfo =>
  Object.freeze({ uuid, name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS });

/**
 * Announces the provider with `eip6963:announceProvider` now and again on every
 * `eip6963:requestProvider`; returns a function that stops answering requests.
 */
export function announceProvider(target: Window, info: ProviderInfo, provider: object): () => void {
  const detail = Object.freeze({ info, provider });
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}

/**
 * Sets (or removes) `window.ethereum` for legacy-fallback tests; another wallet's provider already
 * there is never replaced or removed.
 */
export function setLegacyInjection(target: Window, provider: object, enabled: boolean): void {
  const host = target as unknown as { ethereum?: unknown };
  if (enabled && host.ethereum === undefined) {
    Object.defineProperty(target, 'ethereum', {
      value: provider,
      configurable: true,
      writable: true,
      enumerable: true,
    });
  } else if (!enabled && host.ethereum === provider) {
    delete host.ethereum;
  }
}
