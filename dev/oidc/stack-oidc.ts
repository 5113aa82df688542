import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../../secure-site/src/social/adapter';
import { SOCIAL_ADAPTERS } from '../../secure-site/src/social/providers';
import { spawnOidcProvider } from './process';
import type { DevOidcClient } from './provider';

/** The local OpenID provider of the stack and the secure-site settings that point every provider at it. */
export interface StackOidc {
  issuer: string;
  /** W3M_SOCIAL_* settings for the secure site (client ids and secrets, the dev issuer). */
  secureSiteEnv: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Client secrets made once into `<dataDir>/oidc-clients.json` (like the secure site's dev secrets):
 * never in the repository, the same across restarts of one data folder.
 */
function clientSecrets(dataDir: string): Record<SocialProviderId, string> {
  const file = join(dataDir, 'oidc-clients.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const secrets = Object.fromEntries(
      SOCIAL_PROVIDERS.map((provider) => [provider, randomBytes(24).toString('base64url')]),
    );
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Record<SocialProviderId, string>;
}

/** Starts the local OpenID provider with one client per social provider, redirecting to the secure site. */
export async function startStackOidc(options: {
  port: number;
  dataDir: string;
  secureSiteOrigin: string;
}): Promise<StackOidc> {
  const secrets = clientSecrets(options.dataDir);
  const clients: DevOidcClient[] = SOCIAL_PROVIDERS.map((provider) => ({
    provider,
    clientId: `w3m-local-${provider}`,
    clientSecret: secrets[provider],
    tokenAuth: SOCIAL_ADAPTERS[provider].tokenAuth,
    redirectUris: [`${options.secureSiteOrigin}/social/callback`],
  }));
  const oidc = await spawnOidcProvider({ port: options.port, clients });
  const secureSiteEnv: Record<string, string> = { W3M_SOCIAL_DEV_ISSUER: oidc.issuer };
  for (const client of clients) {
    secureSiteEnv[`W3M_SOCIAL_${client.provider.toUpperCase()}_CLIENT_ID`] = client.clientId;
    secureSiteEnv[`W3M_SOCIAL_${client.provider.toUpperCase()}_CLIENT_SECRET`] = client.clientSecret;
  }
  return { issuer: oidc.issuer, secureSiteEnv, stop: () => oidc.stop() };
}
