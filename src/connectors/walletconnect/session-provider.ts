import { parseChainId, toHexChainId } from '../../chains/eip155/chain-id';
import {
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  type Eip1193Provider,
  type ProviderListener,
  type RequestArguments,
} from '../../chains/eip155/eip1193';

/** What the EIP-1193 view of a session needs from the WalletConnect client. */
export interface SessionLink {
  /** The session's eip155 accounts (CAIP-10), as approved or last updated by the wallet. */
  eip155Accounts(): string[];
  /** Sends a request to the wallet (or, for reads, to the chain's RPC) on a CAIP-2 chain. */
  request(args: RequestArguments, chain: string): Promise<unknown>;
  /** Ends the session on both sides. */
  end(): Promise<void>;
}

/** The chains (numeric ids) with an account in the session, in order. */
function approvedChains(accounts: readonly string[]): number[] {
  const chains: number[] = [];
  for (const account of accounts) {
    const id = Number(account.split(':')[1]);
    if (Number.isSafeInteger(id) && id > 0 && !chains.includes(id)) chains.push(id);
  }
  return chains;
}

/**
 * A WalletConnect session seen as an EIP-1193 provider, so the eip155 client treats it like any
 * browser wallet. Accounts, chain id and switches between chains the session already holds are
 * answered locally; everything else goes to the wallet over the relay (reads to the rpc map).
 */
export class SessionEip1193Provider implements Eip1193Provider {
  private readonly listeners = new Map<string, Set<ProviderListener>>();
  private chain: number | undefined;

  constructor(
    private readonly link: SessionLink,
    preferredChainId?: number,
  ) {
    const chains = approvedChains(link.eip155Accounts());
    this.chain =
      preferredChainId !== undefined && chains.includes(preferredChainId) ? preferredChainId : chains[0];
  }

  /** The chain requests go to, if the session holds any eip155 account. */
  get chainId(): number | undefined {
    return this.chain;
  }

  /** The session's addresses on the current chain. */
  private addresses(): string[] {
    const prefix = `eip155:${this.chain}:`;
    return this.link
      .eip155Accounts()
      .filter((account) => account.startsWith(prefix))
      .map((account) => account.slice(prefix.length));
  }

  private requireChain(): number {
    if (this.chain === undefined) {
      throw new ProviderRpcError(
        PROVIDER_ERROR_CODES.disconnected,
        'The WalletConnect session has no EVM account',
      );
    }
    return this.chain;
  }

  async request(args: RequestArguments): Promise<unknown> {
    switch (args.method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return this.addresses();
      case 'eth_chainId':
        return toHexChainId(this.requireChain());
      case 'wallet_switchEthereumChain':
        return this.switchChain(args);
      default:
        return this.link.request(args, `eip155:${this.requireChain()}`);
    }
  }

  /** Switches locally when the session holds the chain, otherwise asks the wallet. */
  private async switchChain(args: RequestArguments): Promise<null> {
    const first = Array.isArray(args.params)
      ? (args.params[0] as { chainId?: unknown } | undefined)
      : undefined;
    const target = parseChainId(first?.chainId);
    if (target === undefined) {
      throw new ProviderRpcError(
        PROVIDER_ERROR_CODES.invalidParams,
        'wallet_switchEthereumChain needs a chainId',
      );
    }
    if (!approvedChains(this.link.eip155Accounts()).includes(target)) {
      await this.link.request(args, `eip155:${this.requireChain()}`);
    }
    this.setChain(target);
    return null;
  }

  /** Moves to `chainId` (a wallet's chainChanged or a switch) and tells the listeners. */
  setChain(chainId: number): void {
    if (chainId === this.chain) return;
    this.chain = chainId;
    this.emit('chainChanged', toHexChainId(chainId));
  }

  /** The wallet changed the session's accounts: keep the chain if it is still held, tell the listeners. */
  accountsUpdated(): void {
    const chains = approvedChains(this.link.eip155Accounts());
    if (this.chain === undefined || !chains.includes(this.chain)) {
      const next = chains[0];
      if (next !== undefined) this.setChain(next);
    }
    this.emit('accountsChanged', this.addresses());
  }

  /** The session ended (deleted by the wallet, expired, or disconnected here). */
  ended(): void {
    this.emit(
      'disconnect',
      new ProviderRpcError(PROVIDER_ERROR_CODES.disconnected, 'The wallet ended the session'),
    );
  }

  /** Ends the session on both sides (the dapp's disconnect). */
  async disconnect(): Promise<void> {
    await this.link.end();
  }

  on(event: string, listener: ProviderListener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  removeListener(event: string, listener: ProviderListener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}
