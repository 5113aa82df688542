import { atom } from 'nanostores';
import { defaultFeatures, defaultResolvedOptions, type AppMetadata } from './options-types';
import type { FeatureName, Features, ResolvedOptions } from './options-types';

export {
  DEFAULT_ACCOUNT_TYPES,
  defaultFeatures,
  defaultResolvedOptions,
  type AccountType,
  type AppMetadata,
  type ConnectMethod,
  type ConnectorTypeOrderItem,
  type CustomWallet,
  type FeatureName,
  type Features,
  type PriceSource,
  type ResolvedOptions,
  type SiweConfig,
  type SiwxConfig,
  type SocialProvider,
  type TokenOption,
  type WalletFeature,
} from './options-types';
// parseOptions is re-exported for convenience; its schema is built on first call, so importing
// this module does not run zod.
export { OptionsError, parseOptions, type AppKitOptions } from './options-schema';

/** The options in force; SPEC §9 defaults until the host's options are set. */
export const $options = atom<ResolvedOptions>(defaultResolvedOptions());

/** Replaces the options in force with already-validated ones (see parseOptions). */
export function setOptions(resolved: ResolvedOptions): void {
  $options.set(resolved);
}

/** The current value of one feature flag. */
export function getFeature<K extends FeatureName>(name: K): Features[K] {
  return $options.get().features[name];
}

/** The SPEC §3 dapp data sent to the secure frame: metadata, sdk version and type, project id. */
export interface DappData {
  metadata: AppMetadata | undefined;
  sdkVersion: string;
  sdkType: string;
  projectId: string | undefined;
}

/** The dapp data for the options in force. */
export function currentDappData(): DappData {
  const { metadata, sdkVersion, sdkType, projectId } = $options.get();
  return { metadata, sdkVersion, sdkType, projectId };
}

/** Feature values when nothing is configured (for views that render before options arrive). */
export const DEFAULT_FEATURES: Readonly<Features> = defaultFeatures();
