import { isAddressOfNetwork } from '../chains/bip122/address';
import { watchBitcoinWallets } from '../chains/bip122/discovery';
import { createEsploraClient, esploraBaseUrl, type EsploraClient } from '../chains/bip122/esplora';
import { createBitcoinProvider } from '../chains/bip122/provider';
import type { BitcoinAccountAddress, BitcoinProvider, BitcoinWalletAdapter } from '../chains/bip122/types';
import {
  createWalletConnectBitcoinWallet,
  WALLET_CONNECT_BITCOIN_ID,
  type WalletConnectBitcoinLink,
} from '../chains/bip122/walletconnect';
import { formatBtc, parseBtc } from '../chains/bip122/units';
import type { NamespaceConnection, NativeSendRequest } from '../chains/namespace-client';
import type { BitcoinNetwork, CaipNetwork } from '../chains/network-types';
import { en } from '../locales/en';
import { getPreferredAccountType, patchAccount, resetAccount } from '../stores/account';
import { $chain, getActiveNetwork, setActiveNetwork } from '../stores/chain';
import { setCaipAddress, setConnectorType } from '../stores/account-connection';
import { forgetConnection, rememberConnection } from '../stores/connection';
import { $connectors, addConnector, removeConnector } from '../stores/connectors';
import { emitEvent } from '../stores/events';

/** How long a reconnect waits for the stored wallet to register itself. */
export const BITCOIN_RECONNECT_WAIT_MS = 1_000;

/** The real bip122 client behind the small proxy createAppKit registers (loaded on first use). */
export interface Bip122Backend {
  connect(params: { connectorId: string; network?: CaipNetwork }): Promise<NamespaceConnection>;
  /** Restores an earlier authorization without a prompt; resolves whether it is connected. */
  reconnect(connectorId: string): Promise<boolean>;
  disconnect(): Promise<void>;
  switchNetwork(network: CaipNetwork): Promise<void>;
  syncAccount(network: CaipNetwork): Promise<void>;
  refreshBalance(): Promise<void>;
  sendNativeToken(request: NativeSendRequest): Promise<string>;
  signMessage(message: string, address: string): Promise<string>;
  /** Connects through the bip122 side of a WalletConnect session (its wallet answers the requests). */
  adoptWalletConnect(link: WalletConnectBitcoinLink): Promise<void>;
  /** The WalletConnect session ended: a connection through it ends here too. */
  walletConnectEnded(): void;
  /** The host-facing provider (AppKit's BitcoinConnector shape). */
  readonly provider: BitcoinProvider;
}

interface Session {
  wallet: BitcoinWalletAdapter;
  accounts: BitcoinAccountAddress[];
  detach: () => void;
}

function asBitcoinNetwork(network: CaipNetwork | undefined): BitcoinNetwork | undefined {
  return network?.chainNamespace === 'bip122' ? network : undefined;
}

/** The Bitcoin network to use: the one asked for, else the active one, else the first configured. */
function targetNetwork(requested?: CaipNetwork): BitcoinNetwork {
  const network =
    asBitcoinNetwork(requested) ??
    asBitcoinNetwork(getActiveNetwork()) ??
    $chain.get().networks.find((item): item is BitcoinNetwork => item.chainNamespace === 'bip122');
  if (!network) throw new Error(en.wallet.notABitcoinNetwork(requested?.name ?? 'This network'));
  return network;
}

/** Builds the bip122 client over the wallets of `win`; the stores are its state. */
export function createBip122Backend(win: Window): Bip122Backend {
  let session: Session | undefined;
  let wallets = new Map<string, BitcoinWalletAdapter>();
  const waiters = new Set<() => void>();

  watchBitcoinWallets(win, (found) => {
    const next = new Map(found.map((wallet) => [wallet.id, wallet]));
    for (const connector of $connectors.get()) {
      if (connector.chain === 'bip122' && connector.type === 'ANNOUNCED' && !next.has(connector.id))
        removeConnector(connector.id, 'bip122');
    }
    for (const wallet of found) {
      if (wallets.get(wallet.id) === wallet) continue;
      addConnector({
        id: wallet.id,
        type: 'ANNOUNCED',
        name: wallet.name,
        chain: 'bip122',
        installed: true,
        ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
      });
    }
    wallets = next;
    for (const check of [...waiters]) check();
  });

  const waitForWallet = (id: string, timeoutMs: number): Promise<BitcoinWalletAdapter | undefined> => {
    const found = wallets.get(id);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => {
      const finish = (wallet: BitcoinWalletAdapter | undefined): void => {
        waiters.delete(check);
        clearTimeout(timer);
        resolve(wallet);
      };
      const check = (): void => {
        const wallet = wallets.get(id);
        if (wallet) finish(wallet);
      };
      const timer = setTimeout(() => finish(undefined), timeoutMs);
      waiters.add(check);
    });
  };

  const esplora = (): EsploraClient => createEsploraClient(esploraBaseUrl(targetNetwork()));

  const requireSession = (): Session => {
    if (!session) throw new Error(en.wallet.notConnected);
    return session;
  };

  const payment = (current: Session): BitcoinAccountAddress => {
    const found = current.accounts.find((account) => account.purpose === 'payment');
    if (!found) throw new Error(en.wallet.noPaymentAddress);
    return found;
  };

  const refresh = async (): Promise<void> => {
    const current = session;
    const network = asBitcoinNetwork(getActiveNetwork());
    if (!current || !network) return;
    const address = payment(current).address;
    try {
      const sats = await createEsploraClient(esploraBaseUrl(network)).balance(address);
      if (session !== current) return;
      patchAccount('bip122', {
        balance: formatBtc(sats),
        balanceSymbol: network.nativeCurrency.symbol,
        balanceStatus: 'ready',
      });
    } catch (error) {
      console.warn(`w3m: could not read the Bitcoin balance on ${network.name}`, error);
      if (session === current) patchAccount('bip122', { balance: undefined, balanceStatus: 'unavailable' });
    }
  };

  /** Writes the session into the account store: the preferred kind of address is the active one. */
  const writeAccount = (current: Session, network: BitcoinNetwork): void => {
    const preferOrdinal = getPreferredAccountType('bip122') === 'ordinal';
    const active =
      (preferOrdinal ? current.accounts.find((account) => account.purpose === 'ordinal') : undefined) ??
      payment(current);
    setCaipAddress('bip122', `${network.caipNetworkId}:${active.address}`);
    const { name, icon, id } = current.wallet;
    patchAccount('bip122', {
      status: 'connected',
      loading: false,
      allAccounts: current.accounts.map((account) => ({
        namespace: 'bip122',
        address: account.address,
        type: account.purpose === 'ordinal' ? 'ordinal' : 'payment',
      })),
      connectedWalletInfo: { name, identifier: id, ...(icon ? { icon } : {}) },
    });
  };

  const endLocally = (): void => {
    session?.detach();
    session = undefined;
    resetAccount('bip122');
    setConnectorType('bip122', undefined);
    forgetConnection('bip122');
  };

  /**
   * Starts a session on `network`. `activate`: a connect the user asked for makes Bitcoin the
   * active network; a restore, or a WalletConnect session that may carry eip155 too, leaves
   * another namespace's active network as it is.
   */
  const start = (
    wallet: BitcoinWalletAdapter,
    accounts: BitcoinAccountAddress[],
    network: BitcoinNetwork,
    activate: boolean,
  ): void => {
    const viaWalletConnect = wallet.id === WALLET_CONNECT_BITCOIN_ID;
    const paying = accounts.find((account) => account.purpose === 'payment');
    if (!paying) throw new Error(en.wallet.noPaymentAddress);
    if (!isAddressOfNetwork(paying.address, network.caipNetworkId))
      throw new Error(en.wallet.addressOfOtherNetwork(paying.address, network.name));
    session?.detach();
    const current: Session = { wallet, accounts, detach: () => undefined };
    session = current;
    current.detach = wallet.onAccountsChanged((next) => {
      if (session !== current) return;
      if (!next.some((account) => account.purpose === 'payment')) {
        endLocally();
        emitEvent({ event: 'DISCONNECT_SUCCESS' });
        return;
      }
      current.accounts = next;
      writeAccount(current, targetNetwork());
      void refresh();
    });
    const active = getActiveNetwork();
    if (activate || !active || active.chainNamespace === 'bip122') setActiveNetwork(network);
    writeAccount(current, network);
    setConnectorType('bip122', viaWalletConnect ? 'WALLET_CONNECT' : 'ANNOUNCED');
    rememberConnection('bip122', wallet.id);
    void refresh();
  };

  const provider = createBitcoinProvider({
    session: requireSession,
    esplora,
    onBroadcast: () => void refresh(),
  });

  return {
    provider,
    connect: async ({ connectorId, network }) => {
      const wallet = wallets.get(connectorId);
      if (!wallet) throw new Error(en.wallet.walletNotFound(connectorId));
      const target = targetNetwork(network);
      const hadAddress = session !== undefined;
      if (!hadAddress) patchAccount('bip122', { status: 'connecting' });
      try {
        const accounts = await wallet.connect();
        start(wallet, accounts, target, true);
        return { address: payment(requireSession()).address, network: target };
      } catch (error) {
        if (!hadAddress && !session) patchAccount('bip122', { status: 'disconnected' });
        throw error;
      }
    },
    reconnect: async (connectorId) => {
      if (connectorId === WALLET_CONNECT_BITCOIN_ID) {
        // The stored session comes back through the WalletConnect connector, which hands its
        // bip122 side to adoptWalletConnect below.
        const { restoreWalletConnect } = await import('./walletconnect/connector');
        await restoreWalletConnect();
        if (session?.wallet.id === WALLET_CONNECT_BITCOIN_ID) return true;
        endLocally();
        return false;
      }
      const wallet = await waitForWallet(connectorId, BITCOIN_RECONNECT_WAIT_MS);
      const accounts = await wallet?.restore();
      if (!wallet || !accounts || accounts.length === 0) {
        endLocally();
        return false;
      }
      try {
        start(wallet, accounts, targetNetwork(), false);
        return true;
      } catch (error) {
        console.warn('w3m: could not restore the Bitcoin wallet connection', error);
        endLocally();
        return false;
      }
    },
    disconnect: async () => {
      const wallet = session?.wallet;
      endLocally();
      await wallet
        ?.disconnect()
        .catch((error: unknown) => console.warn('w3m: the wallet did not disconnect', error));
    },
    switchNetwork: async (network) => {
      const target = asBitcoinNetwork(network);
      if (!target) throw new Error(en.wallet.notABitcoinNetwork(network.name));
      if (session) start(session.wallet, session.accounts, target, true);
      else setActiveNetwork(target);
    },
    syncAccount: async (network) => {
      const target = asBitcoinNetwork(network);
      if (session && target) writeAccount(session, target);
      await refresh();
    },
    adoptWalletConnect: async (link) => {
      const network = $chain
        .get()
        .networks.find(
          (item): item is BitcoinNetwork =>
            item.chainNamespace === 'bip122' && item.caipNetworkId === link.chain,
        );
      if (!network)
        throw new Error(
          `The wallet's Bitcoin accounts are on ${link.chain}, which is not a configured network`,
        );
      const wallet = createWalletConnectBitcoinWallet(link);
      start(wallet, await wallet.connect(), network, false);
    },
    walletConnectEnded: () => {
      if (session?.wallet.id === WALLET_CONNECT_BITCOIN_ID) endLocally();
    },
    refreshBalance: refresh,
    sendNativeToken: async ({ to, amount }) =>
      provider.sendTransfer({ recipient: to, amount: parseBtc(amount).toString() }),
    signMessage: (message, address) => provider.signMessage({ message, address }),
  };
}
