import Fastify, { type FastifyInstance } from 'fastify';
import type { SiteContext } from '../context';
import { ApiError } from '../errors';
import { apiRoutes } from './api-routes';
import { farcasterRoutes } from './farcaster-routes';
import { onrampRoutes } from './onramp-routes';
import { emailUpdateRoutes } from './email-update-routes';
import { pageRoutes } from './page-routes';
import { socialRoutes } from './social-routes';

/** Options of the HTTP server. */
export interface AppOptions {
  /** Trust X-Forwarded-For from a load balancer in front (for per-IP limits). */
  trustProxy?: boolean;
  /** Log requests (pino, JSON lines). */
  logger?: boolean;
}

/** The secure site: frame page, device approval page and the API, on one origin. */
export function buildApp(ctx: SiteContext, options: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.status).send({
        error: error.message,
        ...(error.rpcCode === undefined ? {} : { code: error.rpcCode }),
        ...(error.reason === undefined ? {} : { reason: error.reason }),
        ...(error.count === undefined ? {} : { count: error.count }),
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500)
      return reply.status(status).send({ error: (error as Error).message });
    request.log.error(error);
    return reply.status(500).send({ error: 'Internal error' });
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });
  apiRoutes(app, ctx);
  emailUpdateRoutes(app, ctx);
  pageRoutes(app, ctx);
  socialRoutes(app, ctx);
  farcasterRoutes(app, ctx);
  onrampRoutes(app, ctx);
  return app;
}
