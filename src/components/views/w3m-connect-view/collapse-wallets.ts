import type { ResolvedOptions } from '../../../stores/options';

/**
 * SPEC §3 emailShowWallets / collapseWallets: with email login shown, `emailShowWallets: false` or
 * `collapseWallets: true` puts the wallets behind one "Continue with a wallet" row (ConnectWallets),
 * shown after the other connect methods.
 */
export function walletsCollapsed(options: Readonly<ResolvedOptions>, emailShown: boolean): boolean {
  return emailShown && (options.features.collapseWallets || !options.features.emailShowWallets);
}
