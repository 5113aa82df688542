import { nativeWalletLink } from '../../../chains/pairing';
import type { WalletListing } from '../../../stores/connector-types';

/**
 * The "open in wallet" link for a pairing URI (SPEC §5 native-link format): the wallet's mobile
 * link on a phone (a universal link works the same way: `https://…/wc?uri=…`), its desktop link
 * otherwise. Undefined when the wallet has no usable link for this device.
 */
export function walletOpenLink(
  wallet: WalletListing | undefined,
  uri: string | undefined,
  isMobile: boolean,
): string | undefined {
  if (!wallet || !uri) return undefined;
  const base = isMobile ? wallet.mobileLink : wallet.desktopLink;
  if (!base || /^(javascript|data|file|vbscript):/i.test(base.trim())) return undefined;
  try {
    return nativeWalletLink(base, uri);
  } catch {
    return undefined;
  }
}
