import type { FastifyInstance } from 'fastify';
import { startEmailUpdate, verifyPrimaryCode, verifySecondaryCode } from '../auth/email-update';
import type { SiteContext } from '../context';
import { body, session } from './api-routes';

/**
 * The email update's three steps, each for the signed-in user only (the api-routes hook has
 * already checked Origin, the project and the host origin).
 */
export function emailUpdateRoutes(app: FastifyInstance, ctx: SiteContext): void {
  app.post('/api/v1/email/update', async (request) => {
    const { userId } = await session(ctx, request);
    const action = await startEmailUpdate(ctx, { userId, ip: request.ip, newEmail: body(request).email });
    return { action };
  });

  app.post('/api/v1/email/update/primary', async (request) => {
    const { userId } = await session(ctx, request);
    await verifyPrimaryCode(ctx, { userId, ip: request.ip, otp: body(request).otp });
    return {};
  });

  app.post('/api/v1/email/update/secondary', async (request) => {
    const { userId } = await session(ctx, request);
    const newEmail = await verifySecondaryCode(ctx, { userId, ip: request.ip, otp: body(request).otp });
    return { newEmail };
  });
}
