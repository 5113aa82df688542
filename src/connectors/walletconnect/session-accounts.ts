import { isCaipAddress, parseCaipAddress, type CaipAddress } from '../../chains/caip';
import { isValidAddress } from '../../chains/address';
import type { ChainNamespace } from '../../chains/constants';

/** Bitcoin addresses (base58 or bech32): SPEC §5 has no rule for them, so only the charset and length. */
const BITCOIN_ADDRESS = /^[a-zA-Z0-9]{14,90}$/;

/** Whether an address is well-formed for its namespace. */
function isAccountAddress(address: string, namespace: ChainNamespace): boolean {
  return namespace === 'bip122' ? BITCOIN_ADDRESS.test(address) : isValidAddress(address, namespace);
}

/** The namespaces part of a settled WalletConnect session, as the wallet sent it (unchecked). */
export type SessionNamespaces = Record<string, { accounts?: unknown } | undefined>;

/** The accounts a session grants in one namespace, in the wallet's order. */
export interface NamespaceAccounts {
  namespace: ChainNamespace;
  /** CAIP-10 accounts, e.g. `eip155:1:0xabc…`, one per chain and address. */
  accounts: CaipAddress[];
  /** The distinct addresses, in order. */
  addresses: string[];
}

/**
 * Reads the accounts of a session per namespace (eip155, solana, bip122, …). Entries that are not
 * valid CAIP-10 accounts of a known namespace, or that sit under another namespace's key, are
 * dropped, so a wallet's bad answer cannot reach the account state.
 */
export function sessionAccounts(namespaces: SessionNamespaces): NamespaceAccounts[] {
  const byNamespace = new Map<ChainNamespace, NamespaceAccounts>();
  for (const [key, value] of Object.entries(namespaces ?? {})) {
    const accounts = value?.accounts;
    if (!Array.isArray(accounts)) continue;
    const keyNamespace = key.split(':')[0];
    for (const account of accounts) {
      if (!isCaipAddress(account)) continue;
      const parsed = parseCaipAddress(account);
      if (parsed.chainNamespace !== keyNamespace) continue;
      if (!isAccountAddress(parsed.address, parsed.chainNamespace)) continue;
      const entry = byNamespace.get(parsed.chainNamespace) ?? {
        namespace: parsed.chainNamespace,
        accounts: [],
        addresses: [],
      };
      byNamespace.set(parsed.chainNamespace, entry);
      if (!entry.accounts.includes(account)) entry.accounts.push(account);
      if (!entry.addresses.includes(parsed.address)) entry.addresses.push(parsed.address);
    }
  }
  return [...byNamespace.values()];
}

/** The chain ids (`eip155:1`, …) a namespace's accounts are on, in order. */
export function sessionChains(entry: NamespaceAccounts): string[] {
  return [...new Set(entry.accounts.map((account) => account.split(':').slice(0, 2).join(':')))];
}

/**
 * The account to show for a namespace: on `preferredChain` when the session has an account there,
 * else the first account of the session.
 */
export function pickAccount(entry: NamespaceAccounts, preferredChain?: string): CaipAddress | undefined {
  const onPreferred = preferredChain
    ? entry.accounts.find((account) => account.startsWith(`${preferredChain}:`))
    : undefined;
  return onPreferred ?? entry.accounts[0];
}
