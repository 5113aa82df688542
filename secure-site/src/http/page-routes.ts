import type { FastifyInstance } from 'fastify';
import { approveDevice } from '../auth/email-login';
import { checkProject } from '../auth/projects';
import { frameAncestors } from '../auth/origins';
import type { SiteContext } from '../context';
import { ApiError } from '../errors';
import { FRAME_STRINGS } from '../../frame/locales';
import { frameAssets } from './frame-assets';

const BASE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, text: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;

/**
 * The frame page's document (framable only by the project's origins), its script and style (no
 * inline code: script-src 'self'), and the device approval page.
 */
export function pageRoutes(app: FastifyInstance, ctx: SiteContext): void {
  app.get('/frame', async (request, reply) => {
    const { projectId } = request.query as { projectId?: string };
    let ancestors = frameAncestors([]);
    try {
      ancestors = frameAncestors(await checkProject(ctx, projectId));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    reply.header('content-security-policy', `${BASE_CSP}; ${ancestors}`);
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Secure wallet</title><link rel="stylesheet" href="/frame.css"><script type="module" src="/frame.js"></script></head><body><main id="app"></main></body></html>`;
  });

  app.get('/frame.js', async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8');
    return (await frameAssets()).script;
  });

  app.get('/frame.css', async (_request, reply) => {
    reply.type('text/css; charset=utf-8');
    return (await frameAssets()).style;
  });

  // Issue 22: one locale's strings for the frame's screens, fetched by the frame when the host
  // is in that locale (English is built into frame.js).
  app.get('/frame-locales/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const code = /^([A-Za-z-]{2,5})\.json$/.exec(file)?.[1];
    if (code === undefined || !Object.hasOwn(FRAME_STRINGS, code))
      throw new ApiError(404, `No frame strings for "${file.slice(0, 32)}"`);
    reply.type('application/json; charset=utf-8');
    return FRAME_STRINGS[code as keyof typeof FRAME_STRINGS];
  });

  app.get('/device/approve', async (request, reply) => {
    const { token } = request.query as { token?: string };
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    reply.type('text/html; charset=utf-8');
    try {
      const email = await approveDevice(ctx, token ?? '');
      return page(
        'Device approved',
        `The device is approved for ${email}: the login code is in your inbox. Enter it in the login window.`,
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reply.status(error.status);
      return page('Device not approved', error.message);
    }
  });

  app.get('/healthz', async () => ({ ok: true }));
}
