import type { RequestPayload, SuccessPayload } from './actions';
import { FrameRequestError } from './errors';

/** What the provider needs from the messenger (FrameMessenger fits). */
export interface FrameRequester {
  request<
    A extends
      'GET_USER' | 'GET_CHAIN_ID' | 'SWITCH_NETWORK' | 'RPC_REQUEST' | 'SIGN_OUT' | 'SET_PREFERRED_ACCOUNT',
  >(
    action: A,
    payload?: RequestPayload<A>,
  ): Promise<SuccessPayload<A>>;
}

/** An EIP-1193 request. */
export interface RequestArguments {
  method: string;
  params?: readonly unknown[] | Record<string, unknown>;
}

/** Methods that send: after them the user (and `smartAccountDeployed`) is read again. */
const SENDING_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
]);

/** Optional hooks of {@link FrameEip1193Provider}. */
export interface FrameProviderOptions {
  /** The host's preferred eip155 account type, sent with GET_USER (SPEC §3). */
  accountType?: () => 'eoa' | 'smartAccount' | undefined;
  /** Called with every user the frame reports (accounts, smartAccountDeployed, the active type). */
  onUser?: (user: SuccessPayload<'GET_USER'>) => void;
}

/** EIP-1193 events the provider emits. */
export type FrameProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect';

type Listener = (...args: unknown[]) => void;

/** An EIP-1193 error (code plus message). */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

const toHexChainId = (chainId: string | number): `0x${string}` => {
  const decimal = typeof chainId === 'number' ? chainId : Number(chainId.split(':').pop());
  if (!Number.isSafeInteger(decimal) || decimal <= 0)
    throw new ProviderRpcError(4901, `Unknown chain id ${chainId}`);
  return `0x${decimal.toString(16)}`;
};

const parseChainParam = (params: RequestArguments['params']): number => {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined;
  const value = first?.chainId;
  const chainId =
    typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) ? Number.parseInt(value, 16) : NaN;
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new ProviderRpcError(-32602, 'wallet_switchEthereumChain needs [{ chainId: "0x…" }]');
  return chainId;
};

/**
 * The embedded wallet as an EIP-1193 provider for the eip155 client (connector type AUTH):
 * accounts and chain id come from the frame, switching goes through SWITCH_NETWORK and every
 * other method through RPC_REQUEST, answered (and for unsafe methods approved) inside the frame.
 */
export class FrameEip1193Provider {
  /** AppKit's `walletProviderType` for this provider. */
  readonly walletProviderType = 'AUTH' as const;
  private readonly listeners = new Map<FrameProviderEvent, Set<Listener>>();
  private address: string | undefined;
  private chainId: `0x${string}` | undefined;

  constructor(
    private readonly frame: FrameRequester,
    private readonly options: FrameProviderOptions = {},
  ) {}

  /**
   * Makes the embedded EOA or the smart account the active account (SET_PREFERRED_ACCOUNT) and
   * emits accountsChanged with its address.
   */
  async setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<string> {
    await this.frame.request('SET_PREFERRED_ACCOUNT', { type });
    this.address = undefined;
    return this.currentAddress();
  }

  /** EIP-1193 request: resolves with the result, rejects with a ProviderRpcError. */
  async request(args: RequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string')
      throw new ProviderRpcError(-32600, 'request() needs { method, params? }');
    try {
      return await this.dispatch(args);
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error;
      if (error instanceof FrameRequestError) throw new ProviderRpcError(error.code ?? -32603, error.message);
      throw new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error));
    }
  }

  /** Subscribes to an EIP-1193 event. */
  on(event: FrameProviderEvent, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  /** Unsubscribes from an EIP-1193 event. */
  removeListener(event: FrameProviderEvent, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** Signs out in the frame and emits disconnect. */
  async disconnect(): Promise<void> {
    await this.frame.request('SIGN_OUT');
    this.address = undefined;
    this.emit('accountsChanged', []);
    this.emit('disconnect', new ProviderRpcError(4900, 'Disconnected'));
  }

  private async dispatch({ method, params }: RequestArguments): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return this.currentAddress().then(
          (address) => [address],
          (error: unknown) => {
            if (error instanceof FrameRequestError) return [];
            throw error;
          },
        );
      case 'eth_requestAccounts':
        return [await this.currentAddress()];
      case 'eth_chainId':
        return this.currentChainId();
      case 'wallet_switchEthereumChain':
        return this.switchChain(parseChainParam(params));
      default: {
        const chainId = this.chainId === undefined ? undefined : Number.parseInt(this.chainId, 16);
        const payload = {
          method,
          ...(params === undefined ? {} : { params }),
          ...(chainId ? { chainId } : {}),
        };
        const result = await this.frame.request('RPC_REQUEST', payload as RequestPayload<'RPC_REQUEST'>);
        // A smart account's first operation deploys it: the account state learns it from the user.
        if (SENDING_METHODS.has(method)) void this.readUser(false).catch(() => undefined);
        return result;
      }
    }
  }

  private async currentAddress(): Promise<string> {
    if (this.address) return this.address;
    return this.readUser();
  }

  /**
   * Reads the user (with the preferred account type) and emits accountsChanged when the address
   * moved; `adoptChain` takes the chain id from the answer (not after a switch the provider made).
   */
  private async readUser(adoptChain = true): Promise<string> {
    const preferredAccountType = this.options.accountType?.();
    const user = await this.frame.request(
      'GET_USER',
      preferredAccountType ? { preferredAccountType } : undefined,
    );
    if (adoptChain) this.chainId = toHexChainId(user.chainId);
    this.options.onUser?.(user);
    if (user.address !== this.address) {
      this.address = user.address;
      this.emit('accountsChanged', [user.address]);
    }
    return user.address;
  }

  private async currentChainId(): Promise<`0x${string}`> {
    const { chainId } = await this.frame.request('GET_CHAIN_ID');
    const hex = toHexChainId(chainId);
    this.chainId = hex;
    return hex;
  }

  private async switchChain(chainId: number): Promise<null> {
    const answer = await this.frame.request('SWITCH_NETWORK', { chainId });
    const hex = toHexChainId(answer.chainId);
    if (hex !== this.chainId) {
      this.chainId = hex;
      this.emit('chainChanged', hex);
      // The smart account exists only on some chains: the active address may change with the chain.
      if (this.address) await this.readUser(false).catch(() => undefined);
    }
    return null;
  }

  private emit(event: FrameProviderEvent, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}
