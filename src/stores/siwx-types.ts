import type { CaipNetworkId } from '../chains/caip';

/** The data of a sign-in message (SPEC §3 "Session-based sign-in", EIP-4361 fields). */
export interface SIWXMessageData {
  /** The CAIP-2 network the session is for (e.g. eip155:1). */
  chainId: CaipNetworkId;
  /** The plain address that signs (no CAIP prefix). */
  accountAddress: string;
  /** The RFC 3986 authority asking for the sign-in (host[:port]). */
  domain: string;
  /** The RFC 3986 URI the sign-in is for. */
  uri: string;
  /** The message version; EIP-4361 knows '1'. */
  version: string;
  /** A random string (at least 8 alphanumerics) against replay. */
  nonce: string;
  /** A human-readable assertion; no line breaks. */
  statement?: string;
  /** ISO 8601 time the message was issued. */
  issuedAt?: string;
  /** ISO 8601 time after which the session must not be used. */
  expirationTime?: string;
  /** ISO 8601 time before which the session must not be used. */
  notBefore?: string;
  /** A system-specific request id. */
  requestId?: string;
  /** URIs the user wishes to have resolved as part of the sign-in. */
  resources?: string[];
}

/** What createMessage is asked for: who signs, on which network. */
export interface SIWXMessageInput {
  accountAddress: string;
  chainId: CaipNetworkId;
  notBefore?: string;
}

/** A message: its data plus the text the wallet signs. */
export type SIWXMessage = SIWXMessageData & {
  /** The text to sign. */
  toString(): string;
};

/** A CAIP-74 object capability, as one-click authentication returns it. */
export interface Cacao {
  h: { t: string };
  p: Record<string, unknown>;
  s: { t: string; s: string; m?: string };
}

/** A signed sign-in: the data, the exact text signed and the signature (SPEC §3). */
export interface SIWXSession {
  data: SIWXMessageData;
  message: string;
  signature: string;
  cacao?: Cacao;
}

/**
 * AppKit's SIWXConfig shape: any object with these members plugs in as the `siwx` option.
 * Sessions are looked up per CAIP-2 network id and plain address.
 */
export interface SIWXConfig {
  /** Builds the message for an account on a network. */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>;
  /** Verifies (as the implementation sees fit) and stores a signed session; throws when invalid. */
  addSession(session: SIWXSession): Promise<void>;
  /** Removes the sessions of an address on a network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Replaces every stored session (an empty list signs out everywhere). */
  setSessions(sessions: SIWXSession[]): Promise<void>;
  /** The stored sessions of an address on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  /** Whether the user must sign in to stay connected (default false). */
  getRequired?: () => boolean;
  /** Whether disconnecting clears the sessions (default true). */
  signOutOnDisconnect?: boolean;
}
