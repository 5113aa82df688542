import type { DevSmartAccounts } from './config';
import { parseSmartAccountNetworks } from '../secure-site/src/smart-account/networks';
import { saveProject } from '../secure-site/src/auth/projects';
import { loadConfig } from '../secure-site/src/config';
import { startSmtpCatcher, type SmtpCatcher } from '../secure-site/src/mail/smtp-catcher';
import { createContext, startSite } from '../secure-site/src/site';

/** The project id the demo pages use (also the relay's). */
export const DEMO_PROJECT_ID = 'w3m-elements-local';

/** Where and for whom the stack's secure site runs. */
export interface StackSecureSiteOptions {
  port: number;
  smtpPort: number;
  /** PGlite's folder and the generated development secrets (master key, pepper, session key). */
  dataDir: string;
  /** Where signed transactions go, per chain id. */
  rpcUrls: Record<number, string>;
  /** ERC-4337 per chain (awaited just before the site reads its configuration). */
  smartAccounts?: Promise<DevSmartAccounts[]>;
  /** Origins allowed to embed the frame for the demo project (the demo server's). */
  allowedOrigins: string[];
  /** More settings for the secure site (the social providers' W3M_SOCIAL_* from the local OpenID provider). */
  env?: Record<string, string>;
  /** The wait between mails to one address (W3M_CODE_COOLDOWN_MS); the site's default when absent. */
  codeCooldownMs?: number;
  log: (line: string) => void;
}

/** A running secure site with its SMTP catcher. */
export interface StackSecureSite {
  url: string;
  projectId: string;
  catcher: SmtpCatcher;
  stop(): Promise<void>;
}

/** The stack's ERC-4337 entries as the secure site reads them (the W3M_SMART_ACCOUNTS shape, validated). */
async function smartAccountNetworks(pending: Promise<DevSmartAccounts[]> | undefined) {
  const entries = (await pending) ?? [];
  return parseSmartAccountNetworks(
    JSON.stringify(
      entries.map(({ chainId, bundlerUrl, entryPoint, accountFactory }) => ({
        chainId,
        bundlerUrl,
        entryPoint,
        accountFactory,
      })),
    ),
  );
}

/**
 * Starts the SMTP catcher, then the secure site in development mode (PGlite and secrets under
 * `dataDir`), mailing through the catcher, with the demo project's allowed origins saved.
 */
export async function startStackSecureSite(options: StackSecureSiteOptions): Promise<StackSecureSite> {
  const catcher = await startSmtpCatcher({ port: options.smtpPort });
  try {
    const config = loadConfig(
      {
        W3M_DEV: '1',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        W3M_DATA_DIR: options.dataDir,
        SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
        W3M_RPC_URLS: Object.entries(options.rpcUrls)
          .map(([chainId, url]) => `${chainId}=${url}`)
          .join(','),
        ...options.env,
        ...(options.codeCooldownMs === undefined
          ? {}
          : { W3M_CODE_COOLDOWN_MS: String(options.codeCooldownMs) }),
      },
      options.log,
    );
    // The demo origins are listed explicitly (no "any localhost port" development default), so a
    // host outside the list is refused here as it would be in production.
    const baseContext = await createContext({ ...config, dev: false });
    // PGlite starts while the bundler loads; the smart-account networks join once it answers.
    const ctx = {
      ...baseContext,
      smartAccounts: await smartAccountNetworks(options.smartAccounts).catch(async (error: unknown) => {
        await baseContext.db.close();
        throw error;
      }),
    };
    await saveProject(ctx, {
      id: DEMO_PROJECT_ID,
      allowedOrigins: options.allowedOrigins,
      allowPreviewHosts: false,
    });
    const site = await startSite(ctx, config);
    options.log(`secure site on ${site.url} (data and development secrets in ${options.dataDir})`);
    return {
      url: config.publicOrigin,
      projectId: DEMO_PROJECT_ID,
      catcher,
      stop: async () => {
        await site.close();
        await catcher.close();
      },
    };
  } catch (error) {
    await catcher.close();
    throw error;
  }
}
