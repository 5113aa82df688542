import * as oauth from 'openid-client';
import { ApiError } from '../errors';
import type { SocialAdapter, SocialProviderId } from './adapter';
import type { SocialConfig } from './config';
import { SOCIAL_ADAPTERS } from './providers';

/** A provider ready for a login: its adapter, its OAuth client and where its user endpoint is. */
export interface SocialClient {
  adapter: SocialAdapter;
  config: oauth.Configuration;
  userEndpoint?: URL;
}

const clientAuth = (adapter: SocialAdapter, secret: string): oauth.ClientAuth =>
  adapter.tokenAuth === 'client_secret_basic'
    ? oauth.ClientSecretBasic(secret)
    : oauth.ClientSecretPost(secret);

/**
 * Builds (once per process) each configured provider's OAuth client. In production the adapter's
 * own endpoints are used; with a dev issuer, its discovery document replaces them and the user
 * endpoint becomes the issuer's provider-shaped stand-in (`/api/<provider>/user`).
 */
export class SocialClients {
  private readonly built = new Map<SocialProviderId, Promise<SocialClient>>();

  constructor(private readonly settings: SocialConfig) {}

  /** The providers this site offers. */
  configured(): SocialProviderId[] {
    return Object.keys(this.settings.clients) as SocialProviderId[];
  }

  /** The provider's client, or 400 when it is not configured here. */
  get(provider: SocialProviderId): Promise<SocialClient> {
    let client = this.built.get(provider);
    if (!client) {
      client = this.build(provider);
      this.built.set(provider, client);
      // A failed discovery is retried on the next login instead of being remembered.
      client.catch(() => this.built.delete(provider));
    }
    return client;
  }

  private async build(provider: SocialProviderId): Promise<SocialClient> {
    const adapter = SOCIAL_ADAPTERS[provider];
    const registration = this.settings.clients[provider];
    if (!registration)
      throw new ApiError(400, `Sign in with ${adapter.label} is not configured on this site`);
    const metadata = { client_id: registration.clientId, client_secret: registration.clientSecret };
    const auth = clientAuth(adapter, registration.clientSecret);
    const { devIssuer } = this.settings;
    if (devIssuer) {
      const config = await oauth.discovery(new URL(devIssuer), registration.clientId, metadata, auth, {
        execute: devIssuer.startsWith('http:') ? [oauth.allowInsecureRequests] : [],
      });
      return {
        adapter,
        config,
        userEndpoint: adapter.userEndpoint ? new URL(`/api/${provider}/user`, devIssuer) : undefined,
      };
    }
    const config = new oauth.Configuration({ ...adapter.endpoints }, registration.clientId, metadata, auth);
    return {
      adapter,
      config,
      userEndpoint: adapter.userEndpoint ? new URL(adapter.userEndpoint) : undefined,
    };
  }
}
