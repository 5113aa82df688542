import type { CaipNetworkId } from '../chains/caip';
import { isSessionCurrent, toSiwxMessage } from './message';
import { isSession } from './session-check';
import { createBrowserSiwxStorage, type SIWXStorage } from './storage';
import type { SIWXConfig, SIWXMessage, SIWXMessageInput, SIWXSession } from './types';
import {
  createBip122Verifier,
  createEip155Verifier,
  createSolanaVerifier,
  type SIWXVerifier,
} from './verifiers';

/** Options of {@link createDefaultSiwx}; every one has a default. */
export interface DefaultSiwxOptions {
  /** The domain in the message (default: the page's host). */
  domain?: string;
  /** The URI in the message (default: the page's address). */
  uri?: string;
  /** The statement shown in the wallet. */
  statement?: string;
  /** How long a session lasts, in ms (default: 24 hours; 0 for no expiration time). */
  expirationMs?: number;
  /** Where the nonce comes from (default: a random one made here); a backend should issue it. */
  getNonce?: (input: SIWXMessageInput) => Promise<string>;
  /** Extra fields for the message (requestId, resources). */
  resources?: string[];
  /** Where sessions are kept (default: browser storage). */
  storage?: SIWXStorage;
  /** RPC URL per CAIP-2 network, so the default EVM verifier can check smart-account signatures. */
  rpcUrls?: Partial<Record<string, string>>;
  /** Signature checks per namespace (default: EVM through viem, Solana ed25519, Bitcoin BIP-322). */
  verifiers?: SIWXVerifier[];
  /** Whether signing in is required to stay connected (default true). */
  required?: boolean;
  /** Whether disconnecting clears the sessions (default true). */
  signOutOnDisconnect?: boolean;
  /** Called once a session is stored (e.g. to tell the backend). */
  onSignIn?: (session: SIWXSession) => void | Promise<void>;
  /** The clock (ms since epoch); for tests. */
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 16-character alphanumeric nonce (EIP-4361 asks for at least 8). */
export function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('');
}

function pageLocation(): { host: string; href: string } | undefined {
  const location = (globalThis as { location?: Location }).location;
  return location ? { host: location.host, href: location.href } : undefined;
}

/** EIP-55 form of an EVM address (viem loaded on use); other namespaces keep theirs. */
async function displayAddress(chainId: string, address: string): Promise<string> {
  if (!chainId.startsWith('eip155:')) return address;
  const { getAddress, isAddress } = await import('viem');
  if (!isAddress(address, { strict: false })) throw new Error(`Invalid EVM address "${address}"`);
  return getAddress(address);
}

/**
 * The project's SIWXConfig: EIP-4361 messages, sessions verified before they are stored, kept in
 * browser storage (or the given storage), and only handed out while current (SPEC §4).
 */
export function createDefaultSiwx(options: DefaultSiwxOptions = {}): SIWXConfig {
  const storage = options.storage ?? createBrowserSiwxStorage();
  const verifiers = options.verifiers ?? [
    createEip155Verifier({ rpcUrl: (chainId) => options.rpcUrls?.[chainId] }),
    createSolanaVerifier(),
    createBip122Verifier(),
  ];
  const now = options.now ?? Date.now;
  const expirationMs = options.expirationMs ?? DAY_MS;
  const required = options.required ?? true;

  const verify = async (session: SIWXSession): Promise<void> => {
    if (!isSession(session)) throw new Error('Invalid sign-in session');
    const namespace = session.data.chainId.split(':')[0];
    const verifier = verifiers.find((candidate) => candidate.chainNamespace === namespace);
    if (!verifier) throw new Error(`No sign-in verifier for ${namespace ?? 'this namespace'}`);
    if (!(await verifier.verify(session))) throw new Error('Invalid signature');
  };

  return {
    createMessage: async (input: SIWXMessageInput): Promise<SIWXMessage> => {
      const location = pageLocation();
      const domain = options.domain ?? location?.host;
      const uri = options.uri ?? location?.href;
      if (!domain || !uri) throw new Error('Sign-in needs a domain and uri outside a browser');
      const issued = now();
      return toSiwxMessage({
        domain,
        uri,
        version: '1',
        chainId: input.chainId,
        accountAddress: await displayAddress(input.chainId, input.accountAddress),
        nonce: options.getNonce ? await options.getNonce(input) : randomNonce(),
        issuedAt: new Date(issued).toISOString(),
        ...(options.statement ? { statement: options.statement } : {}),
        ...(expirationMs > 0 ? { expirationTime: new Date(issued + expirationMs).toISOString() } : {}),
        ...(input.notBefore ? { notBefore: input.notBefore } : {}),
        ...(options.resources?.length ? { resources: [...options.resources] } : {}),
      });
    },
    addSession: async (session) => {
      await verify(session);
      await storage.add(session);
      await options.onSignIn?.(session);
    },
    revokeSession: (chainId: CaipNetworkId, address: string) => storage.delete(chainId, address),
    setSessions: async (sessions) => {
      for (const session of sessions) await verify(session);
      await storage.set(sessions);
    },
    getSessions: async (chainId, address) =>
      (await storage.get(chainId, address)).filter((session) => isSessionCurrent(session.data, now())),
    getRequired: () => required,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
}
