/** The methods the dev mobile wallet signs or forwards (through the Dev Wallet provider). */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const;

/** The Bitcoin methods the dev mobile wallet answers (SPEC §7 bip122). */
export const BITCOIN_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const;

/** The session events the wallet emits. */
export const WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const;

/** A namespace of a proposal (required or optional), as the dapp sent it (unchecked). */
type ProposedNamespace = { chains?: unknown; methods?: unknown; events?: unknown } | undefined;

/** A session proposal's namespaces, as the dapp sent them (unchecked). */
export interface ProposedNamespaces {
  requiredNamespaces?: Record<string, ProposedNamespace>;
  optionalNamespaces?: Record<string, ProposedNamespace>;
}

/** What the wallet approves in one namespace. */
export interface ApprovedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  accounts: string[];
}

/** The accounts the dev mobile wallet has: EVM chains and one address, and Bitcoin chains and addresses. */
export interface WalletAccounts {
  evmChainIds: readonly number[];
  evmAddress: string;
  /** CAIP-2 Bitcoin chains (`bip122:…`) the wallet has keys for. */
  bitcoinChains: readonly string[];
  /** Its Bitcoin addresses: payment first, then ordinals. */
  bitcoinAddresses: readonly string[];
}

const NAMESPACES = ['eip155', 'bip122'] as const;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Collects a namespace's chains, methods and events over the required and optional parts. */
function proposed(parts: Array<Record<string, ProposedNamespace> | undefined>, namespace: string) {
  const chains = new Set<string>();
  const methods = new Set<string>();
  const events = new Set<string>();
  for (const part of parts) {
    for (const [key, value] of Object.entries(part ?? {})) {
      if (key !== namespace && !key.startsWith(`${namespace}:`)) continue;
      for (const chain of key.includes(':') ? [key] : strings(value?.chains)) chains.add(chain);
      for (const method of strings(value?.methods)) methods.add(method);
      for (const event of strings(value?.events)) events.add(event);
    }
  }
  return { chains, methods, events };
}

/** One namespace to approve: the proposed chains the wallet knows, its methods and events, its accounts. */
function approveOne(
  proposal: ProposedNamespaces,
  namespace: string,
  known: (chain: string) => boolean,
  supported: readonly string[],
  addresses: readonly string[],
): ApprovedNamespace | undefined {
  const wanted = proposed([proposal.requiredNamespaces, proposal.optionalNamespaces], namespace);
  const chains = [...wanted.chains].filter(known);
  if (chains.length === 0) return undefined;
  return {
    chains,
    methods: supported.filter((method) => wanted.methods.has(method)),
    events: WALLET_EVENTS.filter((event) => wanted.events.has(event)),
    accounts: chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
  };
}

/**
 * The namespaces to approve: eip155 (the known proposed chains, the supported methods, one account
 * per chain) and bip122 (the regtest chain with the payment and ordinals addresses). Throws when no
 * proposed chain is known, or a required namespace is neither eip155 nor bip122.
 */
export function approveNamespaces(
  proposal: ProposedNamespaces,
  wallet: WalletAccounts,
): Partial<Record<(typeof NAMESPACES)[number], ApprovedNamespace>> {
  for (const key of Object.keys(proposal.requiredNamespaces ?? {})) {
    const namespace = key.split(':')[0] as (typeof NAMESPACES)[number];
    if (!NAMESPACES.includes(namespace)) throw new Error(`The dev wallet has no ${key} account`);
  }
  const eip155 = approveOne(
    proposal,
    'eip155',
    (chain) => wallet.evmChainIds.includes(Number(chain.split(':')[1])),
    WALLET_METHODS,
    [wallet.evmAddress],
  );
  const bip122 = approveOne(
    proposal,
    'bip122',
    (chain) => wallet.bitcoinChains.includes(chain),
    BITCOIN_METHODS,
    wallet.bitcoinAddresses,
  );
  if (!eip155 && !bip122) throw new Error('None of the proposed chains is known to the dev wallet');
  return { ...(eip155 ? { eip155 } : {}), ...(bip122 ? { bip122 } : {}) };
}
