import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteContext } from '../context';
import { isDeviceApproved, startEmailLogin, verifyCode } from '../auth/email-login';
import { checkProject } from '../auth/projects';
import {
  createSession,
  refreshSession,
  revokeSession,
  verifyAccess,
  type SessionClaims,
} from '../auth/sessions';
import { API_ERRORS, ApiError } from '../errors';
import { ensureWallet } from '../wallet/custody-store';
import { walletRpc } from '../wallet/rpc';
import { smartAccountRpc, smartAccountState } from '../smart-account/rpc';

type Body = Record<string, unknown>;

/** The JSON body as an object ({} for anything else). */
export const body = (request: FastifyRequest): Body =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Body) : {};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The caller's session from its bearer token, for its project; 401 'Session Expired' otherwise. */
export async function session(ctx: SiteContext, request: FastifyRequest): Promise<SessionClaims> {
  const match = /^Bearer ([A-Za-z0-9_.-]{20,2048})$/.exec(header(request, 'authorization') ?? '');
  if (!match) throw new ApiError(401, API_ERRORS.sessionInvalid);
  const claims = await verifyAccess(ctx, match[1] as string);
  if (claims.projectId !== header(request, 'x-project-id'))
    throw new ApiError(401, API_ERRORS.sessionInvalid);
  return claims;
}

/** The signed-in user as the frame sees it: email or social identity, and the wallet address. */
export async function userView(ctx: SiteContext, userId: string) {
  const [row] = await ctx.db.query<{
    email: string | null;
    address: string;
    provider: string | null;
    username: string | null;
  }>(
    `SELECT u.email, w.address, s.provider, s.username FROM users u JOIN wallets w ON w.user_id = u.id
     LEFT JOIN social_identities s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw new ApiError(401, API_ERRORS.sessionInvalid);
  return {
    email: row.email ?? undefined,
    address: row.address,
    ...(row.provider ? { socialProvider: row.provider, username: row.username ?? undefined } : {}),
  };
}

const chainIdOf = (value: unknown): number => {
  const chainId = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new ApiError(400, 'chainId must be a positive integer');
  return chainId;
};

/**
 * The frame's API. Every call must come from the frame page itself (`Origin` is the secure
 * site's own origin) and name its project and the host origin the frame found as its parent;
 * both are checked against the project's list before anything else happens.
 */
export function apiRoutes(app: FastifyInstance, ctx: SiteContext): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/') || request.url.startsWith('/api/v1/origin-check')) return;
    if (header(request, 'origin') !== ctx.publicOrigin) throw new ApiError(403, API_ERRORS.originNotAllowed);
    await checkProject(ctx, header(request, 'x-project-id'), header(request, 'x-host-origin') ?? '');
  });

  app.post('/api/v1/email/start', async (request) => {
    const { email, deviceId } = body(request);
    return {
      action: await startEmailLogin(ctx, {
        email: email as string,
        deviceId: deviceId as string,
        ip: request.ip,
      }),
    };
  });

  app.post('/api/v1/device/status', async (request) => {
    const { email, deviceId } = body(request);
    return { approved: await isDeviceApproved(ctx, email, deviceId) };
  });

  app.post('/api/v1/email/verify', async (request) => {
    const { email, deviceId, otp } = body(request);
    const userId = await verifyCode(ctx, {
      email: email as string,
      deviceId: deviceId as string,
      otp,
      ip: request.ip,
    });
    await ensureWallet(ctx, userId);
    const tokens = await createSession(ctx, userId, header(request, 'x-project-id') as string);
    return { ...tokens, user: await userView(ctx, userId) };
  });

  app.post('/api/v1/session/refresh', async (request) => refreshSession(ctx, body(request).refreshToken));

  app.post('/api/v1/session/signout', async (request) => {
    const claims = await session(ctx, request);
    await revokeSession(ctx, claims.sessionId);
    return {};
  });

  app.get('/api/v1/user', async (request) => userView(ctx, (await session(ctx, request)).userId));
  // The same as POST: a same-origin GET carries no Origin header, which every call must have.
  app.post('/api/v1/user', async (request) => userView(ctx, (await session(ctx, request)).userId));

  // The frame's first call: the hook above has checked the project and the parent origin it found.
  app.post('/api/v1/frame/check', async () => ({ allowed: true }));

  app.post('/api/v1/rpc', async (request) => {
    const claims = await session(ctx, request);
    const { method, params, chainId, accountType } = body(request);
    if (typeof method !== 'string') throw new ApiError(400, 'method is required');
    if (accountType !== undefined && accountType !== 'eoa' && accountType !== 'smartAccount')
      throw new ApiError(400, 'accountType must be eoa or smartAccount');
    const call = { method, params, chainId: chainIdOf(chainId) };
    const rpc = accountType === 'smartAccount' ? smartAccountRpc : walletRpc;
    return { result: await rpc(ctx, claims.userId, call) };
  });

  // The chains where the embedded wallet offers a smart account (GET_SMART_ACCOUNT_ENABLED_NETWORKS).
  app.post('/api/v1/smart-account/networks', async () => ({ chainIds: [...ctx.smartAccounts.keys()] }));

  // The user's smart account on a chain: its (counterfactual) address and whether it is deployed.
  app.post('/api/v1/smart-account', async (request) => {
    const claims = await session(ctx, request);
    return smartAccountState(ctx, claims.userId, chainIdOf(body(request).chainId));
  });

  // Called by the host page itself (CORS): its browser-set Origin tells whether the project allows it,
  // so a host outside the list learns 'Invalid App Configuration' instead of waiting for a timeout.
  app.get('/api/v1/origin-check', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = header(request, 'origin');
    if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    const { projectId } = request.query as { projectId?: string };
    await checkProject(ctx, projectId, origin ?? '');
    return { allowed: true };
  });
}
