import { getAddress } from 'viem';
import { DevAccounts, isAccountIndex } from './accounts';
import { DEFAULT_CHAINS, toHexChainId, type KnownChain } from './chains';
import { ProviderEmitter } from './emitter';
import { ErrorCode, ProviderRpcError, unauthorized, unknownChain } from './errors';

/** Canned answers for capability methods, set by tests; `undefined` means "method not supported". */
export interface TestAnswers {
  capabilities?: unknown;
  assets?: unknown;
}

/** A snapshot of the wallet's state, for the control surface and tests. */
export interface DevWalletState {
  connected: boolean;
  chainId: number;
  accountIndex: number;
  address: string;
  chains: KnownChain[];
}

/** The events the control surface can re-emit on demand. */
export type EmittableEvent = 'chainChanged' | 'accountsChanged' | 'disconnect';

/** How to set up the wallet's state. */
export interface WalletCoreOptions {
  /** The chains the wallet knows; the first is the current one (default: the local dev chain). */
  chains?: readonly KnownChain[];
  accountIndex?: number;
  answers?: TestAnswers;
  accounts?: DevAccounts;
  /** Called after every change of connection, account, chain or known chains (to persist it). */
  onStateChange?: (state: DevWalletState) => void;
}

/**
 * The wallet's state (known chains, current chain, selected account, site connection) and the
 * controls a user has inside the wallet; {@link DevWalletProvider} adds the site-facing requests.
 */
export class DevWalletCore extends ProviderEmitter {
  protected readonly accounts: DevAccounts;
  protected readonly chains = new Map<number, KnownChain>();
  protected chainId: number;
  protected accountIndex: number;
  protected connected = false;
  /** How many accounts a connected site sees (the selected one first); 1 unless configured. */
  protected exposedCount = 1;
  protected readonly answers: TestAnswers;
  private readonly onStateChange: ((state: DevWalletState) => void) | undefined;

  constructor(options: WalletCoreOptions) {
    super();
    this.accounts = options.accounts ?? new DevAccounts();
    this.onStateChange = options.onStateChange;
    this.answers = { ...options.answers };
    const chains = options.chains ?? DEFAULT_CHAINS;
    const first = chains[0];
    if (!first) throw new Error('The Dev Wallet needs at least one chain');
    for (const chain of chains) this.chains.set(chain.chainId, chain);
    this.chainId = first.chainId;
    const accountIndex = options.accountIndex ?? 0;
    if (!isAccountIndex(accountIndex)) throw new RangeError(`Invalid account index ${String(accountIndex)}`);
    this.accountIndex = accountIndex;
  }

  /** The current state. */
  getState(): DevWalletState {
    return {
      connected: this.connected,
      chainId: this.chainId,
      accountIndex: this.accountIndex,
      address: this.address(),
      chains: [...this.chains.values()],
    };
  }

  /** Selects dev account `index` (0-4); a connected site gets accountsChanged. */
  selectAccount(index: number): void {
    if (!isAccountIndex(index))
      throw new RangeError(`Account index must be an integer from 0 to 4, got ${String(index)}`);
    if (index === this.accountIndex) return;
    this.accountIndex = index;
    this.changed();
    if (this.connected) this.emitEvent('accountsChanged', this.exposedAccounts());
  }

  /** Shows a connected site `count` accounts (1–5, the selected one first); it gets accountsChanged. */
  exposeAccounts(count: number): void {
    if (!Number.isInteger(count) || count < 1 || !isAccountIndex(count - 1))
      throw new RangeError(`The exposed account count must be an integer from 1 to 5, got ${String(count)}`);
    if (count === this.exposedCount) return;
    this.exposedCount = count;
    if (this.connected) this.emitEvent('accountsChanged', this.exposedAccounts());
  }

  /** Switches to a known chain without a prompt; throws 4902 for an unknown one. */
  switchChain(chainId: number): void {
    const chain = this.chains.get(chainId);
    if (!chain) throw unknownChain(toHexChainId(chainId));
    this.setCurrentChain(chain);
  }

  /** Replaces the known chains; if the current chain is no longer among them the first becomes current. */
  setChains(chains: readonly KnownChain[]): void {
    const first = chains[0];
    if (!first) throw new Error('The Dev Wallet needs at least one chain');
    this.chains.clear();
    for (const chain of chains) this.chains.set(chain.chainId, chain);
    const current = this.chains.get(this.chainId);
    this.changed();
    this.setCurrentChain(current ?? first);
  }

  /**
   * Restores a saved session at start-up (no events: the page has just loaded). Saved chains are
   * added to the known ones; a saved chain id or account that is not valid any more is ignored.
   */
  restore(session: {
    connected: boolean;
    chainId: number;
    accountIndex: number;
    chains: readonly KnownChain[];
  }): void {
    for (const chain of session.chains)
      if (!this.chains.has(chain.chainId)) this.chains.set(chain.chainId, chain);
    if (this.chains.has(session.chainId)) this.chainId = session.chainId;
    if (isAccountIndex(session.accountIndex)) this.accountIndex = session.accountIndex;
    this.connected = session.connected;
  }

  /** Sets (or, with `null`, clears) the canned wallet_getCapabilities / wallet_getAssets answers. */
  setAnswers(answers: { capabilities?: unknown; assets?: unknown }): void {
    if ('capabilities' in answers) this.answers.capabilities = answers.capabilities ?? undefined;
    if ('assets' in answers) this.answers.assets = answers.assets ?? undefined;
  }

  /** Ends the site's connection from the wallet side and emits `disconnect` (4900). */
  disconnect(): void {
    this.setConnected(false);
    this.emitEvent('disconnect', {
      code: ErrorCode.disconnected,
      message: 'The Dev Wallet disconnected from this site.',
    });
  }

  /** Emits an event with the wallet's current state (for tests that drive a dapp's listeners). */
  emit(event: EmittableEvent): void {
    if (event === 'chainChanged') this.emitEvent('chainChanged', toHexChainId(this.chainId));
    else if (event === 'accountsChanged') this.emitEvent('accountsChanged', this.exposedAccounts());
    else if (event === 'disconnect') this.disconnect();
    else
      throw new Error(`Cannot emit "${String(event)}": expected chainChanged, accountsChanged or disconnect`);
  }

  /** The exposed account the site asked for when it is connected; 4100 otherwise. */
  protected requireAccount(address: string) {
    if (!this.connected)
      throw unauthorized('this site is not connected to the Dev Wallet; call eth_requestAccounts first.');
    const wanted = getAddress(address);
    const index = this.exposedIndices().find((candidate) => this.accounts.get(candidate).address === wanted);
    if (index === undefined) throw unauthorized(`${address} is not the connected account ${this.address()}.`);
    return this.accounts.get(index);
  }

  /** The dev account indices a connected site sees: the selected one, then the next ones in order. */
  private exposedIndices(): number[] {
    const others = [0, 1, 2, 3, 4].filter((index) => index !== this.accountIndex);
    return [this.accountIndex, ...others].slice(0, this.exposedCount);
  }

  protected permissions(): unknown[] {
    if (!this.connected) return [];
    return [
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: this.exposedAccounts() }],
      },
    ];
  }

  protected exposedAccounts(): string[] {
    return this.connected ? this.exposedIndices().map((index) => this.accounts.get(index).address) : [];
  }

  protected address(): string {
    return this.accounts.get(this.accountIndex).address;
  }

  protected currentChain(): KnownChain {
    const chain = this.chains.get(this.chainId);
    if (!chain)
      throw new ProviderRpcError(
        ErrorCode.chainDisconnected,
        `The current chain ${this.chainId} is no longer known`,
      );
    return chain;
  }

  protected setCurrentChain(chain: KnownChain): void {
    if (chain.chainId === this.chainId) return;
    this.chainId = chain.chainId;
    this.changed();
    this.emitEvent('chainChanged', toHexChainId(chain.chainId));
  }

  protected changed(): void {
    this.onStateChange?.(this.getState());
  }
  /** Marks the site connected or not (the caller emits the matching events). */
  protected setConnected(connected: boolean): void {
    this.connected = connected;
    this.changed();
  }
}
