import {
  array,
  boolean,
  custom,
  func,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  refine,
  string,
  union,
  unknown,
  url,
  problemsOf,
  type Check,
  type Problem,
  type ShapeType,
} from '../chains/checks';
import { isCaipNetworkId } from '../chains/caip';
import { caipNetworkCheck, type CaipNetwork } from '../chains/network-schema';
import { formatIssuePath } from '../chains/issue-format';
import { DEFAULT_NETWORK } from '../chains/networks/default-network';
import { LOCALES } from '../locales/codes';
import type { AnalyticsSink } from './event-types';
import type { SwapSource } from './swap-types';
import {
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './constants';
import {
  defaultFeatures,
  defaultResolvedOptions,
  type CustomWallet,
  type FeatureName,
  type OnrampKeys,
  type PriceSource,
  type ResolvedOptions,
  type SiweConfig,
  type SiwxConfig,
  type TokenOption,
} from './options-types';

const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSiwxConfig(value: unknown): value is SiwxConfig {
  return isRecord(value) && SIWX_METHODS.every((name) => typeof value[name] === 'function');
}

const nonEmpty = string(1);
const httpUrl = url(/^https?$/);
const caipNetworkIdKey = refine(string(), isCaipNetworkId, 'Invalid CAIP network id');
const CAIP_KEY_MESSAGE = 'Keys must be CAIP network ids such as eip155:1';
const walletIds = optional(array(nonEmpty));
const optionalLink = optional(nullable(string()));
const LOOSE = false;
const flag = optional(boolean());

type BooleanKeys<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T];

/**
 * A `flag` check for every option whose default is a boolean (SPEC §9 lists them), so the many
 * on/off options are not spelled out a second time here.
 */
function flagsOf<T extends object>(defaults: T): Record<BooleanKeys<T>, typeof flag> {
  const flags: Record<string, typeof flag> = {};
  for (const [name, value] of Object.entries(defaults)) if (typeof value === 'boolean') flags[name] = flag;
  return flags as Record<BooleanKeys<T>, typeof flag>;
}

const featuresShape = {
  ...flagsOf(defaultFeatures()),
  socials: optional(
    union(
      [oneOf([false]), array(oneOf(DEFAULT_SOCIALS))],
      `Expected false or a list of ${DEFAULT_SOCIALS.join(', ')}`,
    ),
  ),
  connectorTypeOrder: optional(array(oneOf(DEFAULT_CONNECTOR_TYPE_ORDER))),
  walletFeaturesOrder: optional(array(oneOf(DEFAULT_WALLET_FEATURES_ORDER))),
  connectMethodsOrder: optional(array(oneOf(DEFAULT_CONNECT_METHODS_ORDER))),
};

/**
 * A token address in eip155 (hex) or solana (base58) form. Whether it suits its network's
 * namespace is checked when balances are read (the address rules stay off the first paint).
 */
const tokenAddress = custom<string>(
  (input) =>
    typeof input === 'string' && /^(?:(?:0x)?[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/.test(input),
  'Invalid address',
);
const tokenOption = object({ address: tokenAddress, image: optional(httpUrl) });
const tokenOptions = array(tokenOption);

/** One token entry (AppKit's shape), or a list of them, per CAIP network id. */
const tokensCheck: Check<Partial<Record<string, TokenOption | TokenOption[]>>> = record(
  caipNetworkIdKey,
  (input, path) => (Array.isArray(input) ? tokenOptions : tokenOption)(input, path),
  CAIP_KEY_MESSAGE,
);

const historySource = object({
  type: oneOf(['otterscan', 'blockscout', 'etherscan']),
  url: httpUrl,
  apiKey: optional(string()),
});

const optionsShape = {
  ...flagsOf(defaultResolvedOptions()),
  projectId: optional(nonEmpty),
  sdkType: optional(nonEmpty),
  sdkVersion: optional(nonEmpty),
  networks: optional(array(caipNetworkCheck, { min: 1 })),
  defaultNetwork: optional(caipNetworkCheck),
  // SPEC §3: each namespace has its own kinds (a Bitcoin 'payment' account on EVM means nothing).
  defaultAccountTypes: optional(
    object({
      eip155: optional(oneOf(['eoa', 'smartAccount'])),
      solana: optional(oneOf(['eoa'])),
      polkadot: optional(oneOf(['eoa'])),
      bip122: optional(oneOf(['payment', 'ordinal'])),
    }),
  ),
  features: optional(object(featuresShape)),
  metadata: optional(object({ name: nonEmpty, description: string(), url: httpUrl, icons: array(string()) })),
  themeMode: optional(oneOf(['dark', 'light', 'system'])),
  /** The language: a shipped locale, or 'auto' for the browser's (default 'en'). */
  locale: optional(oneOf([...LOCALES, 'auto'])),
  themeVariables: optional(
    record(
      custom<string>((name) => typeof name === 'string' && /^--w3m-[a-z0-9-]+$/.test(name), 'Invalid'),
      union([string(), number()]),
      'Theme variable names must start with --w3m-',
    ),
  ),
  secureSiteUrl: optional(httpUrl),
  relayUrl: optional(url(/^wss?$/)),
  walletRegistryUrl: optional(httpUrl),
  ipfsGateway: optional(httpUrl),
  customRpcUrls: optional(
    record(
      caipNetworkIdKey,
      array(object({ url: httpUrl, config: optional(record(string(), unknown())) })),
      CAIP_KEY_MESSAGE,
    ),
  ),
  rankRpcUrls: optional(
    union([boolean(), array(caipNetworkIdKey)], 'Expected true, false or a list of CAIP network ids'),
  ),
  tokens: optional(tokensCheck),
  historySources: optional(
    record(caipNetworkIdKey, union([historySource, array(historySource)]), CAIP_KEY_MESSAGE),
  ),
  allWallets: optional(oneOf(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
  featuredWalletIds: walletIds,
  customWallets: optional(
    array(
      object(
        {
          id: nonEmpty,
          name: nonEmpty,
          homepage: optionalLink,
          image_url: optionalLink,
          mobile_link: optionalLink,
          desktop_link: optionalLink,
          webapp_link: optionalLink,
          app_store: optionalLink,
          play_store: optionalLink,
          rdns: optionalLink,
        },
        LOOSE,
      ) as Check<CustomWallet>,
    ),
  ),
  termsConditionsUrl: optional(httpUrl),
  privacyPolicyUrl: optional(httpUrl),
  siweConfig: optional(custom<SiweConfig>(isRecord, 'Expected object')),
  siwx: optional(
    custom<SiwxConfig>(isSiwxConfig, `Expected an object with the functions ${SIWX_METHODS.join(', ')}`),
  ),
  analyticsSink: optional(func<AnalyticsSink>()),
  priceSource: optional(func<PriceSource>()),
  // Checked in depth by the swap and onramp code when a view first uses them (kept out of the first load).
  swapSource: optional(custom<SwapSource>(isRecord, 'Expected object')),
  swapRouters: optional(custom<Record<string, string>>(isRecord, 'Expected object')),
  onramp: optional(custom<OnrampKeys>(isRecord, 'Expected object')),
};

const optionsCheck = object(optionsShape);

type ParsedOptions = ShapeType<typeof optionsShape>;

/** The options a host passes to createAppKit (SPEC §3 Options plus DESIGN's additions). */
export type AppKitOptions = Omit<ParsedOptions, 'networks' | 'defaultNetwork'> & {
  /** The networks the app supports; at least one when given. */
  networks?: readonly CaipNetwork[];
  /** The network to start on; must be one of `networks`. */
  defaultNetwork?: CaipNetwork;
};

/** One rejected option: where (`features.email`, `networks[0].name`, `` for the whole input) and why. */
export interface OptionProblem {
  /** The option path the problem is at. */
  path: string;
  /** `Unknown option "x"` or `Invalid option "x": …`. */
  message: string;
}

/** The rejected options, all of them: `problems` lists each with its path, the message joins them. */
export class OptionsError extends Error {
  /** The path of the first problem. */
  readonly path: string;
  /** Every problem found, in option order. */
  readonly problems: readonly OptionProblem[];

  constructor(problems: readonly OptionProblem[]) {
    const lines = problems.map((item) => item.message);
    super(lines.length === 1 ? lines[0] : `${lines.length} invalid options:\n- ${lines.join('\n- ')}`);
    this.name = 'OptionsError';
    this.path = problems[0]?.path ?? '';
    this.problems = problems;
  }
}

/**
 * Validates what the host passed and applies the SPEC §9 defaults (no `networks`: the
 * `defaultNetwork`, else eip155:1). `undefined` means no options. Throws one OptionsError that
 * names every bad option.
 */
export function parseOptions(input: unknown): ResolvedOptions {
  const given = input === undefined ? {} : input;
  const problems = problemsOf(optionsCheck(given, [])).map(describe);
  const parsed = (isRecord(given) ? given : {}) as ParsedOptions;
  if (parsed.siweConfig !== undefined && parsed.siwx !== undefined) {
    problems.push(invalid('siwx', 'siweConfig and siwx cannot both be set'));
  }
  const listed = Array.isArray(parsed.networks) ? parsed.networks : undefined;
  const defaultId: unknown = parsed.defaultNetwork?.caipNetworkId;
  if (listed && typeof defaultId === 'string' && !listed.some((n) => n?.caipNetworkId === defaultId)) {
    problems.push(invalid('defaultNetwork', `${defaultId} is not in networks`));
  }
  const ranked = Array.isArray(parsed.rankRpcUrls) ? parsed.rankRpcUrls : [];
  const strays = ranked.filter(
    (id) => isCaipNetworkId(id) && listed && !listed.some((n) => n?.caipNetworkId === id),
  );
  if (strays.length > 0) problems.push(invalid('rankRpcUrls', `${strays.join(', ')} not in networks`));
  if (problems.length > 0) throw new OptionsError(problems);
  return resolve(parsed, listed ? [...listed] : [parsed.defaultNetwork ?? DEFAULT_NETWORK]);
}

/** Applies the host's values over the SPEC §9 defaults (an option left undefined keeps its default). */
function resolve(parsed: ParsedOptions, networks: CaipNetwork[]): ResolvedOptions {
  const base = defaultResolvedOptions();
  const configuredFeatures: FeatureName[] = [];
  const features: Record<string, unknown> = { ...base.features };
  for (const [name, value] of Object.entries(parsed.features ?? {})) {
    if (value === undefined) continue;
    features[name] = Array.isArray(value) ? [...value] : value;
    configuredFeatures.push(name as FeatureName);
  }
  const given: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (value !== undefined) given[name] = Array.isArray(value) ? [...value] : value;
  }
  return {
    ...base,
    ...(given as Partial<ResolvedOptions>),
    networks,
    defaultAccountTypes: { ...base.defaultAccountTypes, ...parsed.defaultAccountTypes },
    features: features as unknown as ResolvedOptions['features'],
    configuredFeatures,
  };
}

const invalid = (path: string, detail: string): OptionProblem => ({
  path,
  message: path === '' ? `Invalid options: ${detail}` : `Invalid option "${path}": ${detail}`,
});

/** Words one problem as `Unknown option "x"` or `Invalid option "x": …`. */
function describe(found: Problem): OptionProblem {
  const path = formatIssuePath(found.path);
  if (found.unknownKey) return { path, message: `Unknown option "${path}"` };
  let detail = found.message.charAt(0).toLowerCase() + found.message.slice(1);
  if (found.allowed) detail += `; expected one of ${found.allowed.map((v) => `'${String(v)}'`).join(', ')}`;
  return invalid(path, detail);
}
