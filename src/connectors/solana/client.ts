import { en } from '../../locales/en';
import { getAccount, patchAccount, resetAccount } from '../../stores/account';
import { $chain, getActiveNetwork, setActiveNetwork } from '../../stores/chain';
import { setCaipAddress, setConnectorType } from '../../stores/account-connection';
import { forgetConnection, rememberConnection } from '../../stores/connection';
import type { NamespaceConnection, NativeSendRequest, TokenSendRequest } from '../../chains/namespace-client';
import type { CaipNetwork } from '../../chains/network-schema';
import { toBase58 } from '../../chains/solana/keys';
import { fetchSolBalance, lamportsToSol } from '../../chains/solana/balance';
import { getSolanaWallet, waitForSolanaWallet } from './discovery';
import { WALLET_CONNECT_CONNECTOR_ID as WALLET_CONNECT_SOLANA_ID } from '../walletconnect/ids';
import type { WalletConnectNamespaceLink } from '../walletconnect/namespace-handlers';
import { createSolanaProvider, type SolanaProvider } from './provider';
import { estimateTransferFee, sendTransfer } from './send';
import { signAndBroadcast, signMessageBytes, type Signer } from './signing';
import {
  feature,
  FEATURES,
  type ConnectFeature,
  type DisconnectFeature,
  type EventsFeature,
  type StandardAccount,
  type StandardWallet,
} from '../../chains/solana/wallet-standard-types';

/** How long a reconnect waits for the stored wallet to register. */
const RECONNECT_WAIT_MS = 3000;

interface Session {
  connectorId: string;
  wallet: StandardWallet;
  account: StandardAccount;
  network: CaipNetwork;
  detach: () => void;
}

/** The Solana client behind the proxy: connect, reconnect, disconnect, sign, balance. */
export interface SolanaBackend {
  connect(params: { connectorId: string; network?: CaipNetwork }): Promise<NamespaceConnection>;
  reconnect(connectorId: string): Promise<boolean>;
  disconnect(): Promise<void>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  syncAccount(network: CaipNetwork): Promise<void>;
  refreshBalance(): Promise<void>;
  signMessage(message: string, address: string): Promise<string>;
  /** Sends SOL from the connected account; resolves with the confirmed signature. */
  sendNativeToken(request: NativeSendRequest): Promise<string>;
  /** Sends an SPL token from the connected account; resolves with the confirmed signature. */
  sendToken(request: TokenSendRequest): Promise<string>;
  /** The network fee of a SOL or SPL transfer, in SOL. */
  estimateSendFee(request: NativeSendRequest | TokenSendRequest): Promise<string>;
  /** The connected wallet, account and network, for the host provider; undefined when not connected. */
  signer(): Signer | undefined;
  /** Connects through the solana side of a WalletConnect session (its wallet answers the requests). */
  adoptWalletConnect(link: WalletConnectNamespaceLink): Promise<void>;
  /** The WalletConnect session ended: a connection through it ends here too. */
  walletConnectEnded(): void;
  /** The host-facing provider in AppKit's Solana shape. */
  readonly provider: SolanaProvider;
}

function solanaNetworks(): CaipNetwork[] {
  return $chain.get().networks.filter((network) => network.chainNamespace === 'solana');
}

/** The network a connection lands on: the asked one, the active Solana one, or the first configured. */
function targetNetwork(asked?: CaipNetwork): CaipNetwork {
  if (asked?.chainNamespace === 'solana') return asked;
  const active = getActiveNetwork();
  if (active?.chainNamespace === 'solana') return active;
  const first = solanaNetworks()[0];
  if (!first) throw new Error(en.wallet.notConnected);
  return first;
}

/** The configured network of a session's CAIP-2 chain (its current or deprecated id, SPEC §3). */
function networkOfChain(chain: string): CaipNetwork | undefined {
  return solanaNetworks().find(
    (network) =>
      network.caipNetworkId === chain ||
      (network as { deprecatedCaipNetworkId?: string }).deprecatedCaipNetworkId === chain,
  );
}

function pickAccount(
  accounts: readonly StandardAccount[],
  network: CaipNetwork,
): StandardAccount | undefined {
  return accounts.find((account) => account.chains.includes(network.caipNetworkId)) ?? accounts[0];
}

/** Builds the Solana client; the stores are its state, Wallet Standard wallets its signers. */
export function createSolanaBackend(): SolanaBackend {
  let session: Session | undefined;

  const writeAccount = (current: Session): void => {
    setCaipAddress('solana', `${current.network.caipNetworkId}:${current.account.address}`);
    patchAccount('solana', {
      status: 'connected',
      loading: false,
      allAccounts: [{ namespace: 'solana', address: current.account.address, type: 'eoa' }],
      connectedWalletInfo: {
        name: current.wallet.name,
        ...(current.wallet.icon ? { icon: current.wallet.icon } : {}),
        identifier: current.connectorId,
      },
    });
  };

  const signerOf = (current: Session): Signer => ({
    wallet: current.wallet,
    account: current.account,
    network: current.network,
  });

  /** The connected signer, which must be `address`. */
  const requireSigner = (address: string): Signer => {
    if (!session || address !== session.account.address) throw new Error(en.wallet.notConnected);
    return signerOf(session);
  };

  const refreshBalance = async (): Promise<void> => {
    const current = session;
    if (!current) return;
    const lamports = await fetchSolBalance(current.network, current.account.address);
    if (session !== current) return;
    patchAccount('solana', {
      balance: lamportsToSol(lamports),
      balanceSymbol: current.network.nativeCurrency.symbol,
    });
  };

  /** A balance that cannot be read leaves the account connected; the Account view shows no balance. */
  const refreshQuietly = (): void => {
    void refreshBalance().catch((error: unknown) =>
      console.warn('w3m: could not read the SOL balance', error),
    );
  };

  const endLocally = (): void => {
    session?.detach();
    session = undefined;
    resetAccount('solana');
    setConnectorType('solana', undefined);
    forgetConnection('solana');
  };

  const start = (
    connectorId: string,
    wallet: StandardWallet,
    account: StandardAccount,
    network: CaipNetwork,
    activate: boolean,
  ): void => {
    session?.detach();
    const current: Session = { connectorId, wallet, account, network, detach: () => undefined };
    session = current;
    const events = feature<EventsFeature>(wallet, FEATURES.events, 'on');
    // SPEC §4 account changes: a new first account replaces the shown one; none left ends the session.
    current.detach =
      events?.on('change', ({ accounts }) => {
        if (session !== current || accounts === undefined) return;
        const next = pickAccount(accounts, current.network);
        if (!next) return endLocally();
        current.account = next;
        writeAccount(current);
        refreshQuietly();
      }) ?? (() => undefined);
    setConnectorType('solana', connectorId === WALLET_CONNECT_SOLANA_ID ? 'WALLET_CONNECT' : 'ANNOUNCED');
    rememberConnection('solana', connectorId);
    // A user's connect moves the kit onto Solana; a restore after refresh keeps the stored network.
    if (activate) setActiveNetwork(network);
    writeAccount(current);
    refreshQuietly();
  };

  const connectWith = async (
    connectorId: string,
    silent: boolean,
    asked?: CaipNetwork,
  ): Promise<NamespaceConnection> => {
    const wallet = getSolanaWallet(connectorId);
    if (!wallet) throw new Error(en.wallet.walletNotFound(connectorId));
    const connectFeature = feature<ConnectFeature>(wallet, FEATURES.connect, 'connect');
    if (!connectFeature) throw new Error(en.wallet.walletNotFound(connectorId));
    const network = targetNetwork(asked);
    const { accounts } = await connectFeature.connect(silent ? { silent: true } : undefined);
    const account = pickAccount(accounts, network);
    if (!account) throw new Error(en.wallet.noAccounts);
    start(connectorId, wallet, account, network, !silent);
    return { address: account.address, network };
  };

  const backend: SolanaBackend = {
    async connect({ connectorId, network }) {
      const hadAddress = getAccount('solana').address !== undefined;
      if (!hadAddress) patchAccount('solana', { status: 'connecting' });
      try {
        return await connectWith(connectorId, false, network);
      } catch (error) {
        if (!hadAddress && !session) patchAccount('solana', { status: 'disconnected' });
        throw error;
      }
    },
    async reconnect(connectorId) {
      if (connectorId === WALLET_CONNECT_SOLANA_ID) {
        // The stored session comes back through the WalletConnect connector, which hands its
        // solana side to adoptWalletConnect below.
        const { restoreWalletConnect } = await import('../walletconnect/connector');
        await restoreWalletConnect();
        if (session?.connectorId === WALLET_CONNECT_SOLANA_ID) return true;
        endLocally();
        return false;
      }
      const wallet = await waitForSolanaWallet(connectorId, RECONNECT_WAIT_MS);
      if (!wallet) {
        endLocally();
        return false;
      }
      try {
        await connectWith(connectorId, true);
        return true;
      } catch (error) {
        console.warn('w3m: the Solana wallet did not answer the reconnect', error);
        endLocally();
        return false;
      }
    },
    async disconnect() {
      const current = session;
      if (!current) return;
      endLocally();
      try {
        await feature<DisconnectFeature>(current.wallet, FEATURES.disconnect, 'disconnect')?.disconnect();
      } catch (error) {
        // The local session ends either way.
        console.warn('w3m: the Solana wallet refused to disconnect', error);
      }
    },
    async switchNetwork(network) {
      if (network.chainNamespace !== 'solana') throw new Error(`${network.name} is not a Solana network`);
      setActiveNetwork(network);
      const current = session;
      if (!current) return;
      current.network = network;
      current.account = pickAccount(current.wallet.accounts, network) ?? current.account;
      writeAccount(current);
      refreshQuietly();
    },
    async syncAccount(network) {
      const current = session;
      if (!current) return;
      if (network.chainNamespace === 'solana') current.network = network;
      writeAccount(current);
      refreshQuietly();
    },
    refreshBalance,
    async signMessage(message, address) {
      const signer = requireSigner(address);
      return toBase58(await signMessageBytes(signer, new TextEncoder().encode(message)));
    },
    sendNativeToken: (request) =>
      sendTransfer(request, (bytes) => signAndBroadcast(requireSigner(request.from), bytes)),
    sendToken: (request) =>
      sendTransfer(request, (bytes) => signAndBroadcast(requireSigner(request.from), bytes)),
    estimateSendFee: estimateTransferFee,
    signer: () => (session ? signerOf(session) : undefined),
    async adoptWalletConnect(link) {
      const network = networkOfChain(link.chain);
      if (!network)
        throw new Error(
          `The wallet's Solana accounts are on ${link.chain}, which is not a configured network`,
        );
      // Loaded only for a WalletConnect session: a Wallet Standard connect does not need it.
      const { createWalletConnectSolanaWallet } = await import('./walletconnect-wallet');
      const wallet = createWalletConnectSolanaWallet(link);
      const account = wallet.accounts[0];
      if (!account) throw new Error(en.wallet.noAccounts);
      // The session may carry eip155 too: only a kit already on Solana (or on nothing) moves to it.
      const active = getActiveNetwork();
      start(
        WALLET_CONNECT_SOLANA_ID,
        wallet,
        account,
        network,
        !active || active.chainNamespace === 'solana',
      );
    },
    walletConnectEnded() {
      if (session?.connectorId === WALLET_CONNECT_SOLANA_ID) endLocally();
    },
    get provider() {
      return provider;
    },
  };
  const provider = createSolanaProvider(backend);
  return backend;
}
