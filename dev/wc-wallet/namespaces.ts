/** The methods the dev mobile wallet signs or forwards (through the Dev Wallet provider). */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const;

/** The session events the wallet emits. */
export const WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const;

/** A namespace of a proposal (required or optional), as the dapp sent it (unchecked). */
type ProposedNamespace = { chains?: unknown; methods?: unknown; events?: unknown } | undefined;

/** What the wallet approves in one namespace. */
export interface ApprovedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  accounts: string[];
}

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

/**
 * The eip155 namespace to approve: the proposed chains the wallet knows, the proposed methods it
 * supports, one account per chain for `address`. Throws when no proposed chain is known, or a
 * required namespace is not eip155 (the dev wallet has only EVM accounts for now).
 */
export function approveEip155(
  proposal: {
    requiredNamespaces?: Record<string, ProposedNamespace>;
    optionalNamespaces?: Record<string, ProposedNamespace>;
  },
  knownChainIds: readonly number[],
  address: string,
): Record<'eip155', ApprovedNamespace> {
  for (const key of Object.keys(proposal.requiredNamespaces ?? {})) {
    if (key.split(':')[0] !== 'eip155') throw new Error(`The dev wallet has no ${key} account`);
  }
  const wanted = proposed([proposal.requiredNamespaces, proposal.optionalNamespaces], 'eip155');
  const chains = [...wanted.chains].filter((chain) => knownChainIds.includes(Number(chain.split(':')[1])));
  if (chains.length === 0) throw new Error('None of the proposed chains is known to the dev wallet');
  const methods = WALLET_METHODS.filter((method) => wanted.methods.has(method));
  const events = WALLET_EVENTS.filter((event) => wanted.events.has(event));
  return {
    eip155: { chains, methods, events, accounts: chains.map((chain) => `${chain}:${address}`) },
  };
}
