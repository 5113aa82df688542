import type { ChainNamespace } from '../../chains/constants';

/** One non-EVM namespace of a settled WalletConnect session, handed to that namespace's client. */
export interface WalletConnectNamespaceLink {
  /** The CAIP-2 chain of the namespace's accounts the requests go to. */
  chain: string;
  /** The session's addresses on that chain, in the wallet's order. */
  addresses: readonly string[];
  /** The wallet's name and icon, from the session's peer metadata. */
  peer: { name: string; icon?: string };
  /** Sends a request of this namespace to the wallet over the session. */
  request(method: string, params: unknown): Promise<unknown>;
  /** Ends the WalletConnect session (every namespace of it). */
  end(): Promise<void>;
}

/** A namespace client that takes WalletConnect sessions itself (bip122: balances, the host provider). */
export interface WalletConnectNamespaceHandler {
  /** Connects the namespace through the session; rejects with a clear error for a bad session. */
  adopt(link: WalletConnectNamespaceLink): Promise<void>;
  /** The session ended (the wallet deleted it, or it expired). */
  ended(): void;
}

const handlers = new Map<ChainNamespace, WalletConnectNamespaceHandler>();

/**
 * Lets a namespace's client take that namespace of WalletConnect sessions; namespaces without a
 * handler go straight into the account state.
 */
export function handleWalletConnectNamespace(
  namespace: ChainNamespace,
  handler: WalletConnectNamespaceHandler,
): void {
  handlers.set(namespace, handler);
}

/** The handler a namespace's client registered, if any. */
export function walletConnectNamespaceHandler(
  namespace: ChainNamespace,
): WalletConnectNamespaceHandler | undefined {
  return handlers.get(namespace);
}
