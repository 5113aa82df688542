import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { interactionRoutes } from './interactions';
import { USER_ENDPOINT_SHAPES, devUser } from './users';

/** One OAuth client of the local provider: a stand-in for one social provider's app registration. */
export interface DevOidcClient {
  /** The social provider it stands in for (google, github, …). */
  provider: string;
  clientId: string;
  clientSecret: string;
  tokenAuth: 'client_secret_post' | 'client_secret_basic';
  redirectUris: string[];
}

/** Options of {@link startOidcProvider}. */
export interface OidcProviderOptions {
  port: number;
  clients: DevOidcClient[];
  /** Cookie signing keys (random when absent). */
  cookieKeys?: string[];
}

/** A running local OpenID provider. */
export interface RunningOidcProvider {
  /** The issuer, http://127.0.0.1:port. */
  issuer: string;
  stop(): Promise<void>;
}

/** Every scope the six adapters ask for, so the local provider grants what production would. */
const SCOPES = [
  'openid',
  'email',
  'profile',
  'name',
  'read:user',
  'users.read',
  'tweet.read',
  'identify',
  'public_profile',
];

function configuration(options: OidcProviderOptions, jwk: Record<string, unknown>): Configuration {
  return {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: `${client.provider} (local)`,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: client.tokenAuth,
    })),
    jwks: { keys: [jwk] },
    // Google and Apple put the email in the ID token, so the local provider does too.
    conformIdTokenClaims: false,
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    cookies: { keys: options.cookieKeys ?? [crypto.randomUUID(), crypto.randomUUID()] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = devUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        claims: async () => ({
          sub: user.sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.login,
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  };
}

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

/**
 * The provider-shaped user endpoints (`/api/<provider>/user`): a bearer access token this provider
 * issued, answered with the user in that provider's documented JSON.
 */
async function userEndpoint(
  provider: Provider,
  clients: DevOidcClient[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const match = /^\/api\/([a-z]+)\/user$/.exec(new URL(request.url ?? '/', 'http://local').pathname);
  if (!match || request.method !== 'GET') return false;
  const shape = USER_ENDPOINT_SHAPES[match[1] as string];
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
  const client = clients.find((item) => item.clientId === token?.clientId);
  const user = token?.accountId ? devUser(token.accountId) : undefined;
  if (!shape) json(response, 404, { error: 'not_found' });
  else if (!token || !user || client?.provider !== match[1]) json(response, 401, { error: 'invalid_token' });
  else json(response, 200, shape(user));
  return true;
}

/**
 * Starts the local OpenID provider (oidc-provider) on 127.0.0.1: one client per social provider,
 * a login and consent page offering the dev users, and provider-shaped user endpoints.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  let handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> = async (_q, response) =>
    json(response, 503, { error: 'starting' });
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error) });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-dev', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, configuration(options, jwk));
  const interactions = interactionRoutes(provider);
  const callback = provider.callback();
  handle = async (request, response) => {
    if (await interactions(request, response)) return;
    if (await userEndpoint(provider, options.clients, request, response)) return;
    callback(request, response);
  };
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
