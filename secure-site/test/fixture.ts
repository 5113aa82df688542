import type { SmartAccountNetwork } from '../src/smart-account/networks';
import type { OnrampReportSource } from '../src/onramp/config';
import { randomBytes } from 'node:crypto';
import { DEFAULT_LIMITS, type Limits, type SiteContext } from '../src/context';
import { generateMasterKeyEntry, parseMasterKeys } from '../src/crypto/custody';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import type { Mail, Mailer } from '../src/mail/mailer';
import { saveProject } from '../src/auth/projects';

/** A context on a migrated database with a movable clock and an in-memory mailer. */
export interface TestSite {
  ctx: SiteContext;
  mails: Mail[];
  /** Moves the clock forward (or back, with a negative number). */
  advance(ms: number): void;
  /** The six-digit code in the newest mail to `to`. */
  lastCode(to: string): string;
  /** The approval link in the newest mail to `to`. */
  lastLink(to: string): string;
}

export const PUBLIC_ORIGIN = 'http://127.0.0.1:8787';
export const HOST_ORIGIN = 'https://app.example.com';

/** A device id as the frame makes it. */
export const newDeviceId = (): string => randomBytes(24).toString('base64url');

export async function testSite(
  db: Database,
  options: {
    limits?: Partial<Limits>;
    rpcUrls?: Map<number, string>;
    smartAccounts?: Map<number, SmartAccountNetwork>;
    onrampReports?: OnrampReportSource[];
    dev?: boolean;
  } = {},
): Promise<TestSite> {
  await migrate(db);
  let now = Date.parse('2026-11-24T10:00:00Z');
  const mails: Mail[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      mails.unshift(mail);
    },
    close: () => undefined,
  };
  const ctx: SiteContext = {
    db,
    clock: () => new Date(now),
    pepper: randomBytes(32),
    sessionKey: randomBytes(32),
    master: parseMasterKeys(generateMasterKeyEntry('k1')),
    mailer,
    publicOrigin: PUBLIC_ORIGIN,
    dev: options.dev ?? false,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    rpcUrls: options.rpcUrls ?? new Map(),
    smartAccounts: options.smartAccounts ?? new Map(),
    onrampReports: options.onrampReports ?? [],
  };
  await saveProject(ctx, {
    id: 'demo',
    allowedOrigins: [HOST_ORIGIN, 'https://*.example.org'],
    allowPreviewHosts: false,
  });
  const newest = (to: string): Mail => {
    const mail = mails.find((item) => item.to === to);
    if (!mail) throw new Error(`No mail to ${to}`);
    return mail;
  };
  return {
    ctx,
    mails,
    advance: (ms) => {
      now += ms;
    },
    lastCode: (to) => /\b(\d{6})\b/.exec(newest(to).text)?.[1] ?? '',
    lastLink: (to) => /(http\S+)/.exec(newest(to).text)?.[1] ?? '',
  };
}
