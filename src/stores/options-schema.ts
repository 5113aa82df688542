import * as z from 'zod/mini';
import { CHAIN_NAMESPACES } from '../chains/constants';
import { isCaipNetworkId } from '../chains/caip';
import { isValidAddress } from '../chains/address';
import { caipNetworkSchema, type CaipNetwork } from '../chains/network-schema';
import { formatIssuePath, specIssueMessage } from '../chains/validation-messages';
import type { AnalyticsSink } from './event-types';
import {
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './constants';
import {
  defaultResolvedOptions,
  type FeatureName,
  type ResolvedOptions,
  type SiweConfig,
  type SiwxConfig,
} from './options-types';

const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSiwxConfig(value: unknown): value is SiwxConfig {
  return isRecord(value) && SIWX_METHODS.every((name) => typeof value[name] === 'function');
}

/** Builds the options schema on first use, so modules that only read $options never run zod. */
function buildOptionsSchema() {
  const nonEmpty = z.string().check(z.minLength(1));
  const httpUrl = z.url({ protocol: /^https?$/ });
  const wsUrl = z.url({ protocol: /^wss?$/ });
  const caipNetworkIdKey = z
    .string()
    .check(z.refine(isCaipNetworkId, { message: 'Invalid CAIP network id' }));
  /** Record keys must be CAIP network ids; says so instead of zod's generic key message. */
  const caipKeyError = {
    error: (issue: z.core.$ZodRawIssue) =>
      issue.code === 'invalid_key' ? 'Keys must be CAIP network ids such as eip155:1' : undefined,
  };
  const walletIds = z.optional(z.array(nonEmpty));
  const optionalLink = z.optional(z.nullable(z.string()));

  const featuresSchema = z.strictObject({
    swaps: z.optional(z.boolean()),
    onramp: z.optional(z.boolean()),
    receive: z.optional(z.boolean()),
    send: z.optional(z.boolean()),
    email: z.optional(z.boolean()),
    emailShowWallets: z.optional(z.boolean()),
    socials: z.optional(
      z.union([z.literal(false), z.array(z.enum(DEFAULT_SOCIALS))], {
        error: `Expected false or a list of ${DEFAULT_SOCIALS.join(', ')}`,
      }),
    ),
    connectorTypeOrder: z.optional(z.array(z.enum(DEFAULT_CONNECTOR_TYPE_ORDER))),
    history: z.optional(z.boolean()),
    analytics: z.optional(z.boolean()),
    allWallets: z.optional(z.boolean()),
    legalCheckbox: z.optional(z.boolean()),
    smartSessions: z.optional(z.boolean()),
    collapseWallets: z.optional(z.boolean()),
    walletFeaturesOrder: z.optional(z.array(z.enum(DEFAULT_WALLET_FEATURES_ORDER))),
    connectMethodsOrder: z.optional(z.array(z.enum(DEFAULT_CONNECT_METHODS_ORDER))),
    pay: z.optional(z.boolean()),
  });

  const tokensSchema = z
    .record(caipNetworkIdKey, z.strictObject({ address: nonEmpty, image: z.optional(httpUrl) }), caipKeyError)
    .check(
      z.superRefine((tokens, ctx) => {
        for (const [networkId, token] of Object.entries(tokens)) {
          if (!isValidAddress(token.address, networkId.split(':')[0])) {
            ctx.issues.push({
              code: 'custom',
              input: token.address,
              path: [networkId, 'address'],
              message: `Invalid address for ${networkId}`,
            });
          }
        }
      }),
    );

  const themeVariableName = z.string().check(z.regex(/^--w3m-[a-z0-9-]+$/));

  const optionsShape = {
    projectId: z.optional(nonEmpty),
    sdkType: z.optional(nonEmpty),
    sdkVersion: z.optional(nonEmpty),
    networks: z.optional(z.array(caipNetworkSchema()).check(z.minLength(1))),
    defaultNetwork: z.optional(caipNetworkSchema()),
    defaultAccountTypes: z.optional(
      z.partialRecord(z.enum(CHAIN_NAMESPACES), z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])),
    ),
    features: z.optional(featuresSchema),
    metadata: z.optional(
      z.strictObject({ name: nonEmpty, description: z.string(), url: httpUrl, icons: z.array(z.string()) }),
    ),
    themeMode: z.optional(z.enum(['dark', 'light', 'system'])),
    themeVariables: z.optional(
      z.record(themeVariableName, z.union([z.string(), z.number()]), {
        error: (issue) =>
          issue.code === 'invalid_key' ? 'Theme variable names must start with --w3m-' : undefined,
      }),
    ),
    secureSiteUrl: z.optional(httpUrl),
    relayUrl: z.optional(wsUrl),
    customRpcUrls: z.optional(
      z.record(
        caipNetworkIdKey,
        z.array(z.strictObject({ url: httpUrl, config: z.optional(z.record(z.string(), z.unknown())) })),
        caipKeyError,
      ),
    ),
    tokens: z.optional(tokensSchema),
    allWallets: z.optional(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
    includeWalletIds: walletIds,
    excludeWalletIds: walletIds,
    featuredWalletIds: walletIds,
    customWallets: z.optional(
      z.array(
        z.looseObject({
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
        }),
      ),
    ),
    termsConditionsUrl: z.optional(httpUrl),
    privacyPolicyUrl: z.optional(httpUrl),
    isSiweEnabled: z.optional(z.boolean()),
    siweConfig: z.optional(z.custom<SiweConfig>(isRecord, { message: 'Expected object' })),
    siwx: z.optional(
      z.custom<SiwxConfig>(isSiwxConfig, {
        message: `Expected an object with the functions ${SIWX_METHODS.join(', ')}`,
      }),
    ),
    analyticsSink: z.optional(
      z.custom<AnalyticsSink>((value) => typeof value === 'function', { message: 'Expected function' }),
    ),
    debug: z.optional(z.boolean()),
    enableWalletConnect: z.optional(z.boolean()),
    enableWalletGuide: z.optional(z.boolean()),
    enableWallets: z.optional(z.boolean()),
    enableEIP6963: z.optional(z.boolean()),
    enableNetworkSwitch: z.optional(z.boolean()),
    enableAuthLogger: z.optional(z.boolean()),
    enableEmbedded: z.optional(z.boolean()),
    allowUnsupportedChain: z.optional(z.boolean()),
    manualWCControl: z.optional(z.boolean()),
    disableAppend: z.optional(z.boolean()),
    hasMultipleAddresses: z.optional(z.boolean()),
  };

  return z.strictObject(optionsShape);
}

type OptionsSchema = ReturnType<typeof buildOptionsSchema>;
let optionsSchema: OptionsSchema | undefined;

type ParsedOptions = z.output<OptionsSchema>;

/** The options a host passes to createAppKit (SPEC §3 Options plus DESIGN's additions). */
export type AppKitOptions = Omit<z.input<OptionsSchema>, 'networks' | 'defaultNetwork'> & {
  /** The networks the app supports; at least one when given. */
  networks?: readonly CaipNetwork[];
  /** The network to start on; must be one of `networks`. */
  defaultNetwork?: CaipNetwork;
};

/** A rejected option; `path` names it (`features.email`, `networks[0].name`, `` for the whole input). */
export class OptionsError extends Error {
  /** The option path the problem is at. */
  readonly path: string;

  constructor(message: string, path: string) {
    super(message);
    this.name = 'OptionsError';
    this.path = path;
  }
}

/**
 * Validates what the host passed and applies the SPEC §9 defaults. `undefined` means no
 * options. Throws OptionsError naming the first bad option.
 */
export function parseOptions(input: unknown): ResolvedOptions {
  const given = input === undefined ? {} : input;
  optionsSchema ??= buildOptionsSchema();
  const result = optionsSchema.safeParse(given, { error: specIssueMessage });
  if (!result.success) throw optionsErrorFrom(result.error.issues[0]);
  const parsed = result.data;
  const raw = given as AppKitOptions;
  if (parsed.siweConfig !== undefined && parsed.siwx !== undefined) {
    throw new OptionsError('Invalid option "siwx": siweConfig and siwx cannot both be set', 'siwx');
  }
  // Keep the host's own network objects (functions, extra fields, identity) rather than zod's copies.
  const networks = raw.networks ? [...raw.networks] : [];
  const defaultNetwork = raw.defaultNetwork;
  if (
    defaultNetwork &&
    networks.length > 0 &&
    !networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)
  ) {
    throw new OptionsError(
      `Invalid option "defaultNetwork": ${defaultNetwork.caipNetworkId} is not in networks`,
      'defaultNetwork',
    );
  }
  return resolve(parsed, networks, defaultNetwork);
}

/** Applies the host's values over the SPEC §9 defaults. */
function resolve(
  parsed: ParsedOptions,
  networks: CaipNetwork[],
  defaultNetwork: CaipNetwork | undefined,
): ResolvedOptions {
  const base = defaultResolvedOptions();
  const { features, defaultAccountTypes } = base;
  const configuredFeatures: FeatureName[] = [];
  const givenFeatures = parsed.features ?? {};
  for (const name of Object.keys(features) as FeatureName[]) {
    const value = givenFeatures[name];
    if (value === undefined) continue;
    (features as unknown as Record<FeatureName, unknown>)[name] = Array.isArray(value) ? [...value] : value;
    configuredFeatures.push(name);
  }
  return {
    projectId: parsed.projectId,
    sdkType: parsed.sdkType ?? base.sdkType,
    sdkVersion: parsed.sdkVersion ?? base.sdkVersion,
    networks,
    defaultNetwork,
    defaultAccountTypes: { ...defaultAccountTypes, ...parsed.defaultAccountTypes },
    features,
    configuredFeatures,
    metadata: parsed.metadata,
    themeMode: parsed.themeMode ?? base.themeMode,
    themeVariables: parsed.themeVariables ?? base.themeVariables,
    secureSiteUrl: parsed.secureSiteUrl,
    relayUrl: parsed.relayUrl,
    customRpcUrls: (parsed.customRpcUrls ?? base.customRpcUrls) as ResolvedOptions['customRpcUrls'],
    tokens: (parsed.tokens ?? base.tokens) as ResolvedOptions['tokens'],
    allWallets: parsed.allWallets ?? base.allWallets,
    includeWalletIds: parsed.includeWalletIds ?? base.includeWalletIds,
    excludeWalletIds: parsed.excludeWalletIds ?? base.excludeWalletIds,
    featuredWalletIds: parsed.featuredWalletIds ?? base.featuredWalletIds,
    customWallets: parsed.customWallets ?? base.customWallets,
    termsConditionsUrl: parsed.termsConditionsUrl,
    privacyPolicyUrl: parsed.privacyPolicyUrl,
    isSiweEnabled: parsed.isSiweEnabled ?? base.isSiweEnabled,
    siweConfig: parsed.siweConfig,
    siwx: parsed.siwx,
    analyticsSink: parsed.analyticsSink,
    debug: parsed.debug ?? base.debug,
    enableWalletConnect: parsed.enableWalletConnect ?? base.enableWalletConnect,
    enableWalletGuide: parsed.enableWalletGuide ?? base.enableWalletGuide,
    enableWallets: parsed.enableWallets ?? base.enableWallets,
    enableEIP6963: parsed.enableEIP6963 ?? base.enableEIP6963,
    enableNetworkSwitch: parsed.enableNetworkSwitch ?? base.enableNetworkSwitch,
    enableAuthLogger: parsed.enableAuthLogger ?? base.enableAuthLogger,
    enableEmbedded: parsed.enableEmbedded ?? base.enableEmbedded,
    allowUnsupportedChain: parsed.allowUnsupportedChain ?? base.allowUnsupportedChain,
    manualWCControl: parsed.manualWCControl ?? base.manualWCControl,
    disableAppend: parsed.disableAppend ?? base.disableAppend,
    hasMultipleAddresses: parsed.hasMultipleAddresses ?? base.hasMultipleAddresses,
  };
}

/** Turns the first zod issue into `Unknown option "x"` or `Invalid option "x": …`. */
function optionsErrorFrom(issue: z.core.$ZodIssue | undefined): OptionsError {
  if (!issue) return new OptionsError('Invalid options', '');
  if (issue.code === 'unrecognized_keys') {
    const path = formatIssuePath([...issue.path, issue.keys[0] ?? '']);
    return new OptionsError(`Unknown option "${path}"`, path);
  }
  const path = formatIssuePath(issue.path);
  let detail = issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  if (issue.code === 'invalid_value')
    detail += `; expected one of ${issue.values.map((v) => `'${String(v)}'`).join(', ')}`;
  if (path === '') return new OptionsError(`Invalid options: ${detail}`, '');
  return new OptionsError(`Invalid option "${path}": ${detail}`, path);
}
