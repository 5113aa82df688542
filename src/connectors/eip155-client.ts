import { setRpcRanking } from '../chains/eip155/rpc-ranking';
import { getAddress, stringToHex } from 'viem';
import { parseChainId } from '../chains/eip155/chain-id';
import { PROVIDER_ERROR_CODES, ProviderRpcError, type RequestArguments } from '../chains/eip155/eip1193';
import { waitForReceipt } from '../chains/eip155/receipt';
import { sendNativeTransfer, sendThroughWallet, sendTokenTransfer } from '../chains/eip155/transfers';
import type { CustomRpcUrlMap } from '../chains/eip155/transport';
import { toWalletRequestError } from '../chains/eip155/wallet-error';
import {
  parseAccounts,
  readAccounts,
  readChainId,
  requestAccounts,
  revokeWalletPermissions,
  switchWalletChain,
} from '../chains/eip155/wallet-requests';
import type {
  ContractCallRequest,
  NamespaceConnection,
  NativeSendRequest,
  TokenSendRequest,
} from '../chains/namespace-client';
import type { CaipNetwork, EvmNetwork } from '../chains/network-types';
import { en } from '../locales/en';
import { getAccount, patchAccount, resetAccount } from '../stores/account';
import { findNetwork, getActiveNetwork, setActiveNetwork } from '../stores/chain';
import { setCaipAddress, setConnectorType } from '../stores/account-connection';
import { forgetConnection, rememberConnection } from '../stores/connection';
import type { ConnectorType } from '../stores/connector-types';
import { emitEvent } from '../stores/events';
import { closeModal, openModal } from '../stores/modal';
import { $modal } from '../stores/modal-state';
import { $options } from '../stores/options';
import { $router } from '../stores/router';
import { showError } from '../stores/snackbar';
import { syncNativeBalance } from './eip155-balance';
import { attachWalletEvents, type Eip155Session } from './eip155-session';
import { getDiscoveredWallet, waitForWallet, type DiscoveredWallet } from './eip6963-discovery';
import { WALLET_CONNECT_CONNECTOR_ID } from './walletconnect/ids';

/** The email login's connector id (kept here so the frame code loads only when it is needed). */
const AUTH_CONNECTOR_ID = 'AUTH';

/** How long a reconnect waits for the stored wallet to announce itself. */
export const RECONNECT_WAIT_MS = 1_000;

/** The real eip155 client behind the small proxy that createAppKit registers (loaded on first use). */
export interface Eip155Backend {
  connect(params: { connectorId: string; network?: CaipNetwork }): Promise<NamespaceConnection>;
  /** Restores a stored connection without a prompt (`eth_accounts`); resolves whether it is connected. */
  reconnect(connectorId: string): Promise<boolean>;
  disconnect(): Promise<void>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  syncAccount(network: CaipNetwork): Promise<void>;
  refreshBalance(): Promise<void>;
  /** Makes another of the wallet's accounts (one of allAccounts) the active one. */
  switchAccount(address: string): Promise<void>;
  sendNativeToken(request: NativeSendRequest): Promise<string>;
  sendToken(request: TokenSendRequest): Promise<string>;
  /** Sends a contract call (a swap, an approval) and waits for its receipt; resolves with the hash. */
  sendTransaction(request: ContractCallRequest): Promise<string>;
  /** Forwards a request to the connected wallet; failures come back as WalletRequestError. */
  request(args: RequestArguments): Promise<unknown>;
  /** personal_sign of a UTF-8 text; rejects unless the wallet answers with a hex signature. */
  signMessage(message: string, address: string): Promise<string>;
  /** The kind of connector in use, if connected. */
  connectorType(): ConnectorType | undefined;
}

const customRpcUrls = (): CustomRpcUrlMap => $options.get().customRpcUrls;

// Every EVM RPC read follows a connection, so this lazily loaded client hands the host's ranking
// choice to the transports (kept off the first load). Options live for the page: never unsubscribed.
$options.subscribe((options) => setRpcRanking(options.rankRpcUrls));

function asEvmNetwork(network: CaipNetwork): EvmNetwork {
  if (network.chainNamespace !== 'eip155') throw new Error(en.wallet.notAnEvmNetwork(network.name));
  return network;
}

function configuredEvmNetwork(chainId: number): EvmNetwork | undefined {
  const network = findNetwork(`eip155:${chainId}`);
  return network?.chainNamespace === 'eip155' ? network : undefined;
}

/** Builds the eip155 client; the stores are its state, the discovered wallets its providers. */
export function createEip155Backend(): Eip155Backend {
  let session: Eip155Session | undefined;

  const requireSession = (): Eip155Session => {
    if (!session) throw new ProviderRpcError(PROVIDER_ERROR_CODES.unauthorized, en.wallet.notConnected);
    return session;
  };

  const refresh = async (force: boolean): Promise<void> => {
    const network = getActiveNetwork();
    const address = session?.accounts[0];
    if (!address || network?.chainNamespace !== 'eip155' || network.id !== session?.chainId) return;
    await syncNativeBalance(network, address, customRpcUrls(), force);
  };

  const writeAccount = (current: Eip155Session): void => {
    const address = current.accounts[0];
    if (!address) return;
    setCaipAddress('eip155', `eip155:${current.chainId}:${address}`);
    const { name, imageUrl, rdns } = current.wallet.connector;
    patchAccount('eip155', {
      status: 'connected',
      loading: false,
      allAccounts: current.accounts.map((account) => ({
        namespace: 'eip155',
        address: account,
        type: 'eoa',
      })),
      connectedWalletInfo: { name, icon: imageUrl, identifier: rdns ?? current.wallet.connector.id },
    });
  };

  /** SPEC §4 chainChanged: a configured chain becomes active; another opens UnsupportedChain unless allowed. */
  const applyChain = (chainId: number): void => {
    const current = requireSession();
    current.chainId = chainId;
    const network = configuredEvmNetwork(chainId);
    // The network first: whatever follows the account (identity, balances) then reads the new one.
    if (network) setActiveNetwork(network);
    writeAccount(current);
    if (network) {
      if ($modal.get().open && $router.get().view === 'UnsupportedChain') closeModal();
      void refresh(false);
      return;
    }
    patchAccount('eip155', { balance: undefined, balanceSymbol: undefined });
    if (!$options.get().allowUnsupportedChain) openModal({ view: 'UnsupportedChain' });
  };

  const endLocally = (): void => {
    session?.detach();
    session = undefined;
    resetAccount('eip155');
    setConnectorType('eip155', undefined);
    forgetConnection('eip155');
  };

  const start = (wallet: DiscoveredWallet, accounts: `0x${string}`[], chainId: number): Eip155Session => {
    session?.detach();
    const checksummed = accounts.map((account) => getAddress(account));
    const current: Eip155Session = { wallet, accounts: checksummed, chainId, detach: () => undefined };
    session = current;
    current.detach = attachWalletEvents(wallet.provider, {
      accountsChanged: (value) => {
        if (session !== current) return;
        let next: `0x${string}`[];
        try {
          next = parseAccounts(value);
        } catch {
          return;
        }
        if (next.length === 0) {
          endLocally();
          emitEvent({ event: 'DISCONNECT_SUCCESS' });
          return;
        }
        current.accounts = next.map((account) => getAddress(account));
        writeAccount(current);
        void refresh(false);
      },
      chainChanged: (value) => {
        const chainId = parseChainId(value);
        if (session === current && chainId !== undefined && chainId !== current.chainId) applyChain(chainId);
      },
      disconnect: () => {
        if (session !== current) return;
        endLocally();
        emitEvent({ event: 'DISCONNECT_SUCCESS' });
      },
    });
    setConnectorType('eip155', wallet.connector.type);
    rememberConnection('eip155', wallet.connector.id);
    return current;
  };

  const connect = async ({ connectorId, network }: { connectorId: string; network?: CaipNetwork }) => {
    const wallet = getDiscoveredWallet(connectorId);
    if (!wallet)
      throw new ProviderRpcError(PROVIDER_ERROR_CODES.disconnected, en.wallet.walletNotFound(connectorId));
    const hadAddress = getAccount('eip155').address !== undefined;
    if (!hadAddress) patchAccount('eip155', { status: 'connecting' });
    try {
      const accounts = await requestAccounts(wallet.provider);
      if (accounts.length === 0) throw new Error(en.wallet.noAccounts);
      let chainId = await readChainId(wallet.provider);
      const target = network?.chainNamespace === 'eip155' ? network : undefined;
      if (!configuredEvmNetwork(chainId) && target && !$options.get().allowUnsupportedChain) {
        // Try to move the wallet onto the app's network before declaring the chain unsupported.
        try {
          await switchWalletChain(wallet.provider, target, customRpcUrls());
          chainId = target.id;
        } catch {
          // The UnsupportedChain view below lets the user pick a network.
        }
      }
      const current = start(wallet, accounts, chainId);
      applyChain(chainId);
      const address = current.accounts[0] as string;
      const connected = configuredEvmNetwork(chainId) ?? target ?? getActiveNetwork();
      if (!connected) throw new Error(en.wallet.notAnEvmNetwork(`eip155:${chainId}`));
      return { address, network: connected };
    } catch (error) {
      if (!hadAddress && !session) patchAccount('eip155', { status: 'disconnected' });
      throw toWalletRequestError(error);
    }
  };

  const reconnect = async (connectorId: string): Promise<boolean> => {
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
      // A WalletConnect session is not announced in the page: its client restores it from storage.
      try {
        const { restoreWalletConnect } = await import('./walletconnect/connector');
        await restoreWalletConnect();
      } catch (error) {
        console.warn('w3m: could not restore the WalletConnect session', error);
      }
    }
    if (connectorId === AUTH_CONNECTOR_ID) {
      // A stored email login: the secure frame is made now to restore it (SPEC §4).
      const { ensureAuthFrame } = await import('./auth/frame-host');
      ensureAuthFrame();
    }
    const wallet = await waitForWallet(
      connectorId,
      connectorId === WALLET_CONNECT_CONNECTOR_ID ? 0 : RECONNECT_WAIT_MS,
    );
    let accounts: `0x${string}`[] = [];
    let chainId: number | undefined;
    if (wallet) {
      try {
        accounts = await readAccounts(wallet.provider);
        if (accounts.length > 0) chainId = await readChainId(wallet.provider);
      } catch (error) {
        console.warn('w3m: the wallet did not answer the reconnect', error);
        accounts = [];
      }
    }
    if (!wallet || accounts.length === 0 || chainId === undefined) {
      endLocally();
      return false;
    }
    start(wallet, accounts, chainId);
    applyChain(chainId);
    if (connectorId === AUTH_CONNECTOR_ID)
      void import('./auth/frame-host').then((auth) => auth.syncAuthUser());
    return true;
  };

  const disconnect = async (): Promise<void> => {
    const current = session;
    if (!current) return;
    current.detach();
    session = undefined;
    try {
      if (current.wallet.disconnect) await current.wallet.disconnect();
      else await revokeWalletPermissions(current.wallet.provider);
    } catch (error) {
      // The local session ends either way; the wallet keeps its own permission then.
      console.warn('w3m: the wallet refused to revoke its permission', error);
    }
  };

  const switchNetwork = async (network: CaipNetwork): Promise<void> => {
    const evm = asEvmNetwork(network);
    const current = requireSession();
    try {
      await switchWalletChain(current.wallet.provider, evm, customRpcUrls());
    } catch (error) {
      const mapped = toWalletRequestError(error);
      showError(mapped.message);
      throw mapped;
    }
    if (session === current && current.chainId !== evm.id) applyChain(evm.id);
  };

  /** Sends through the wallet, then waits for the receipt (a revert, replacement or drop throws). */
  const send = async (run: () => Promise<`0x${string}`>, from: string): Promise<string> => {
    let hash: `0x${string}`;
    try {
      hash = await run();
    } catch (error) {
      throw toWalletRequestError(error);
    }
    const { provider } = requireSession().wallet;
    try {
      await waitForReceipt((method, params) => provider.request({ method, params }), hash, from);
    } finally {
      void refresh(true);
    }
    return hash;
  };

  const request = async (args: RequestArguments): Promise<unknown> => {
    const current = requireSession();
    try {
      return await current.wallet.provider.request(args);
    } catch (error) {
      throw toWalletRequestError(error);
    }
  };

  return {
    connect,
    reconnect,
    disconnect,
    switchNetwork,
    syncAccount: async (network) => {
      if (session && network.chainNamespace === 'eip155') await refresh(false);
    },
    refreshBalance: () => refresh(true),
    switchAccount: async (address) => {
      const current = requireSession();
      const chosen = current.accounts.find((account) => account.toLowerCase() === address.toLowerCase());
      if (!chosen) throw new Error(`${address} is not one of the wallet's accounts`);
      current.accounts = [chosen, ...current.accounts.filter((account) => account !== chosen)];
      writeAccount(current);
      await refresh(true);
    },
    sendNativeToken: (request) =>
      send(
        () =>
          sendNativeTransfer(requireSession().wallet.provider, {
            ...request,
            network: asEvmNetwork(request.network),
          }),
        request.from,
      ),
    sendToken: (request) =>
      send(
        () =>
          sendTokenTransfer(requireSession().wallet.provider, {
            ...request,
            network: asEvmNetwork(request.network),
          }),
        request.from,
      ),
    sendTransaction: ({ network, ...transaction }) =>
      send(
        () => sendThroughWallet(requireSession().wallet.provider, asEvmNetwork(network), transaction),
        transaction.from,
      ),
    request,
    signMessage: async (message, address) => {
      const signature = await request({ method: 'personal_sign', params: [stringToHex(message), address] });
      if (typeof signature !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) {
        throw new Error(en.siwx.invalidSignature);
      }
      return signature;
    },
    connectorType: () => session?.wallet.connector.type,
  };
}
