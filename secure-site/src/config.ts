import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Limits } from './context';
import { generateMasterKeyEntry } from './crypto/custody';
import { parseFarcasterConfig, type FarcasterConfig } from './farcaster/config';
import { parseOnrampReportConfig, type OnrampReportSource } from './onramp/config';
import { parseSocialConfig, type SocialConfig } from './social/config';
import { parseSmartAccountNetworks, type SmartAccountNetwork } from './smart-account/networks';

/** The server's settings, from the environment (and, in dev, generated secrets in the data folder). */
export interface SiteConfig {
  host: string;
  port: number;
  /** The origin browsers reach the site at (default http://host:port). */
  publicOrigin: string;
  databaseUrl?: string;
  dataDir: string;
  smtpUrl: string;
  mailFrom: string;
  masterKeys: string;
  masterKeyId?: string;
  pepper: Uint8Array;
  sessionKey: Uint8Array;
  dev: boolean;
  trustProxy: boolean;
  rpcUrls: Map<number, string>;
  /** Social login providers (W3M_SOCIAL_*). */
  social: SocialConfig;
  /** Sign In With Farcaster (W3M_FARCASTER_*; OP Mainnet by default). */
  farcaster: FarcasterConfig;
  /** ERC-4337 per chain id (W3M_SMART_ACCOUNTS); chains without an entry have no smart account. */
  smartAccounts: Map<number, SmartAccountNetwork>;
  /** Rule numbers changed from issue 16's defaults (W3M_CODE_COOLDOWN_MS, for test stacks). */
  limits: Partial<Limits>;
  /** Onramp purchase reports (W3M_ONRAMP_*; secrets only from the environment). */
  onrampReports: OnrampReportSource[];
}

/**
 * W3M_CODE_COOLDOWN_MS: the per-address wait between mailed codes (default 30000). A test stack
 * shortens it so no end-to-end test waits on it; 0 turns it off.
 */
export function parseLimits(env: NodeJS.ProcessEnv): Partial<Limits> {
  const text = env.W3M_CODE_COOLDOWN_MS;
  if (text === undefined || text === '') return {};
  const ms = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(ms) || ms > 3_600_000)
    throw new Error(`W3M_CODE_COOLDOWN_MS must be a whole number of milliseconds up to 3600000: ${text}`);
  return { codeCooldownMs: ms };
}

/** Parses "31337=http://127.0.0.1:8545,8453=https://…". */
export function parseRpcUrls(text: string | undefined): Map<number, string> {
  const urls = new Map<number, string>();
  for (const entry of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id, url] = entry.split('=', 2);
    const chainId = Number(id);
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || !url || !/^https?:\/\//.test(url))
      throw new Error(`W3M_RPC_URLS entry is not "chainId=http(s)://url": ${entry}`);
    urls.set(chainId, url);
  }
  return urls;
}

function secretFromEnv(name: string, value: string | undefined): Uint8Array | undefined {
  if (!value) return undefined;
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < 32) throw new Error(`${name} must be at least 32 bytes, base64 encoded`);
  return bytes;
}

/**
 * Dev only: secrets made once into `<dataDir>/dev-secrets.json` and reused, so `npm start` needs
 * no setup. Production must set W3M_MASTER_KEYS, W3M_PEPPER and W3M_SESSION_KEY.
 */
function devSecrets(dataDir: string, log: (line: string) => void) {
  const file = join(dataDir, 'dev-secrets.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const secrets = {
      masterKeys: generateMasterKeyEntry('dev1'),
      pepper: randomBytes(32).toString('base64'),
      sessionKey: randomBytes(32).toString('base64'),
    };
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    log(
      `Generated development secrets (master key, pepper, session key) into ${file}: never use them in production.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { masterKeys: string; pepper: string; sessionKey: string };
}

/** Reads the configuration; throws a clear error for anything missing or malformed. */
export function loadConfig(env: NodeJS.ProcessEnv, log: (line: string) => void = console.log): SiteConfig {
  const dev = env.W3M_DEV === '1' || env.NODE_ENV === 'development';
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const dataDir = env.W3M_DATA_DIR ?? join(process.cwd(), '.secure-site');
  const generated = dev ? devSecrets(dataDir, log) : undefined;
  const pepper = secretFromEnv('W3M_PEPPER', env.W3M_PEPPER ?? generated?.pepper);
  const sessionKey = secretFromEnv('W3M_SESSION_KEY', env.W3M_SESSION_KEY ?? generated?.sessionKey);
  const masterKeys = env.W3M_MASTER_KEYS ?? generated?.masterKeys;
  if (!pepper || !sessionKey || !masterKeys)
    throw new Error(
      'Set W3M_MASTER_KEYS, W3M_PEPPER and W3M_SESSION_KEY (or W3M_DEV=1 to generate development ones)',
    );
  return {
    host,
    port,
    publicOrigin: new URL(env.W3M_PUBLIC_URL ?? `http://${host}:${port}`).origin,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    mailFrom: env.MAIL_FROM ?? 'Secure wallet <wallet@localhost>',
    masterKeys,
    masterKeyId: env.W3M_MASTER_KEY_ID || undefined,
    pepper,
    sessionKey,
    dev,
    trustProxy: env.TRUST_PROXY === '1',
    rpcUrls: parseRpcUrls(env.W3M_RPC_URLS),
    social: parseSocialConfig(env, dev),
    farcaster: parseFarcasterConfig(env),
    smartAccounts: parseSmartAccountNetworks(env.W3M_SMART_ACCOUNTS),
    limits: parseLimits(env),
    onrampReports: parseOnrampReportConfig(env, dev),
  };
}
