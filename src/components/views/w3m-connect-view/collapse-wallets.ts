import type { ConnectMethod, ResolvedOptions } from '../../../stores/options';

/**
 * SPEC §3 emailShowWallets / collapseWallets: with email login shown, `emailShowWallets: false` or
 * `collapseWallets: true` puts the wallets behind one "Continue with a wallet" row (ConnectWallets).
 */
export function walletsCollapsed(options: Readonly<ResolvedOptions>, emailShown: boolean): boolean {
  return emailShown && (options.features.collapseWallets || !options.features.emailShowWallets);
}

/**
 * The connect methods with the wallets collapsed: email (and social) first, the wallet row last,
 * unless the host set connectMethodsOrder itself (SPEC §2: a configured order wins).
 */
export function collapsedMethodsOrder(
  methods: readonly ConnectMethod[],
  options: Readonly<ResolvedOptions>,
): ConnectMethod[] {
  if (options.configuredFeatures.includes('connectMethodsOrder')) return [...methods];
  return [
    ...methods.filter((method) => method !== 'wallet'),
    ...methods.filter((method) => method === 'wallet'),
  ];
}
