import type { MasterKeys } from './crypto/custody';
import type { Database } from './db/database';
import type { FidRegistry } from './farcaster/registry';
import type { Mailer } from './mail/mailer';
import type { OnrampReportSource } from './onramp/config';
import type { SocialClients } from './social/clients';
import type { SmartAccountNetwork } from './smart-account/networks';

/** The rules' numbers; tests and the bench may change them, the defaults are issue 16's. */
export interface Limits {
  /** One new code (or device link) per address per this many ms (30 s). */
  codeCooldownMs: number;
  /** A code's lifetime (10 min). */
  codeLifetimeMs: number;
  /** Wrong tries that end a code (5). */
  maxCodeAttempts: number;
  /** A device approval link's lifetime (10 min). */
  deviceLinkLifetimeMs: number;
  /** Per-IP window for the limits below (10 min). */
  ipWindowMs: number;
  /** Login starts (mails sent) per IP per window. */
  ipStartsPerWindow: number;
  /** Code checks per IP per window. */
  ipVerifiesPerWindow: number;
  /** Access token lifetime in seconds (15 min). */
  accessTokenSeconds: number;
  /** Refresh token lifetime in seconds (30 days). */
  refreshTokenSeconds: number;
}

/** Issue 16's defaults. */
export const DEFAULT_LIMITS: Limits = {
  codeCooldownMs: 30_000,
  codeLifetimeMs: 10 * 60_000,
  maxCodeAttempts: 5,
  deviceLinkLifetimeMs: 10 * 60_000,
  ipWindowMs: 10 * 60_000,
  ipStartsPerWindow: 30,
  ipVerifiesPerWindow: 60,
  accessTokenSeconds: 15 * 60,
  refreshTokenSeconds: 30 * 24 * 3600,
};

/** Everything a request handler needs; one per process, no per-instance state in it. */
export interface SiteContext {
  db: Database;
  /** The current time (tests move it). */
  clock: () => Date;
  /** HMAC key for codes, device ids and tokens at rest. */
  pepper: Uint8Array;
  /** HS256 key for access tokens. */
  sessionKey: Uint8Array;
  master: MasterKeys;
  mailer: Mailer;
  /** The secure site's public origin, e.g. http://127.0.0.1:8787. */
  publicOrigin: string;
  /** Development: localhost and 127.0.0.1 on any port are allowed ancestors for every project. */
  dev: boolean;
  limits: Limits;
  /** JSON-RPC endpoints by chain id, for broadcasting transactions. */
  rpcUrls: ReadonlyMap<number, string>;
  /** The social providers this site offers (absent: none). */
  social?: SocialClients;
  /** Sign In With Farcaster's ID registry (absent: Farcaster is off). */
  farcaster?: FidRegistry;
  /** ERC-4337 per chain id: the embedded wallet offers a smart account on these chains. */
  smartAccounts: ReadonlyMap<number, SmartAccountNetwork>;
  /** Onramp providers whose purchase reports the site reads (empty: none). */
  onrampReports: readonly OnrampReportSource[];
}
