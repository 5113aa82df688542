import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from './config';
import { DEFAULT_LIMITS, type Limits, type SiteContext } from './context';
import { parseMasterKeys } from './crypto/custody';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './http/app';
import { smtpMailer, type Mailer } from './mail/mailer';
import { fidRegistry } from './farcaster/registry';
import { SocialClients } from './social/clients';

/** A running secure site. */
export interface RunningSite {
  ctx: SiteContext;
  app: FastifyInstance;
  /** http://host:port it listens on. */
  url: string;
  close(): Promise<void>;
}

/** Opens the database, migrates it and builds the context (no HTTP yet). */
export async function createContext(
  config: SiteConfig,
  overrides: { db?: Database; mailer?: Mailer; limits?: Partial<Limits>; clock?: () => Date } = {},
): Promise<SiteContext> {
  const db =
    overrides.db ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
    ));
  await migrate(db);
  return {
    db,
    clock: overrides.clock ?? (() => new Date()),
    pepper: config.pepper,
    sessionKey: config.sessionKey,
    master: parseMasterKeys(config.masterKeys, config.masterKeyId),
    mailer: overrides.mailer ?? smtpMailer(config.smtpUrl, config.mailFrom),
    publicOrigin: config.publicOrigin,
    dev: config.dev,
    limits: { ...DEFAULT_LIMITS, ...config.limits, ...overrides.limits },
    rpcUrls: config.rpcUrls,
    social: Object.keys(config.social.clients).length > 0 ? new SocialClients(config.social) : undefined,
    farcaster: fidRegistry(config.farcaster),
    smartAccounts: config.smartAccounts,
    onrampReports: config.onrampReports,
  };
}

/** Starts the HTTP server on the configured host and port (0: a free one). */
export async function startSite(ctx: SiteContext, config: SiteConfig, logger = false): Promise<RunningSite> {
  const app = buildApp(ctx, { trustProxy: config.trustProxy, logger });
  const url = await app.listen({ host: config.host, port: config.port });
  return {
    ctx,
    app,
    url,
    close: async () => {
      await app.close();
      ctx.mailer.close();
      await ctx.db.close();
    },
  };
}
