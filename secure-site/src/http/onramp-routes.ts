import type { FastifyInstance } from 'fastify';
import { checkProject } from '../auth/projects';
import type { SiteContext } from '../context';
import { ApiError } from '../errors';
import { fetchOnrampReport } from '../onramp/report';

const ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/;

/**
 * The onramp report (GET /onramp/v1/purchases?projectId&address): the wallet's purchases from
 * every provider configured with a report key, provider-neutral and validated. Called by the kit
 * from the host page, so the host's origin must be one the project allows (and gets CORS for).
 */
export function onrampRoutes(app: FastifyInstance, ctx: SiteContext): void {
  app.get('/onramp/v1/purchases', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const origin = request.headers.origin;
    if (typeof origin !== 'string') throw new ApiError(403, 'Unauthorized: origin not allowed');
    await checkProject(ctx, query.projectId, origin);
    reply.header('access-control-allow-origin', origin).header('vary', 'origin');
    const address = query.address;
    if (typeof address !== 'string' || !ADDRESS.test(address))
      throw new ApiError(400, 'address must be an EVM (0x and 40 hex digits) or Solana address');
    return fetchOnrampReport(ctx.onrampReports, address, { now: ctx.clock() });
  });
}
