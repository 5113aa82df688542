import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSession } from '../auth/sessions';
import type { SiteContext } from '../context';
import {
  CALLBACK_PATH,
  finishSocialLogin,
  pendingLogin,
  startSocialLogin,
  type SocialCaller,
} from '../social/login';
import { ensureWallet } from '../wallet/custody-store';
import { userView } from './api-routes';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const CALLBACK_CSP =
  "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The callback page's script: hands the result URL to the window that opened the popup, and only
 * if that window is the host origin the login was started for (never '*').
 */
const CALLBACK_SCRIPT = `const main = document.getElementById('social-result');
const target = main && main.dataset.hostOrigin;
const resultUri = main && main.dataset.resultUri;
const returnUrl = main && main.dataset.returnUrl;
if (target && resultUri && window.opener) window.opener.postMessage({ resultUri }, target);
else if (resultUri && returnUrl) {
  const back = new URL(returnUrl);
  back.searchParams.set('result_uri', resultUri);
  location.replace(back.href);
}
`;

function caller(request: FastifyRequest): SocialCaller {
  return {
    projectId: String(request.headers['x-project-id'] ?? ''),
    hostOrigin: String(request.headers['x-host-origin'] ?? ''),
  };
}

const fields = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};

/** The result page providers return to: GET (query) or POST (Apple's form_post). */
async function callbackPage(ctx: SiteContext, params: Record<string, unknown>): Promise<string> {
  const result = new URL(`${ctx.publicOrigin}${CALLBACK_PATH}`);
  for (const name of ['code', 'state', 'error', 'error_description', 'iss'])
    if (typeof params[name] === 'string')
      result.searchParams.set(name, (params[name] as string).slice(0, 2048));
  const login = await pendingLogin(ctx, params.state);
  const back = login?.returnUrl ? ` data-return-url="${escapeHtml(login.returnUrl)}"` : '';
  const body = login
    ? `<main id="social-result" data-host-origin="${escapeHtml(login.hostOrigin)}" data-result-uri="${escapeHtml(result.href)}"${back}><h1>Signing you in…</h1><p>This window closes by itself.</p></main>`
    : '<main><h1>Sign-in not found</h1><p>This sign-in has expired or was already used: close this window and try again.</p></main>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title><script type="module" src="/social-callback.js"></script></head><body>${body}</body></html>`;
}

/** Social login: the frame's start and finish calls (behind the API's origin checks) and the callback page. */
export function socialRoutes(app: FastifyInstance, ctx: SiteContext): void {
  app.post('/api/v1/social/start', async (request) =>
    startSocialLogin(ctx, caller(request), fields(request).provider, fields(request).returnUrl),
  );

  app.post('/api/v1/social/finish', async (request) => {
    const { uri, binding } = fields(request);
    const { userId } = await finishSocialLogin(ctx, caller(request), { uri, binding });
    await ensureWallet(ctx, userId);
    const tokens = await createSession(ctx, userId, caller(request).projectId);
    return { ...tokens, user: await userView(ctx, userId) };
  });

  app.get('/social-callback.js', async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8');
    return CALLBACK_SCRIPT;
  });

  // Apple posts its answer as a form: only this route parses one (the API stays JSON only).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
    );
    for (const method of ['GET', 'POST'] as const)
      scope.route({
        method,
        url: CALLBACK_PATH,
        handler: async (request, reply) => {
          reply.header('content-security-policy', CALLBACK_CSP);
          reply.type('text/html; charset=utf-8');
          return callbackPage(
            ctx,
            method === 'GET' ? (request.query as Record<string, unknown>) : fields(request),
          );
        },
      });
  });
}
