import type { ChainNamespace } from './constants';
import type {
  NamespaceClient,
  NamespaceConnection,
  NativeSendRequest,
  TokenSendRequest,
} from './namespace-client';
import type { CaipNetwork } from './network-schema';

/** One call a RecordingNamespaceClient received. */
export interface RecordedCall {
  method: string;
  args: unknown[];
}

/** Per-method failures to simulate: the error a method rejects with. */
export type ClientFailures = Partial<
  Record<'connect' | 'disconnect' | 'switchNetwork' | 'syncAccount' | 'send', Error>
>;

/**
 * A namespace client for unit tests of the stores: it records every call and answers with the
 * given address, or fails on request. Real clients (eip155, solana, bip122) come in later issues.
 */
export class RecordingNamespaceClient implements NamespaceClient {
  readonly calls: RecordedCall[] = [];

  constructor(
    readonly namespace: ChainNamespace,
    private readonly address: string,
    private readonly failures: ClientFailures = {},
    private readonly provider: unknown = { namespace },
  ) {}

  private record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
  }

  private fail(method: keyof ClientFailures): Promise<never> | undefined {
    const error = this.failures[method];
    return error ? Promise.reject(error) : undefined;
  }

  /** Method names in call order. */
  methods(): string[] {
    return this.calls.map((call) => call.method);
  }

  async connect(params: { connectorId: string; network?: CaipNetwork }): Promise<NamespaceConnection> {
    this.record('connect', params);
    await this.fail('connect');
    if (!params.network) throw new Error('A network is required');
    return { address: this.address, network: params.network };
  }

  async disconnect(): Promise<void> {
    this.record('disconnect');
    await this.fail('disconnect');
  }

  async switchNetwork(network: CaipNetwork): Promise<void> {
    this.record('switchNetwork', network.caipNetworkId);
    await this.fail('switchNetwork');
  }

  async syncAccount(network: CaipNetwork): Promise<void> {
    this.record('syncAccount', network.caipNetworkId);
    await this.fail('syncAccount');
  }

  getProvider(): unknown {
    return this.provider;
  }

  async sendNativeToken(request: NativeSendRequest): Promise<string> {
    this.record('sendNativeToken', { ...request, network: request.network.caipNetworkId });
    await this.fail('send');
    return `0x${'a'.repeat(64)}`;
  }

  async sendToken(request: TokenSendRequest): Promise<string> {
    this.record('sendToken', { ...request, network: request.network.caipNetworkId });
    await this.fail('send');
    return `0x${'b'.repeat(64)}`;
  }

  async refreshBalance(): Promise<void> {
    this.record('refreshBalance');
  }
}
