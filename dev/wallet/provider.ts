import type * as z from 'zod/mini';
import type { Hex } from 'viem';
import type { ApprovalRequest, Approver } from './approver';
import { parseHexChainId, toHexChainId, type KnownChain } from './chains';
import {
  ErrorCode,
  invalidParams,
  ProviderRpcError,
  toProviderRpcError,
  unknownChain,
  unsupportedMethod,
  userRejected,
} from './errors';
import { FORWARDED_METHODS, forwardToChain, type FetchLike } from './rpc';
import {
  AddChainParamsSchema,
  describeIssues,
  ForwardedParamsSchema,
  GetAssetsParamsSchema,
  GetCapabilitiesParamsSchema,
  NoParamsSchema,
  PermissionsParamsSchema,
  PersonalSignParamsSchema,
  RequestArgumentsSchema,
  SendTransactionParamsSchema,
  SignTypedDataParamsSchema,
  SwitchChainParamsSchema,
} from './schemas';
import { domainChainId, parseTypedData, signPersonalMessage, signTypedDocument } from './signing';
import {
  addChainSummary,
  connectSummary,
  personalSignSummary,
  switchChainSummary,
  transactionSummary,
  typedDataSummary,
} from './summaries';
import { checkTransactionParams, sendTransaction } from './transactions';
import { DevWalletCore, type WalletCoreOptions } from './wallet-core';

export type { DevWalletState, EmittableEvent, TestAnswers } from './wallet-core';

/** How to build a {@link DevWalletProvider}. */
export interface DevWalletProviderOptions extends WalletCoreOptions {
  /** Asked before every request that needs the user's consent. */
  approver: Approver;
  fetch?: FetchLike;
}

type Handler = (params: unknown) => Promise<unknown>;

/**
 * An EIP-1193 provider that signs with the anvil dev accounts. Requests that need consent go to
 * the injected {@link Approver}, so the same class runs in the page (DOM prompt) and in Node tests.
 */
export class DevWalletProvider extends DevWalletCore {
  /** Lets dapps and tests tell this provider apart. */
  readonly isDevWallet = true;

  private readonly approver: Approver;
  private readonly fetchImpl: FetchLike | undefined;
  private pendingConnect: Promise<string[]> | undefined;
  private readonly handlers: Readonly<Record<string, Handler>> = {
    eth_requestAccounts: (params) => this.requestAccounts(params),
    eth_accounts: (params) => this.accountsRequest(params),
    eth_chainId: (params) => this.chainIdRequest(params),
    personal_sign: (params) => this.personalSign(params),
    eth_signTypedData_v4: (params) => this.signTypedData(params),
    eth_sendTransaction: (params) => this.sendTransaction(params),
    wallet_switchEthereumChain: (params) => this.switchEthereumChain(params),
    wallet_addEthereumChain: (params) => this.addEthereumChain(params),
    wallet_getCapabilities: (params) => this.getCapabilities(params),
    wallet_getAssets: (params) => this.getAssets(params),
    wallet_requestPermissions: (params) => this.requestPermissions(params),
    wallet_getPermissions: (params) => this.getPermissions(params),
    wallet_revokePermissions: (params) => this.revokePermissions(params),
  };

  constructor(options: DevWalletProviderOptions) {
    super(options);
    this.approver = options.approver;
    this.fetchImpl = options.fetch;
  }

  /** EIP-1193 entry point: `request({ method, params })`; rejects with a ProviderRpcError. */
  async request(args: unknown): Promise<unknown> {
    try {
      const parsed = RequestArgumentsSchema.safeParse(args);
      if (!parsed.success) {
        throw new ProviderRpcError(
          ErrorCode.invalidParams,
          `Invalid request: expected { method, params? } (${describeIssues(parsed.error, 'request')})`,
        );
      }
      const { method, params } = parsed.data;
      const handler = this.handlers[method];
      if (handler) return await handler(params);
      if (FORWARDED_METHODS.has(method))
        return await forwardToChain(
          this.currentChain(),
          method,
          this.parse(method, ForwardedParamsSchema, params) ?? [],
          this.fetchImpl,
        );
      throw unsupportedMethod(method);
    } catch (error) {
      throw toProviderRpcError(error);
    }
  }

  // ---- Wallet-side controls (the user acting in the wallet, not the site asking) ----

  // ---- Request handlers ----

  private async accountsRequest(params: unknown): Promise<string[]> {
    this.parse('eth_accounts', NoParamsSchema, params);
    return this.exposedAccounts();
  }

  private async chainIdRequest(params: unknown): Promise<string> {
    this.parse('eth_chainId', NoParamsSchema, params);
    return toHexChainId(this.chainId);
  }

  private async getPermissions(params: unknown): Promise<unknown[]> {
    this.parse('wallet_getPermissions', NoParamsSchema, params);
    return this.permissions();
  }

  private requestAccounts(params: unknown): Promise<string[]> {
    this.parse('eth_requestAccounts', NoParamsSchema, params);
    return this.connect('eth_requestAccounts');
  }

  private async requestPermissions(params: unknown): Promise<unknown> {
    this.parse('wallet_requestPermissions', PermissionsParamsSchema, params);
    await this.connect('wallet_requestPermissions');
    return this.permissions();
  }

  private async revokePermissions(params: unknown): Promise<null> {
    this.parse('wallet_revokePermissions', PermissionsParamsSchema, params);
    if (this.connected) {
      this.setConnected(false);
      this.emitEvent('accountsChanged', []);
    }
    return null;
  }

  private async personalSign(params: unknown): Promise<Hex> {
    const [data, address] = this.parse('personal_sign', PersonalSignParamsSchema, params);
    const account = this.requireAccount(address);
    await this.confirm(personalSignSummary(account.address, data));
    return signPersonalMessage(account, data);
  }

  private async signTypedData(params: unknown): Promise<Hex> {
    const [address, raw] = this.parse('eth_signTypedData_v4', SignTypedDataParamsSchema, params);
    const account = this.requireAccount(address);
    const document = parseTypedData(raw);
    const domainChain = domainChainId(document.domain);
    if (domainChain !== undefined && domainChain !== this.chainId) {
      throw invalidParams(
        'eth_signTypedData_v4',
        `domain.chainId ${String(document.domain.chainId)} does not match the current chain ${this.chainId}`,
      );
    }
    await this.confirm(
      typedDataSummary(account.address, document.primaryType, document.domain, document.message),
    );
    return signTypedDocument(account, document);
  }

  private async sendTransaction(params: unknown): Promise<Hex> {
    const [tx] = this.parse('eth_sendTransaction', SendTransactionParamsSchema, params);
    const account = this.requireAccount(tx.from);
    const chain = this.currentChain();
    if (tx.chainId !== undefined && parseHexChainId(tx.chainId) !== chain.chainId) {
      throw invalidParams(
        'eth_sendTransaction',
        `chainId ${tx.chainId} does not match the current chain ${toHexChainId(chain.chainId)}`,
      );
    }
    checkTransactionParams(tx);
    await this.confirm(transactionSummary(tx, chain));
    return sendTransaction(account, chain, tx);
  }

  private async switchEthereumChain(params: unknown): Promise<null> {
    const [{ chainId: hexId }] = this.parse('wallet_switchEthereumChain', SwitchChainParamsSchema, params);
    const target = this.chains.get(parseHexChainId(hexId) ?? 0);
    if (!target) throw unknownChain(hexId);
    if (target.chainId === this.chainId) return null;
    await this.confirm(switchChainSummary(this.currentChain(), target));
    this.setCurrentChain(target);
    return null;
  }

  /** Adds the chain and, like common wallets do, switches to it in the same approval. */
  private async addEthereumChain(params: unknown): Promise<null> {
    const [input] = this.parse('wallet_addEthereumChain', AddChainParamsSchema, params);
    const chainId = parseHexChainId(input.chainId) ?? 0;
    const known = this.chains.get(chainId);
    if (known) {
      if (chainId !== this.chainId) {
        await this.confirm(switchChainSummary(this.currentChain(), known));
        this.setCurrentChain(known);
      }
      return null;
    }
    const chain: KnownChain = {
      chainId,
      name: input.chainName,
      rpcUrl: input.rpcUrls[0] ?? '',
      nativeCurrency: input.nativeCurrency,
      ...(input.blockExplorerUrls?.[0] ? { blockExplorerUrl: input.blockExplorerUrls[0] } : {}),
    };
    await this.confirm(addChainSummary(chain));
    this.chains.set(chainId, chain);
    this.changed();
    this.setCurrentChain(chain);
    return null;
  }

  private async getCapabilities(params: unknown): Promise<unknown> {
    const [address] = this.parse('wallet_getCapabilities', GetCapabilitiesParamsSchema, params);
    if (this.answers.capabilities === undefined) throw unsupportedMethod('wallet_getCapabilities');
    this.requireAccount(address);
    return this.answers.capabilities;
  }

  private async getAssets(params: unknown): Promise<unknown> {
    const [{ account }] = this.parse('wallet_getAssets', GetAssetsParamsSchema, params);
    if (this.answers.assets === undefined) throw unsupportedMethod('wallet_getAssets');
    this.requireAccount(account);
    return this.answers.assets;
  }

  // ---- Helpers ----

  private connect(method: string): Promise<string[]> {
    if (this.connected) return Promise.resolve(this.exposedAccounts());
    // Concurrent connect requests share one prompt.
    this.pendingConnect ??= (async () => {
      await this.confirm(connectSummary(method, this.address(), this.currentChain()));
      this.setConnected(true);
      this.emitEvent('connect', { chainId: toHexChainId(this.chainId) });
      this.emitEvent('accountsChanged', this.exposedAccounts());
      return this.exposedAccounts();
    })().finally(() => {
      this.pendingConnect = undefined;
    });
    return this.pendingConnect;
  }

  private async confirm(request: ApprovalRequest): Promise<void> {
    const approved = await this.approver.approve(request);
    if (!approved) throw userRejected(request.method);
  }

  private parse<T extends z.ZodMiniType>(method: string, schema: T, params: unknown): z.infer<T> {
    const parsed = schema.safeParse(params);
    if (!parsed.success) throw invalidParams(method, describeIssues(parsed.error));
    return parsed.data as z.infer<T>;
  }
}
