import { SOCIAL_PROVIDERS, type SocialProviderId } from './adapter';

/** One provider's app registration: from the secure site's settings, never from the host page. */
export interface SocialClientConfig {
  clientId: string;
  clientSecret: string;
}

/** Social login settings: the configured providers, and (dev only) one local issuer standing in for all. */
export interface SocialConfig {
  clients: Partial<Record<SocialProviderId, SocialClientConfig>>;
  /** The stack's local OpenID provider: every adapter's endpoints are taken from its discovery document. */
  devIssuer?: string;
}

const envName = (provider: SocialProviderId, part: 'CLIENT_ID' | 'CLIENT_SECRET'): string =>
  `W3M_SOCIAL_${provider.toUpperCase()}_${part}`;

/**
 * Reads `W3M_SOCIAL_<PROVIDER>_CLIENT_ID` / `_CLIENT_SECRET` for each provider (both or neither) and
 * `W3M_SOCIAL_DEV_ISSUER` (development only, an http(s) URL).
 */
export function parseSocialConfig(env: NodeJS.ProcessEnv, dev: boolean): SocialConfig {
  const clients: SocialConfig['clients'] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const clientId = env[envName(provider, 'CLIENT_ID')]?.trim();
    const clientSecret = env[envName(provider, 'CLIENT_SECRET')]?.trim();
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret)
      throw new Error(`Set both ${envName(provider, 'CLIENT_ID')} and ${envName(provider, 'CLIENT_SECRET')}`);
    clients[provider] = { clientId, clientSecret };
  }
  const devIssuer = env.W3M_SOCIAL_DEV_ISSUER?.trim() || undefined;
  if (devIssuer !== undefined) {
    if (!dev) throw new Error('W3M_SOCIAL_DEV_ISSUER is for development only (W3M_DEV=1)');
    if (!/^https?:\/\/[^\s]+$/.test(devIssuer))
      throw new Error(`W3M_SOCIAL_DEV_ISSUER is not a URL: ${devIssuer}`);
  }
  return { clients, devIssuer };
}
