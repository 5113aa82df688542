import type { RequestArguments } from '../../chains/eip155/eip1193';
import type { CaipNetwork } from '../../chains/network-types';
import type { AppMetadata } from '../../stores/options';
import { MemoryKeyValueStorage, browserStorageBlocked, loadWithReadableStorage } from './blocked-storage';
import { CheckedKeyValueStorage } from './checked-storage';
import { turnOffCallsHome, type CoreWithCallsHome } from './calls-home';
import { optionalNamespaces, type RpcUrlMap } from './namespaces';
import type { SessionNamespaces } from './session-accounts';

/** What the WalletConnect client is built from (the host's options). */
export interface WalletConnectSetup {
  projectId: string;
  /** The relay; the public WalletConnect relay when undefined. */
  relayUrl: string | undefined;
  metadata: AppMetadata;
  /** Whether WalletConnect's verify, telemetry and echo calls stay on. */
  services: boolean;
  networks: readonly CaipNetwork[];
  customRpcUrls: RpcUrlMap;
}

/** A settled session, as far as the widget reads it. */
export interface WalletConnectSession {
  topic: string;
  namespaces: SessionNamespaces;
  peer: { metadata: { name?: string; icons?: string[]; url?: string } };
}

/** The sign-in parameters of a one-click authentication (CAIP-222 / SIWE fields). */
export interface AuthenticateRequest {
  chains: string[];
  domain: string;
  uri: string;
  nonce: string;
  statement?: string;
  resources?: string[];
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  methods?: string[];
}

/** What a one-click authentication gives back: the session and the signed sign-in messages (CACAOs). */
export interface AuthenticateResult {
  session: WalletConnectSession | undefined;
  auths: unknown[];
}

/** What the widget hears from the session. */
export interface SessionHandlers {
  /** The wallet changed the session's accounts or chains. */
  updated(): void;
  /** The wallet moved to another chain (CAIP-2 id, or the event's raw value). */
  chainChanged(chain: unknown): void;
  /** The session ended (deleted by the wallet, or expired). */
  deleted(): void;
}

/** A provider event listener (each event has its own argument shape). */
type Listener = (...args: never[]) => void;

/** The part of UniversalProvider this module uses. */
interface UniversalProviderLike {
  session?: WalletConnectSession;
  client: {
    core: CoreWithCallsHome;
    formatAuthMessage(params: { request: Record<string, unknown>; iss: string }): string;
  };
  connect(params: { optionalNamespaces: Record<string, unknown> }): Promise<WalletConnectSession | undefined>;
  authenticate(params: AuthenticateRequest): Promise<AuthenticateResult>;
  disconnect(): Promise<void>;
  request(args: RequestArguments, chain?: string): Promise<unknown>;
  on(event: string, listener: Listener): void;
  once(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
}

/**
 * How long the provider may take to hand out a pairing URI before the attempt counts as failed: its
 * relay socket makes 5 attempts about 1 to 5 s apart before it stops trying on its own.
 */
export const PAIRING_URI_TIMEOUT_MS = 15_000;

/** The relay the provider uses when the host sets none. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';

/** A pairing could not start because the relay did not answer (down, or an unreachable URL). */
export class RelayUnreachableError extends Error {
  override name = 'RelayUnreachableError';
  constructor(relayUrl: string) {
    super(`Could not reach the WalletConnect relay (${relayUrl}). Check the connection and try again.`);
  }
}

const importClientModules = () =>
  loadWithReadableStorage(() =>
    Promise.all([import('@walletconnect/universal-provider'), import('@walletconnect/keyvaluestorage')]),
  );

let clientModules: ReturnType<typeof importClientModules> | undefined;

/**
 * UniversalProvider and its storage module, imported once and shared by every caller (a failed
 * import is tried again on the next call). Called ahead of `create` to start the download early.
 */
export function loadClientModules(): ReturnType<typeof importClientModules> {
  if (clientModules) return clientModules;
  const current = importClientModules();
  current.catch(() => {
    if (clientModules === current) clientModules = undefined;
  });
  clientModules = current;
  return current;
}

/**
 * The dapp side of WalletConnect: a UniversalProvider (loaded on first use) with the optional
 * namespaces of SPEC §7, the host's rpc map, and, unless the host wants them, no verify,
 * telemetry or echo calls.
 */
export class WalletConnectClient {
  private starting: Promise<void> = Promise.resolve();

  private constructor(
    private readonly provider: UniversalProviderLike,
    private readonly setup: WalletConnectSetup,
  ) {}

  /**
   * Loads `@walletconnect/universal-provider` and restores a stored session, if any. Where browser
   * storage throws (privacy modes), pairings and sessions live in memory for the page's life;
   * elsewhere in WalletConnect's usual store, with damaged records dropped on read.
   */
  static async create(setup: WalletConnectSetup): Promise<WalletConnectClient> {
    const [{ UniversalProvider }, { KeyValueStorage }] = await loadClientModules();
    const provider = (await UniversalProvider.init({
      storage: browserStorageBlocked()
        ? new MemoryKeyValueStorage()
        : new CheckedKeyValueStorage(new KeyValueStorage()),
      projectId: setup.projectId,
      ...(setup.relayUrl ? { relayUrl: setup.relayUrl } : {}),
      metadata: setup.metadata,
      telemetryEnabled: setup.services,
      logger: 'silent',
    })) as unknown as UniversalProviderLike;
    if (!setup.services) turnOffCallsHome(provider.client.core);
    return new WalletConnectClient(provider, setup);
  }

  /** The live session, if any. */
  get session(): WalletConnectSession | undefined {
    return this.provider.session;
  }

  /** The session's eip155 accounts (CAIP-10). */
  eip155Accounts(): string[] {
    const accounts = this.provider.session?.namespaces['eip155']?.accounts;
    return Array.isArray(accounts) ? accounts.filter((item): item is string => typeof item === 'string') : [];
  }

  /**
   * Starts a pairing: `onUri` gets the `wc:` URI to show; resolves with the session once the wallet
   * approves. Attempts are started one after the other, so each URI goes to its own caller.
   */
  pair(onUri: (uri: string) => void): Promise<WalletConnectSession> {
    return this.withUri(onUri, async () => {
      const session = await this.provider.connect({
        optionalNamespaces: optionalNamespaces(this.setup.networks, this.setup.customRpcUrls),
      });
      if (!session) throw new Error('The wallet did not settle a session');
      return session;
    });
  }

  /** SPEC §4 one-click auth: a session and signed sign-in messages in one step. */
  authenticate(request: AuthenticateRequest, onUri: (uri: string) => void): Promise<AuthenticateResult> {
    return this.withUri(onUri, () => this.provider.authenticate(request));
  }

  /**
   * Runs one pairing attempt after the previous one has its URI. No URI within
   * PAIRING_URI_TIMEOUT_MS means the relay cannot be reached (the provider keeps retrying the socket
   * on its own and would never say so): the attempt then fails with RelayUnreachableError, and a URI
   * the provider makes later is ignored.
   */
  private withUri<T>(onUri: (uri: string) => void, run: () => Promise<T>): Promise<T> {
    let uriSeen!: () => void;
    const shown = new Promise<void>((resolve) => (uriSeen = resolve));
    const result = this.starting.then(
      () =>
        new Promise<T>((resolve, reject) => {
          let gaveUp = false;
          const listener = (uri: unknown): void => {
            clearTimeout(timer);
            if (!gaveUp && typeof uri === 'string') onUri(uri);
            uriSeen();
          };
          const timer = setTimeout(() => {
            gaveUp = true;
            this.provider.removeListener('display_uri', listener);
            uriSeen();
            reject(new RelayUnreachableError(this.setup.relayUrl ?? DEFAULT_RELAY_URL));
          }, PAIRING_URI_TIMEOUT_MS);
          this.provider.once('display_uri', listener);
          run().then(
            (value) => {
              clearTimeout(timer);
              if (!gaveUp) resolve(value);
            },
            (error: unknown) => {
              clearTimeout(timer);
              this.provider.removeListener('display_uri', listener);
              uriSeen();
              if (!gaveUp) reject(error);
            },
          );
        }),
    );
    // The next attempt starts once this one has its URI (or failed).
    this.starting = shown;
    return result;
  }

  /** The sign-in message text a CACAO payload stands for (what the wallet signed). */
  formatAuthMessage(payload: Record<string, unknown> & { iss: string }): string {
    return this.provider.client.formatAuthMessage({ request: payload, iss: payload.iss });
  }

  /** Sends a request on a CAIP-2 chain of the session. */
  request(args: RequestArguments, chain: string): Promise<unknown> {
    return this.provider.request(args, chain);
  }

  /** Ends the session on both sides; without a session it does nothing. */
  async disconnect(): Promise<void> {
    if (!this.provider.session) return;
    await this.provider.disconnect();
  }

  /** Listens to the session's updates, chain changes and end; returns the remover. */
  listen(handlers: SessionHandlers): () => void {
    const onEvent = (args: {
      params?: { event?: { name?: unknown; data?: unknown }; chainId?: unknown };
    }) => {
      const event = args?.params?.event;
      if (event?.name === 'chainChanged') handlers.chainChanged(args.params?.chainId ?? event.data);
      else if (event?.name === 'accountsChanged') handlers.updated();
    };
    const onUpdate = () => handlers.updated();
    const onDelete = () => handlers.deleted();
    this.provider.on('session_event', onEvent);
    this.provider.on('session_update', onUpdate);
    this.provider.on('session_delete', onDelete);
    this.provider.on('session_expire', onDelete);
    return () => {
      this.provider.removeListener('session_event', onEvent);
      this.provider.removeListener('session_update', onUpdate);
      this.provider.removeListener('session_delete', onDelete);
      this.provider.removeListener('session_expire', onDelete);
    };
  }
}
