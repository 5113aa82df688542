import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSession } from '../auth/sessions';
import type { SiteContext } from '../context';
import { ApiError } from '../errors';
import { authenticateChannel, openChannel, readChannel, statusBody } from '../farcaster/channels';
import { finishFarcasterLogin, startFarcasterLogin } from '../farcaster/login';
import type { SocialCaller } from '../social/login';
import { ensureWallet } from '../wallet/custody-store';
import { userView } from './api-routes';

function caller(request: FastifyRequest): SocialCaller {
  return {
    projectId: String(request.headers['x-project-id'] ?? ''),
    hostOrigin: String(request.headers['x-host-origin'] ?? ''),
  };
}

/** The channel token from `Authorization: Bearer <token>`, as the relay reads it. */
function channelToken(request: FastifyRequest): string {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(String(request.headers.authorization ?? ''));
  if (!match) throw new ApiError(401, 'Unauthorized');
  return match[1] as string;
}

const fields = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};

/**
 * Sign In With Farcaster: the channel relay in the Farcaster auth relay's shape (/v1/channel,
 * /v1/channel/status, /v1/channel/authenticate) and the frame's start and finish calls (behind
 * the API's origin checks).
 */
export function farcasterRoutes(app: FastifyInstance, ctx: SiteContext): void {
  app.post('/v1/channel', async (request, reply) =>
    reply.code(201).send(await openChannel(ctx, request.body)),
  );

  app.get('/v1/channel/status', async (request, reply) => {
    const body = statusBody(await readChannel(ctx, channelToken(request)));
    return reply.code(body.state === 'completed' ? 200 : 202).send(body);
  });

  app.post('/v1/channel/authenticate', async (request, reply) =>
    reply.code(201).send(await authenticateChannel(ctx, channelToken(request), request.body)),
  );

  app.post('/api/v1/farcaster/start', async (request) => {
    const { url, channelToken: token, binding } = await startFarcasterLogin(ctx, caller(request));
    return { url, channelToken: token, binding };
  });

  app.post('/api/v1/farcaster/finish', async (request, reply) => {
    const { channelToken: token, binding } = fields(request);
    const done = await finishFarcasterLogin(ctx, caller(request), { channelToken: token, binding });
    if (!done) return reply.code(202).send({ state: 'pending' });
    await ensureWallet(ctx, done.userId);
    const tokens = await createSession(ctx, done.userId, caller(request).projectId);
    return { ...tokens, user: await userView(ctx, done.userId) };
  });
}
