import { randomUUID } from 'node:crypto';
import * as oauth from 'openid-client';
import type { SiteContext } from '../context';
import { hashSecret, newToken, sameHash } from '../crypto/hashing';
import { ApiError } from '../errors';
import { isSocialProvider, ProviderAnswerError, type SocialIdentity, type SocialProviderId } from './adapter';
import type { SocialClient } from './clients';

/** How long a started social login may take (the popup's whole round trip). */
export const SOCIAL_LOGIN_LIFETIME_MS = 10 * 60_000;

/** The path providers return to; also the only URL CONNECT_SOCIAL accepts. */
export const CALLBACK_PATH = '/social/callback';

/** Who asks: the project and the host origin the frame found (already checked against the project). */
export interface SocialCaller {
  projectId: string;
  hostOrigin: string;
}

/** Messages the frame shows; the host maps none of them (they are the user's to read). */
export const SOCIAL_ERRORS = {
  unknownLogin: 'This sign-in has expired or was already used: please try again',
  otherFrame: 'This sign-in was started in another window: please try again',
  badResult: 'The sign-in result is not valid',
  denied: (label: string) => `You declined the sign-in with ${label}`,
} as const;

function socialClients(ctx: SiteContext) {
  if (!ctx.social) throw new ApiError(400, 'Social login is not configured on this site');
  return ctx.social;
}

/** The redirect URI registered with every provider. */
export const callbackUrl = (ctx: SiteContext): string => `${ctx.publicOrigin}${CALLBACK_PATH}`;

/**
 * GET_SOCIAL_REDIRECT_URI: records a login (state, nonce, PKCE verifier, the frame's binding) and
 * answers the provider's authorization URL, plus the binding the frame keeps for CONNECT_SOCIAL.
 */
export async function startSocialLogin(
  ctx: SiteContext,
  caller: SocialCaller,
  provider: unknown,
  returnUrl?: unknown,
): Promise<{ uri: string; binding: string }> {
  if (!isSocialProvider(provider)) throw new ApiError(400, 'Unknown social provider');
  const back = returnUrl === undefined ? null : hostReturnUrl(caller, returnUrl);
  const client = await socialClients(ctx).get(provider);
  const state = newToken();
  const nonce = newToken();
  const binding = newToken();
  const verifier = oauth.randomPKCECodeVerifier();
  const now = ctx.clock();
  await ctx.db.query(
    `INSERT INTO social_logins (id, state_hash, binding_hash, provider, nonce, code_verifier, project_id, host_origin, expires_at, created_at, return_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      randomUUID(),
      hashSecret(ctx.pepper, 'social-state', state),
      hashSecret(ctx.pepper, 'social-binding', binding),
      provider,
      nonce,
      verifier,
      caller.projectId,
      caller.hostOrigin,
      new Date(now.getTime() + SOCIAL_LOGIN_LIFETIME_MS).toISOString(),
      now.toISOString(),
      back,
    ],
  );
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(ctx),
    scope: client.adapter.scope,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...client.adapter.authorizationParams,
  };
  if (client.adapter.openid) parameters.nonce = nonce;
  return { uri: oauth.buildAuthorizationUrl(client.config, parameters).href, binding };
}

/** A Telegram login's return address: an http(s) URL on the host origin the frame serves. */
function hostReturnUrl(caller: SocialCaller, value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) throw new ApiError(400, 'returnUrl is not valid');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ApiError(400, 'returnUrl is not valid');
  }
  if (url.origin !== caller.hostOrigin)
    throw new ApiError(400, 'returnUrl must be on the host page’s origin');
  return url.href;
}

/**
 * The callback page's lookup for a live login with this state: the host origin to post the result
 * to, and (Telegram) the host page to return to with it.
 */
export async function pendingLogin(
  ctx: SiteContext,
  state: unknown,
): Promise<{ hostOrigin: string; returnUrl?: string } | undefined> {
  if (typeof state !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(state)) return undefined;
  const [row] = await ctx.db.query<{ host_origin: string; return_url: string | null }>(
    `SELECT host_origin, return_url FROM social_logins WHERE state_hash = $1 AND consumed_at IS NULL AND expires_at > $2`,
    [hashSecret(ctx.pepper, 'social-state', state), ctx.clock().toISOString()],
  );
  return row ? { hostOrigin: row.host_origin, returnUrl: row.return_url ?? undefined } : undefined;
}

/** Reads the callback URL the host passed on: it must be this site's callback with a state. */
export function parseResultUri(ctx: SiteContext, uri: unknown): URL {
  if (typeof uri !== 'string' || uri.length > 4096) throw new ApiError(400, SOCIAL_ERRORS.badResult);
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new ApiError(400, SOCIAL_ERRORS.badResult);
  }
  if (url.origin !== ctx.publicOrigin || url.pathname !== CALLBACK_PATH || !url.searchParams.get('state'))
    throw new ApiError(400, SOCIAL_ERRORS.badResult);
  return url;
}

interface LoginRow {
  provider: string;
  nonce: string;
  code_verifier: string;
  binding_hash: string;
  project_id: string;
  host_origin: string;
}

/** Uses up the login named by the state (once, atomically, within its lifetime). */
async function consumeLogin(ctx: SiteContext, state: string): Promise<LoginRow> {
  const now = ctx.clock().toISOString();
  const [row] = await ctx.db.query<LoginRow>(
    `UPDATE social_logins SET consumed_at = $2
     WHERE state_hash = $1 AND consumed_at IS NULL AND expires_at > $2
     RETURNING provider, nonce, code_verifier, binding_hash, project_id, host_origin`,
    [hashSecret(ctx.pepper, 'social-state', state), now],
  );
  if (!row) throw new ApiError(400, SOCIAL_ERRORS.unknownLogin);
  return row;
}

async function readIdentity(
  client: SocialClient,
  tokens: oauth.TokenEndpointResponse & oauth.TokenEndpointResponseHelpers,
): Promise<SocialIdentity> {
  const { adapter } = client;
  if (adapter.openid)
    return adapter.identity({ idToken: tokens.claims() as Record<string, unknown> | undefined });
  if (!client.userEndpoint) throw new ProviderAnswerError(adapter.label, 'configuration (no user endpoint)');
  const response = await oauth.fetchProtectedResource(
    client.config,
    tokens.access_token,
    client.userEndpoint,
    'GET',
  );
  if (!response.ok) throw new ProviderAnswerError(adapter.label, `user endpoint status ${response.status}`);
  const user: unknown = await response.json().catch(() => undefined);
  return adapter.identity({ user });
}

/** The user of this identity (made on the first login, with the username kept current). */
async function userForIdentity(
  ctx: SiteContext,
  provider: SocialProviderId,
  identity: SocialIdentity,
): Promise<string> {
  const now = ctx.clock().toISOString();
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.query<{ user_id: string }>(
      `UPDATE social_identities SET username = $3, updated_at = $4 WHERE provider = $1 AND subject = $2 RETURNING user_id`,
      [provider, identity.subject, identity.username, now],
    );
    if (existing) return existing.user_id;
    const userId = randomUUID();
    await tx.query('INSERT INTO users (id, email, created_at) VALUES ($1, NULL, $2)', [userId, now]);
    await tx.query(
      `INSERT INTO social_identities (provider, subject, user_id, username, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`,
      [provider, identity.subject, userId, identity.username, now],
    );
    return userId;
  });
}

/**
 * CONNECT_SOCIAL: checks the result against the login it names (unused, live, started by this
 * frame for this project and host), exchanges the code server-side with the PKCE verifier, checks
 * state and nonce, reads the identity through the provider's adapter and answers its user id.
 */
export async function finishSocialLogin(
  ctx: SiteContext,
  caller: SocialCaller,
  input: { uri: unknown; binding: unknown },
): Promise<{ userId: string; provider: SocialProviderId; identity: SocialIdentity }> {
  const url = parseResultUri(ctx, input.uri);
  const state = url.searchParams.get('state') as string;
  const row = await consumeLogin(ctx, state);
  const binding = typeof input.binding === 'string' ? input.binding : '';
  if (
    !sameHash(hashSecret(ctx.pepper, 'social-binding', binding), row.binding_hash) ||
    row.project_id !== caller.projectId ||
    row.host_origin !== caller.hostOrigin ||
    !isSocialProvider(row.provider)
  )
    throw new ApiError(400, SOCIAL_ERRORS.otherFrame);
  const client = await socialClients(ctx).get(row.provider);
  const label = client.adapter.label;
  const error = url.searchParams.get('error');
  if (error === 'access_denied') throw new ApiError(400, SOCIAL_ERRORS.denied(label));
  if (error) throw new ApiError(400, `${label} refused the sign-in: ${error.slice(0, 100)}`);
  let identity: SocialIdentity;
  try {
    const tokens = await oauth.authorizationCodeGrant(
      client.config,
      url,
      {
        pkceCodeVerifier: row.code_verifier,
        expectedState: state,
        expectedNonce: client.adapter.openid ? row.nonce : undefined,
        idTokenExpected: client.adapter.openid,
      },
      { redirect_uri: callbackUrl(ctx) },
    );
    identity = await readIdentity(client, tokens);
  } catch (failure) {
    if (failure instanceof ProviderAnswerError) throw new ApiError(502, failure.message);
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new ApiError(400, `The sign-in with ${label} could not be completed: ${reason.slice(0, 200)}`);
  }
  return { userId: await userForIdentity(ctx, row.provider, identity), provider: row.provider, identity };
}
