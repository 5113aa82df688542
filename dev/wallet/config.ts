import * as z from 'zod/mini';
import { DEV_ACCOUNT_COUNT } from './accounts';
import type { ApprovalPolicy } from './approver';
import { ETHER, parseHexChainId, type KnownChain } from './chains';
import type { DevWalletProvider, DevWalletState, EmittableEvent } from './provider';
import { describeIssues, HttpUrlSchema } from './schemas';

/** The meta tag a page can carry to configure the wallet: `<meta name="dev-wallet-config" content="{…}">`. */
export const CONFIG_META_NAME = 'dev-wallet-config';

/** The localStorage key read at start for the same JSON. */
export const CONFIG_STORAGE_KEY = 'dev-wallet:config';

const ChainIdInputSchema = z.union([
  z.int().check(z.positive()),
  z.pipe(
    z
      .string()
      .check(
        z.refine(
          (value) => parseHexChainId(value) !== undefined,
          'Expected a positive integer or a 0x-prefixed hex chain id',
        ),
      ),
    z.transform((value) => parseHexChainId(value) ?? 0),
  ),
]);

const ChainConfigSchema = z.strictObject({
  chainId: ChainIdInputSchema,
  rpcUrl: HttpUrlSchema,
  name: z.string().check(z.minLength(1, 'name must not be empty')),
  nativeCurrency: z.optional(
    z.strictObject({
      name: z.string(),
      symbol: z.string(),
      decimals: z.int().check(z.minimum(0), z.maximum(36)),
    }),
  ),
  blockExplorerUrl: z.optional(HttpUrlSchema),
});

/** What `devWallet.configure()`, the meta tag and localStorage accept; every key is optional. */
export const DevWalletConfigSchema = z.strictObject({
  autoApprove: z.optional(z.boolean()),
  rejectAll: z.optional(z.boolean()),
  chains: z.optional(z.array(ChainConfigSchema).check(z.minLength(1, 'chains must hold at least one chain'))),
  accountIndex: z.optional(z.int().check(z.minimum(0), z.maximum(DEV_ACCOUNT_COUNT - 1))),
  /** How many dev accounts a connected site sees (the selected one first; default 1). */
  exposedAccounts: z.optional(z.int().check(z.minimum(1), z.maximum(DEV_ACCOUNT_COUNT))),
  assets: z.optional(z.unknown()),
  capabilities: z.optional(z.unknown()),
  legacyInjection: z.optional(z.boolean()),
});

/** A validated wallet configuration. */
export type DevWalletConfig = z.output<typeof DevWalletConfigSchema>;

/** Parses a configuration; throws an Error naming every problem. */
export function parseConfig(input: unknown, source = 'config'): DevWalletConfig {
  const parsed = DevWalletConfigSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(`Invalid Dev Wallet ${source}: ${describeIssues(parsed.error, source)}`);
  return parsed.data;
}

/** The configured chains as the provider's KnownChain list. */
export const toKnownChains = (chains: NonNullable<DevWalletConfig['chains']>): KnownChain[] =>
  chains.map(({ chainId, rpcUrl, name, nativeCurrency, blockExplorerUrl }) => ({
    chainId,
    rpcUrl,
    name,
    nativeCurrency: nativeCurrency ?? ETHER,
    ...(blockExplorerUrl ? { blockExplorerUrl } : {}),
  }));

/** Reads one JSON source; a missing source is `{}`, a bad one is reported with console.error and ignored. */
function readSource(read: () => string | null | undefined, source: string): DevWalletConfig {
  let text: string | null | undefined;
  try {
    text = read();
  } catch (error) {
    console.error(`Dev Wallet: could not read the ${source}; using defaults.`, error);
    return {};
  }
  if (text === null || text === undefined || text.trim() === '') return {};
  try {
    return parseConfig(JSON.parse(text), source);
  } catch (error) {
    const reason =
      error instanceof SyntaxError
        ? `Invalid Dev Wallet ${source}: not valid JSON (${error.message})`
        : (error as Error).message;
    console.error(`${reason}. Using defaults instead.`);
    return {};
  }
}

/** The configuration from the page's meta tag (empty when absent or invalid). */
export const readMetaConfig = (doc: Document): DevWalletConfig =>
  readSource(
    () => doc.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.getAttribute('content'),
    `meta[name="${CONFIG_META_NAME}"]`,
  );

/** The configuration from localStorage (empty when absent, unreadable or invalid). */
export const readStoredConfig = (storage: () => Storage): DevWalletConfig =>
  readSource(() => storage().getItem(CONFIG_STORAGE_KEY), `localStorage['${CONFIG_STORAGE_KEY}']`);

/** The switches the control surface flips outside the provider. */
export interface WalletSwitches extends ApprovalPolicy {
  legacyInjection: boolean;
}

/** What `window.devWallet` offers tests and demo pages. */
export interface DevWalletControl {
  /** Applies a (partial) configuration; throws an Error if it is invalid. */
  configure(config: unknown): void;
  selectAccount(index: number): void;
  /** Switches to a known chain (number or hex id) as if the user did it in the wallet. */
  switchChain(chainId: number | string): void;
  emit(event: EmittableEvent): void;
  getState(): DevWalletState & WalletSwitches;
  readonly provider: DevWalletProvider;
}

/** What the control surface needs from the page. */
export interface ControlDeps {
  provider: DevWalletProvider;
  switches: WalletSwitches;
  /** Called when legacyInjection changes. */
  onLegacyInjection(enabled: boolean): void;
}

/** Applies a validated configuration to the running wallet. */
export function applyConfig(config: DevWalletConfig, deps: ControlDeps): void {
  const { provider, switches } = deps;
  if (config.autoApprove !== undefined) switches.autoApprove = config.autoApprove;
  if (config.rejectAll !== undefined) switches.rejectAll = config.rejectAll;
  if (config.chains) provider.setChains(toKnownChains(config.chains));
  if (config.accountIndex !== undefined) provider.selectAccount(config.accountIndex);
  if (config.exposedAccounts !== undefined) provider.exposeAccounts(config.exposedAccounts);
  if ('assets' in config) provider.setAnswers({ assets: config.assets });
  if ('capabilities' in config) provider.setAnswers({ capabilities: config.capabilities });
  if (config.legacyInjection !== undefined && config.legacyInjection !== switches.legacyInjection) {
    switches.legacyInjection = config.legacyInjection;
    deps.onLegacyInjection(config.legacyInjection);
  }
}

/** Builds the `window.devWallet` object. */
export function createControl(deps: ControlDeps): DevWalletControl {
  const { provider, switches } = deps;
  return Object.freeze({
    provider,
    configure: (config: unknown) => applyConfig(parseConfig(config), deps),
    selectAccount: (index: number) => provider.selectAccount(index),
    switchChain: (chainId: number | string) => {
      const parsed = ChainIdInputSchema.safeParse(chainId);
      if (!parsed.success)
        throw new Error(
          `switchChain expects a positive integer or a 0x-prefixed hex chain id, got ${JSON.stringify(chainId)}`,
        );
      provider.switchChain(parsed.data);
    },
    emit: (event: EmittableEvent) => provider.emit(event),
    getState: () => ({ ...provider.getState(), ...switches }),
  });
}

/** The defaults the wallet starts from before any configuration. */
export const DEFAULT_SWITCHES: Readonly<WalletSwitches> = {
  autoApprove: false,
  rejectAll: false,
  legacyInjection: false,
};
