import type { ChainNamespace } from './constants';
import type { CaipNetwork } from './network-schema';

/** What a connect call hands back: the connected address on a network. */
export interface NamespaceConnection {
  address: string;
  network: CaipNetwork;
}

/** A native-coin transfer in display units (e.g. '0.5' ETH). */
export interface NativeSendRequest {
  from: string;
  to: string;
  /** Amount in the coin's display units, as a decimal string. */
  amount: string;
  network: CaipNetwork;
}

/** A token transfer (ERC20 `transfer(receiver, amount)`, or an SPL transfer) in display units. */
export interface TokenSendRequest extends NativeSendRequest {
  tokenAddress: string;
  decimals: number;
}

/** A contract call (a swap, an approval) the wallet is asked to send; value in wei. */
export interface ContractCallRequest {
  from: string;
  to: string;
  data: `0x${string}`;
  value?: bigint;
  network: CaipNetwork;
}

/**
 * One chain family's client (eip155, solana, bip122, …). Later issues implement these; the
 * stores only talk to this interface, reached through the registry below.
 */
export interface NamespaceClient {
  readonly namespace: ChainNamespace;
  /** Connects through a connector (by id) and reports the address. */
  connect(params: { connectorId: string; network?: CaipNetwork }): Promise<NamespaceConnection>;
  /** Ends the connection of this namespace. */
  disconnect(): Promise<void>;
  /** Asks the connected wallet to move to `network`. */
  switchNetwork(network: CaipNetwork): Promise<void>;
  /** Re-reads the account (address, balance, profile) for `network` into the stores. */
  syncAccount(network: CaipNetwork): Promise<void>;
  /** The wallet's provider (EIP-1193 for eip155), if connected. */
  getProvider(): unknown;
  /** Sends the native coin; resolves with the transaction hash or signature. */
  sendNativeToken?(request: NativeSendRequest): Promise<string>;
  /** Sends a token; resolves with the transaction hash or signature. */
  sendToken?(request: TokenSendRequest): Promise<string>;
  /** Sends a contract call and waits for its receipt; resolves with the transaction hash. */
  sendTransaction?(request: ContractCallRequest): Promise<string>;
  /** Re-reads the balances of the connected account. */
  refreshBalance?(): Promise<void>;
  /** Asks the wallet to sign a text message (personal_sign on eip155); resolves with the signature. */
  signMessage?(message: string, address: string): Promise<string>;
}

/** Thrown when a namespace is used before its client is loaded. */
export class MissingNamespaceClientError extends Error {
  /** The namespace that has no client. */
  readonly namespace: string;

  constructor(namespace: string) {
    super(`No client for namespace "${namespace}" yet: add its adapter`);
    this.name = 'MissingNamespaceClientError';
    this.namespace = namespace;
  }
}

const clients = new Map<ChainNamespace, NamespaceClient>();

/** Registers a namespace's client (replacing any earlier one); returns a function that removes it. */
export function registerNamespaceClient(client: NamespaceClient): () => void {
  clients.set(client.namespace, client);
  return () => {
    if (clients.get(client.namespace) === client) clients.delete(client.namespace);
  };
}

/** The client registered for a namespace, if any. */
export function getNamespaceClient(namespace: ChainNamespace): NamespaceClient | undefined {
  return clients.get(namespace);
}

/** The client registered for a namespace; throws MissingNamespaceClientError naming it otherwise. */
export function requireNamespaceClient(namespace: string): NamespaceClient {
  const client = clients.get(namespace as ChainNamespace);
  if (!client) throw new MissingNamespaceClientError(namespace);
  return client;
}
