import type { Features, WalletFeature } from '../../../stores/options';
import { isRestrictedTimezone } from '../../../stores/restricted-timezones';
import type { ViewName } from '../../../stores/views';

/** A wallet feature button of the Account view. */
export interface WalletFeatureButton {
  feature: WalletFeature;
  /** The router view the button opens. */
  view: ViewName;
  /** wui-icon name. */
  icon: 'onramp' | 'swap' | 'receive' | 'send';
}

/** Where each wallet feature button leads. */
export const WALLET_FEATURE_TARGETS: Readonly<Record<WalletFeature, Omit<WalletFeatureButton, 'feature'>>> = {
  onramp: { view: 'OnRampProviders', icon: 'onramp' },
  swaps: { view: 'Swap', icon: 'swap' },
  receive: { view: 'WalletReceive', icon: 'receive' },
  send: { view: 'WalletSend', icon: 'send' },
};

/**
 * The features whose panel exists. A button must never lead to an empty view, so a feature is
 * listed here by the issue that adds its panel.
 */
export const READY_WALLET_FEATURES: ReadonlySet<WalletFeature> = new Set<WalletFeature>([
  'onramp',
  'swaps',
  'receive',
  'send',
]);

/** The features hidden in a restricted timezone (SPEC §6): buying and swapping. */
const RESTRICTED_FEATURES: ReadonlySet<WalletFeature> = new Set<WalletFeature>(['onramp', 'swaps']);

/**
 * The feature buttons to show, in `walletFeaturesOrder` (SPEC §9): each only when its flag is
 * on and its panel exists; a feature named twice shows once; buy and swap are hidden in a
 * restricted timezone (SPEC §6).
 */
export function visibleWalletFeatures(
  features: Pick<Features, WalletFeature | 'walletFeaturesOrder'>,
  ready: ReadonlySet<WalletFeature> = READY_WALLET_FEATURES,
  restricted: boolean = isRestrictedTimezone(),
): WalletFeatureButton[] {
  const order = [...new Set(features.walletFeaturesOrder)];
  return order
    .filter((feature) => features[feature] && ready.has(feature))
    .filter((feature) => !(restricted && RESTRICTED_FEATURES.has(feature)))
    .map((feature) => ({ feature, ...WALLET_FEATURE_TARGETS[feature] }));
}
