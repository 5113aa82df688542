import { z } from 'zod';
import { DEFAULT_MAILBOX_LIMITS, type MailboxLimits } from './mailbox';

/** Default port of the local relay (DESIGN.md, "The local stack"). */
export const DEFAULT_RELAY_PORT = 8555;

/** Every bound of the relay: the mailbox's plus per-connection ones. */
export interface RelayLimits extends MailboxLimits {
  maxTopicsPerConnection: number;
  /** Largest WebSocket frame; a bigger one closes the socket with 1009 (message too big). */
  maxFrameBytes: number;
  /** Deliveries per connection that may wait for the client's ack before the oldest is forgotten. */
  maxAwaitingAcks: number;
}

/** Defaults for {@link RelayLimits}. */
export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  ...DEFAULT_MAILBOX_LIMITS,
  maxTopicsPerConnection: 1_000,
  maxFrameBytes: 4 * 1024 * 1024,
  maxAwaitingAcks: 1_000,
};

/** Options of `startRelay`; everything has a default. */
export interface RelayOptions {
  /** A loopback address; default 127.0.0.1. */
  host?: string;
  /** Default 8555; 0 picks a free port. */
  port?: number;
  /** Receives one line per notable event (connections, rejected frames, evictions). */
  log?: (line: string) => void;
  limits?: Partial<RelayLimits>;
  /** The relay pings every socket this often and drops one that did not pong since the last ping. */
  pingIntervalMs?: number;
  /** How often expired mailbox messages are dropped (they are never delivered either way). */
  sweepIntervalMs?: number;
  /** Clock for the mailbox and JWT expiry, in ms since the epoch; default Date.now. */
  now?: () => number;
}

/** {@link RelayOptions} with every default filled in. */
export interface RelaySettings {
  host: string;
  port: number;
  log: (line: string) => void;
  limits: RelayLimits;
  pingIntervalMs: number;
  sweepIntervalMs: number;
  now: () => number;
}

const LOOPBACK_HOST = /^(127(\.\d{1,3}){3}|::1|localhost)$/;
const isFunction = (value: unknown) => typeof value === 'function';
const limitKeys = Object.keys(DEFAULT_RELAY_LIMITS) as [keyof RelayLimits, ...(keyof RelayLimits)[]];

const RelayOptionsSchema = z.strictObject({
  host: z.string().regex(LOOPBACK_HOST, 'The relay only binds a loopback address').default('127.0.0.1'),
  port: z.number().int().min(0).max(65_535).default(DEFAULT_RELAY_PORT),
  log: z.custom<(line: string) => void>(isFunction, 'Expected a function').default(() => () => {}),
  limits: z.partialRecord(z.enum(limitKeys), z.number().int().positive()).default({}),
  pingIntervalMs: z.number().int().positive().default(20_000),
  sweepIntervalMs: z.number().int().positive().default(60_000),
  now: z.custom<() => number>(isFunction, 'Expected a function').default(() => Date.now),
});

/** Validates options and fills in defaults; throws an Error that lists every problem. */
export function resolveRelaySettings(options: RelayOptions): RelaySettings {
  const parsed = RelayOptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Invalid relay options: ${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, limits: { ...DEFAULT_RELAY_LIMITS, ...parsed.data.limits } };
}
