import type { ChainNamespace } from '../../chains/constants';
import {
  getNamespaceClient,
  registerNamespaceClient,
  type NamespaceClient,
} from '../../chains/namespace-client';
import type { CaipNetwork } from '../../chains/network-types';
import { getAccount, patchAccount, resetAccount } from '../../stores/account';
import { $chain, findNetwork, getActiveNetwork, setActiveNetwork } from '../../stores/chain';
import { setCaipAddress, setConnectorType } from '../../stores/account-connection';
import { forgetConnection, rememberConnection, storedConnectorId } from '../../stores/connection';
import { emitEvent } from '../../stores/events';
import { $options } from '../../stores/options';
import { registerSessionWallet } from '../eip6963-discovery';
import {
  WalletConnectClient,
  loadClientModules,
  type WalletConnectSession,
  type WalletConnectSetup,
} from './client';
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from './ids';
import { walletConnectNamespaceHandler, type WalletConnectNamespaceLink } from './namespace-handlers';
import { pickAccount, sessionAccounts, type NamespaceAccounts } from './session-accounts';
import { SessionEip1193Provider } from './session-provider';

/** Thrown when WalletConnect is used without a project id. */
export const MISSING_PROJECT_ID = 'WalletConnect needs a projectId: set it in createAppKit options';

/** The client's setup from the options and networks in the stores; throws without a project id. */
export function walletConnectSetup(): WalletConnectSetup {
  const options = $options.get();
  if (!options.projectId) throw new Error(MISSING_PROJECT_ID);
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return {
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata ?? {
      name: typeof document === 'undefined' ? origin : document.title || origin,
      description: '',
      url: origin,
      icons: [],
    },
    services: options.walletConnectServices,
    networks: $chain.get().networks,
    customRpcUrls: options.customRpcUrls,
  };
}

let loading: Promise<WalletConnectClient> | undefined;

/**
 * Starts downloading the client's modules (UniversalProvider and its storage) without creating a
 * client; `loadWalletConnectClient` then finds them loaded or on their way. A failed download is
 * left to that call, which tries again.
 */
export function preloadClientModules(): void {
  loadClientModules().catch(() => undefined);
}

/** The WalletConnect client, created on first use (a failed load is retried on the next call). */
export function loadWalletConnectClient(): Promise<WalletConnectClient> {
  if (loading) return loading;
  const current = (async () => WalletConnectClient.create(walletConnectSetup()))();
  current.catch(() => {
    if (loading === current) loading = undefined;
  });
  loading = current;
  return current;
}

/** The adopted session: its eip155 provider, its listeners, and the namespaces their clients took. */
interface Adopted {
  client: WalletConnectClient;
  topic: string;
  provider: SessionEip1193Provider;
  /** The session's namespaces the kit shows (a namespace the user disconnected alone leaves it). */
  namespaces: ChainNamespace[];
  /** Namespaces the user disconnected while the session goes on for the others. */
  left: Set<ChainNamespace>;
  /** Namespaces a registered handler took (bip122), with the outcome of its adoption. */
  handled: Map<ChainNamespace, Promise<unknown>>;
  peer: { name: string; icon?: string };
  stop(): void;
}

let adopted: Adopted | undefined;
let ending: Promise<void> | undefined;

/** Ends the session on both sides (once, however many namespaces ask). */
function endSession(client: WalletConnectClient): Promise<void> {
  ending ??= client.disconnect().finally(() => {
    ending = undefined;
    release();
  });
  return ending;
}

/**
 * Drops one non-eip155 namespace from the kit's view of the adopted session (`disconnect('solana')`);
 * the session itself ends once it leaves no namespace in the kit's view.
 */
function leaveNamespace(namespace: ChainNamespace, client: WalletConnectClient): Promise<void> {
  const current = adopted;
  if (!current || current.client !== client) return endSession(client);
  current.left.add(namespace);
  current.handled.delete(namespace);
  current.namespaces = current.namespaces.filter((item) => item !== namespace);
  return current.namespaces.length > 0 ? Promise.resolve() : endSession(client);
}

/** Forgets the adopted session locally (its wallet entry, listeners, and the namespaces clients took). */
function release(): void {
  adopted?.stop();
  for (const namespace of adopted?.handled.keys() ?? []) walletConnectNamespaceHandler(namespace)?.ended();
  adopted = undefined;
  registerSessionWallet(WALLET_CONNECT_CONNECTOR_ID, undefined);
}

/** The eip155 chain to start on: the active network's when it is EVM. */
function preferredEvmChain(): number | undefined {
  const active = getActiveNetwork();
  return active?.chainNamespace === 'eip155' ? active.id : undefined;
}

/** Whether the namespace has configured networks (only those reach the account state). */
function configured(namespace: ChainNamespace): boolean {
  return $chain.get().networks.some((network) => network.chainNamespace === namespace);
}

/** A client for a namespace reached only through WalletConnect (solana, bip122 before their own clients). */
function sessionNamespaceClient(namespace: ChainNamespace, client: WalletConnectClient): NamespaceClient {
  const chainOf = (): string | undefined =>
    getAccount(namespace).caipAddress?.split(':').slice(0, 2).join(':');
  return {
    namespace,
    connect: async () => {
      throw new Error(`Connect ${namespace} through WalletConnect`);
    },
    disconnect: () => leaveNamespace(namespace, client),
    switchNetwork: async (network: CaipNetwork) => setActiveNetwork(network),
    syncAccount: async () => undefined,
    getProvider: () => ({
      request: (args: { method: string; params?: unknown }) => {
        const chain = chainOf();
        if (!chain) return Promise.reject(new Error(`No ${namespace} account in the WalletConnect session`));
        return client.request({ method: args.method, params: args.params as object | undefined }, chain);
      },
    }),
  };
}

/** Writes a namespace's session accounts into its account state (SPEC §3 allAccounts, caipAddress). */
function writeNamespace(entry: NamespaceAccounts, client: WalletConnectClient, peerName: string): void {
  const active = getActiveNetwork();
  const preferred = active?.chainNamespace === entry.namespace ? active.caipNetworkId : undefined;
  const account = pickAccount(entry, preferred);
  if (!account) return;
  setCaipAddress(entry.namespace, account);
  patchAccount(entry.namespace, {
    status: 'connected',
    loading: false,
    allAccounts: entry.addresses.map((address) => ({
      namespace: entry.namespace,
      address,
      type: entry.namespace === 'bip122' ? 'payment' : 'eoa',
    })),
    connectedWalletInfo: { name: peerName, identifier: WALLET_CONNECT_CONNECTOR_ID },
  });
  setConnectorType(entry.namespace, 'WALLET_CONNECT');
  rememberConnection(entry.namespace, WALLET_CONNECT_CONNECTOR_ID);
  if (!getNamespaceClient(entry.namespace))
    registerNamespaceClient(sessionNamespaceClient(entry.namespace, client));
  const network = findNetwork(account.split(':').slice(0, 2).join(':'));
  if (network && !active) setActiveNetwork(network);
}

/** The link a namespace handler drives the session's side of that namespace through. */
function namespaceLink(
  entry: NamespaceAccounts,
  client: WalletConnectClient,
  peer: Adopted['peer'],
): WalletConnectNamespaceLink | undefined {
  const active = getActiveNetwork();
  const preferred = active?.chainNamespace === entry.namespace ? active.caipNetworkId : undefined;
  const account = pickAccount(entry, preferred);
  if (!account) return undefined;
  const chain = account.split(':').slice(0, 2).join(':');
  return {
    chain,
    addresses: entry.accounts
      .filter((item) => item.startsWith(`${chain}:`))
      .map((item) => item.slice(chain.length + 1)),
    peer,
    request: (method, params) => client.request({ method, params: params as object | undefined }, chain),
    end: () => leaveNamespace(entry.namespace, client),
  };
}

/**
 * Hands each non-eip155 namespace of the session to its client's handler (bip122), or writes it
 * into the account state when its client has none (solana).
 */
function adoptNamespaces(entries: readonly NamespaceAccounts[], current: Adopted): void {
  for (const entry of entries) {
    if (entry.namespace === 'eip155' || current.left.has(entry.namespace)) continue;
    const handler = walletConnectNamespaceHandler(entry.namespace);
    const link = handler && namespaceLink(entry, current.client, current.peer);
    if (!handler || !link) {
      writeNamespace(entry, current.client, current.peer.name);
      continue;
    }
    const adoption = handler.adopt(link);
    adoption.catch((error: unknown) =>
      console.warn(`w3m: the ${entry.namespace} side of the WalletConnect session was refused`, error),
    );
    current.handled.set(entry.namespace, adoption);
  }
}

/**
 * Resolves once the namespaces handed to their clients are connected. Rejects with the first
 * refusal when the session connected nothing else (no eip155, no other namespace).
 */
export async function sessionNamespacesReady(): Promise<void> {
  const current = adopted;
  if (!current) return;
  const outcomes = await Promise.allSettled(current.handled.values());
  const refused = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  const others = current.namespaces.filter((namespace) => !current.handled.has(namespace));
  const anyConnected = outcomes.some((outcome) => outcome.status === 'fulfilled') || others.length > 0;
  if (refused && !anyConnected) throw refused.reason;
}

/** Clears the non-eip155 namespaces the session had put in the account state. */
function clearNamespaces(namespaces: readonly ChainNamespace[]): void {
  for (const namespace of namespaces) {
    if (namespace === 'eip155') continue;
    resetAccount(namespace);
    setConnectorType(namespace, undefined);
    forgetConnection(namespace);
  }
}

/**
 * Takes a settled session in: its eip155 side becomes a wallet the eip155 client connects to (under
 * the WalletConnect connector id); its other namespaces (solana, bip122) go straight into the
 * account state. A session deleted by the wallet resets every namespace it held (SPEC §4).
 * Resolves whether the session has eip155 accounts.
 */
export function adoptSession(
  client: WalletConnectClient,
  session: WalletConnectSession,
  restoring = false,
): boolean {
  if (adopted?.topic === session.topic) {
    // A namespace whose client registered its handler since (its code loaded later) takes it now.
    const late = sessionAccounts(session.namespaces).filter(
      (entry) =>
        configured(entry.namespace) &&
        !adopted!.handled.has(entry.namespace) &&
        walletConnectNamespaceHandler(entry.namespace) !== undefined,
    );
    adoptNamespaces(late, adopted);
    return adopted.provider.chainId !== undefined;
  }
  release();
  const peer = session.peer?.metadata ?? {};
  const peerName = typeof peer.name === 'string' && peer.name !== '' ? peer.name : WALLET_CONNECT_NAME;
  const icon = Array.isArray(peer.icons) ? peer.icons.find((item) => typeof item === 'string') : undefined;
  const peerInfo = { name: peerName, ...(icon ? { icon } : {}) };
  const provider = new SessionEip1193Provider(
    {
      eip155Accounts: () => client.eip155Accounts(),
      request: (args, chain) => client.request(args, chain),
      end: () => endSession(client),
    },
    preferredEvmChain(),
  );
  const entries = sessionAccounts(session.namespaces).filter((entry) => configured(entry.namespace));
  const current: Adopted = {
    client,
    topic: session.topic,
    provider,
    namespaces: entries.map((entry) => entry.namespace),
    // After a reload, a namespace the user had disconnected alone (no longer remembered as
    // connected through WalletConnect) stays out of the kit's view.
    left: new Set(
      restoring
        ? entries
            .map((entry) => entry.namespace)
            .filter(
              (namespace) =>
                namespace !== 'eip155' && storedConnectorId(namespace) !== WALLET_CONNECT_CONNECTOR_ID,
            )
        : [],
    ),
    handled: new Map(),
    peer: peerInfo,
    stop: () => undefined,
  };
  current.namespaces = current.namespaces.filter((namespace) => !current.left.has(namespace));
  adopted = current;
  adoptNamespaces(entries, current);
  current.stop = client.listen({
    updated: () => {
      provider.accountsUpdated();
      const live = client.session;
      if (!live) return;
      adoptNamespaces(
        sessionAccounts(live.namespaces).filter((item) => configured(item.namespace)),
        current,
      );
    },
    chainChanged: (chain) => {
      const id =
        typeof chain === 'string' && chain.startsWith('eip155:') ? Number(chain.slice(7)) : Number(chain);
      if (Number.isSafeInteger(id) && id > 0) provider.setChain(id);
    },
    deleted: () => {
      if (adopted?.topic !== session.topic) return;
      const shown = current.namespaces;
      provider.ended();
      clearNamespaces(shown);
      release();
      if (!shown.includes('eip155')) emitEvent({ event: 'DISCONNECT_SUCCESS' });
    },
  });
  if (provider.chainId !== undefined) {
    registerSessionWallet(WALLET_CONNECT_CONNECTOR_ID, {
      connector: {
        id: WALLET_CONNECT_CONNECTOR_ID,
        type: 'WALLET_CONNECT',
        name: peerName,
        chain: 'eip155',
        ...(icon ? { imageUrl: icon } : {}),
      },
      provider,
      disconnect: () => endSession(client),
    });
  }
  return provider.chainId !== undefined;
}

/**
 * Restores a stored session after a page load (SPEC §4): loads the client, and adopts the session
 * it kept. Resolves whether a session was found.
 */
export async function restoreWalletConnect(): Promise<boolean> {
  const client = await loadWalletConnectClient();
  const session = client.session;
  if (!session) return false;
  adoptSession(client, session, true);
  await sessionNamespacesReady().catch((error: unknown) =>
    console.warn('w3m: the stored WalletConnect session could not be restored', error),
  );
  return true;
}
