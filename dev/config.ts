import { z } from 'zod';

// The demo pages decode this file too. zod's compiled parsers probe once whether eval (new
// Function) is allowed, as the first object schema is built; under a strict CSP the probe itself
// is reported as a violation (reliability-csp.e2e.ts). The config is tiny: no compiled parsers.
z.config({ jitless: true });

const address = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  {
    error: 'Expected a 0x-prefixed 20-byte hex address',
  },
);
const chainId = z.number().int().positive();
const localUrl = z.url({ protocol: /^(https?|wss?)$/, error: 'Expected an http(s):// or ws(s):// URL' });

/** One local chain the demo can talk to. */
export const DevChainSchema = z.strictObject({
  chainId,
  name: z.string().min(1),
  rpcUrl: localUrl,
});

/** One test token deployed on a local chain. */
export const DevTokenSchema = z.strictObject({
  chainId,
  address,
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
});

/** One test NFT collection deployed on a local chain. */
export const DevNftSchema = z.strictObject({
  chainId,
  address,
  name: z.string().min(1),
  standard: z.enum(['ERC-721', 'ERC-1155']),
});

const bitcoinKey = z.strictObject({
  address: z.string().regex(/^bcrt1[02-9ac-hj-np-z]{8,87}$/, 'Expected a bech32 regtest address (bcrt1…)'),
  publicKey: z.string().regex(/^0[23][0-9a-f]{64}$/, 'Expected a compressed public key in hex'),
  path: z.string().regex(/^m(\/\d+'?)+$/, "Expected a BIP32 path like m/84'/1'/0'/0/0"),
});

/** The local Bitcoin regtest endpoint and its funded dev accounts (public keys only). */
export const DevBitcoinSchema = z.strictObject({
  /** Base URL of the Esplora-shaped API. */
  url: localUrl,
  caipNetworkId: z.string().regex(/^bip122:[0-9a-f]{32}$/, 'Expected bip122:<32 hex digits>'),
  accounts: z.array(z.strictObject({ payment: bitcoinKey, ordinals: bitcoinKey })),
});

/** The local secure site (email login and embedded wallet) and the project id the demo uses with it. */
export const DevSecureSiteSchema = z.strictObject({
  url: localUrl,
  projectId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Expected a project id'),
});

const base58Address = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { error: 'Expected a base58 Solana address' });

/** The SPL test token minted on the local Solana chain. */
export const DevSolanaTokenSchema = z.strictObject({
  mint: base58Address,
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
});

/** The local Solana chain: its CAIP-2 id, RPC and WebSocket URLs, funded dev accounts and test token. */
export const DevSolanaSchema = z.strictObject({
  caipNetworkId: z
    .string()
    .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, { error: 'Expected solana:<32 base58 characters>' }),
  rpcUrl: localUrl,
  wsUrl: localUrl,
  accounts: z.array(base58Address),
  tokens: z.array(DevSolanaTokenSchema),
});

/** Uniswap V2 as deployed on a local chain (official npm artifacts), with pools ETH/TST, ETH/tUSD, TST/tUSD. */
export const DevUniswapSchema = z.strictObject({
  chainId,
  factory: address,
  router: address,
  /** The wrapped native token (WETH9) the router routes native swaps through. */
  weth: address,
});

/** ERC-4337 on one local chain: the contracts the stack deployed and the bundler in front of them. */
export const DevSmartAccountsSchema = z.strictObject({
  chainId,
  /** EntryPoint v0.7 (from the @account-abstraction/contracts 0.7.0 artifact). */
  entryPoint: address,
  /** The artifact's stock SimpleAccountFactory. */
  simpleAccountFactory: address,
  /** The factory the embedded wallet's accounts come from (SimpleAccount v0.7 plus ERC-1271). */
  accountFactory: address,
  /** The bundler's JSON-RPC URL. */
  bundlerUrl: localUrl,
});

/** The dev config JSON the local stack writes to build/site/dev-config.json for the demo. */
export const DevConfigSchema = z.strictObject({
  chains: z.array(DevChainSchema).min(1),
  tokens: z.array(DevTokenSchema),
  accounts: z.array(address),
  relayUrl: localUrl.optional(),
  bitcoin: DevBitcoinSchema.optional(),
  /** Test NFT collections (ERC-721 and ERC-1155) minted to the dev accounts. */
  nfts: z.array(DevNftSchema).optional(),
  secureSite: DevSecureSiteSchema.optional(),
  solana: DevSolanaSchema.optional(),
  /** Uniswap V2 deployments the swap views quote and trade against. */
  uniswap: z.array(DevUniswapSchema).optional(),
  /** ERC-4337 contracts and bundler, per chain (the embedded wallet's smart accounts). */
  smartAccounts: z.array(DevSmartAccountsSchema).optional(),
});

/** The dev config the demo reads: local chains, test tokens, dev accounts, optional relay. */
export type DevConfig = z.infer<typeof DevConfigSchema>;
/** A local chain entry of {@link DevConfig}. */
export type DevChain = z.infer<typeof DevChainSchema>;
/** A test token entry of {@link DevConfig}. */
export type DevToken = z.infer<typeof DevTokenSchema>;
/** A test NFT collection entry of {@link DevConfig}. */
export type DevNft = z.infer<typeof DevNftSchema>;
/** A Uniswap V2 deployment entry of {@link DevConfig}. */
export type DevUniswap = z.infer<typeof DevUniswapSchema>;
/** An ERC-4337 entry of {@link DevConfig}. */
export type DevSmartAccounts = z.infer<typeof DevSmartAccountsSchema>;
/** The local Solana chain entry of {@link DevConfig}. */
export type DevSolana = z.infer<typeof DevSolanaSchema>;

/** Validates an already-parsed value as a dev config, throwing an Error that lists every problem. */
export function decodeDevConfig(value: unknown): DevConfig {
  const result = DevConfigSchema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`Invalid dev config:\n${z.prettifyError(result.error)}`);
}

/** Parses dev-config.json text; bad JSON or a wrong shape throw an Error saying what is wrong. */
export function parseDevConfig(json: string): DevConfig {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid dev config: not valid JSON (${reason})`);
  }
  return decodeDevConfig(value);
}
