import type { Eip1193Provider, RequestArguments } from '../chains/eip155/eip1193';
import type { NamespaceClient } from '../chains/namespace-client';
import { registerNamespaceClient } from '../chains/namespace-client';
import type { Eip155Backend } from '../connectors/eip155-client';
import { getAccount, setAccountStatus } from '../stores/account';
import { $chain } from '../stores/chain';
import { storedConnectorId } from '../stores/stored-connection';
import { $modal } from '../stores/modal-state';
import type { ResolvedOptions } from '../stores/options';
import { lazyNamespaceClient } from './lazy-namespace-client';
import { ensureWalletDiscovery } from './wallet-discovery';

let backend: Promise<Eip155Backend> | undefined;

/** Loads the real eip155 client (viem inside) on first use; later calls share the same instance. */
export function loadEip155Backend(): Promise<Eip155Backend> {
  if (backend) return backend;
  // The client looks connectors up among the discovered wallets, so discovery starts first.
  const loading = ensureWalletDiscovery()
    .then(() => import('../connectors/eip155-client'))
    .then((module) => {
      // SPEC §4 identity sync follows the account from now on (its code loads on its own).
      void import('./identity-watch').then((watch) => watch.watchIdentity());
      return module.createEip155Backend();
    });
  // A failed chunk load may succeed on the next try (flaky network), so a failure is not kept.
  loading.catch(() => {
    if (backend === loading) backend = undefined;
  });
  backend = loading;
  return loading;
}

let hostProvider: Promise<Eip1193Provider> | undefined;

/** The host-facing provider with the RPC rules of SPEC §5/§6, loaded on the host's first request. */
function loadHostProvider(): Promise<Eip1193Provider> {
  const loading = (hostProvider ??= import('./provider').then(({ createHostProvider }) =>
    createHostProvider({
      request: async (args) => (await loadEip155Backend()).request(args),
      connectorType: () => $chain.get().byNamespace.eip155?.connectorType,
      refreshBalance: async () => (await loadEip155Backend()).refreshBalance(),
    }),
  ));
  loading.catch(() => {
    if (hostProvider === loading) hostProvider = undefined;
  });
  return loading;
}

/**
 * The small eip155 client createAppKit registers: every call loads the real client first, so
 * viem is downloaded only when a wallet is used. Its provider forwards to the host-facing
 * wrapper, which loads on the first request.
 */
export function createEip155ProxyClient(): NamespaceClient {
  const provider: Eip1193Provider = {
    request: async (args: RequestArguments) => (await loadHostProvider()).request(args),
  };
  // The real client has every method the lazy client forwards (and more): each call loads it first.
  const load = loadEip155Backend as unknown as () => Promise<NamespaceClient>;
  return {
    ...lazyNamespaceClient('eip155', load),
    getProvider: () => provider,
    sendTransaction: async (request) => (await loadEip155Backend()).sendTransaction(request),
  };
}

/**
 * SPEC §4 restore: with a stored connected status and a stored eip155 connector, the account
 * stays `connecting` until the wallet answers `eth_accounts`; anything else ends disconnected.
 */
export async function reconnectEip155(): Promise<boolean> {
  // Let createAppKit return first, so a host subscribing right after sees the restore happen.
  await Promise.resolve();
  const connectorId = storedConnectorId('eip155');
  if (connectorId === undefined) {
    markDisconnected();
    return false;
  }
  try {
    return await (await loadEip155Backend()).reconnect(connectorId);
  } catch (error) {
    console.warn('w3m: could not restore the wallet connection', error);
    markDisconnected();
    return false;
  }
}

/** Ends a `connecting` restore; an account already disconnected is left as is (no store update). */
function markDisconnected(): void {
  if (getAccount('eip155').status !== 'disconnected') setAccountStatus('eip155', 'disconnected');
}

/**
 * Sets up the EVM side when an eip155 network is configured: the proxy client, wallet discovery
 * when the modal first opens, and the reconnect of a stored session. `browser` is false on a server.
 */
export function setupEip155(resolved: ResolvedOptions, browser: boolean): void {
  if (!resolved.networks.some((network) => network.chainNamespace === 'eip155')) return;
  registerOnce();
  if (!browser) return;
  stopWatchingModal ??= $modal.subscribe((modal) => {
    if (!modal.open) return;
    void ensureWalletDiscovery().catch((error: unknown) =>
      console.warn('w3m: wallet discovery failed', error),
    );
  });
  reconnecting ??= reconnectEip155().finally(() => {
    reconnecting = undefined;
  });
}

let proxy: NamespaceClient | undefined;
let stopWatchingModal: (() => void) | undefined;
let reconnecting: Promise<boolean> | undefined;

function registerOnce(): void {
  proxy ??= createEip155ProxyClient();
  registerNamespaceClient(proxy);
}
