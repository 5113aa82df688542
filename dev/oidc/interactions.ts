import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { DEV_OIDC_USERS, devUser } from './users';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(response: ServerResponse, title: string, body: string): void {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No script at all; forms post here and the provider then redirects to the client.
    'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 4096) throw new Error('form too large');
  }
  return new URLSearchParams(text);
}

const button = (action: string, label: string, testId: string, field?: [string, string]): string =>
  `<form method="post" action="${escapeHtml(action)}">` +
  (field ? `<input type="hidden" name="${escapeHtml(field[0])}" value="${escapeHtml(field[1])}">` : '') +
  `<button type="submit" data-testid="${escapeHtml(testId)}">${escapeHtml(label)}</button></form>`;

/**
 * The local provider's login and consent pages (no script): pick a dev user, then allow or deny the
 * client. Answers true when the request was one of its routes.
 */
export function interactionRoutes(provider: Provider) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|confirm|abort))?$/.exec(
      new URL(request.url ?? '/', 'http://local').pathname,
    );
    if (!match) return false;
    const [, uid, step] = match as unknown as [string, string, string | undefined];
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const client = await provider.Client.find(String(details.params.client_id));
    const clientName = client?.clientName ?? String(details.params.client_id);
    const base = `/interaction/${uid}`;
    if (request.method === 'GET' && step === undefined) {
      if (details.prompt.name === 'login') {
        const users = DEV_OIDC_USERS.map((user) =>
          button(`${base}/login`, `Continue as ${user.name}`, `oidc-user-${user.login}`, ['user', user.sub]),
        ).join('');
        page(
          response,
          `Sign in to ${clientName}`,
          `${users}${button(`${base}/abort`, 'Cancel', 'oidc-deny')}`,
        );
      } else {
        const scopes = String(details.params.scope ?? '');
        page(
          response,
          `Allow ${clientName}?`,
          `<p>It asks for: ${escapeHtml(scopes)}</p>${button(`${base}/confirm`, 'Allow', 'oidc-allow')}${button(`${base}/abort`, 'Deny', 'oidc-deny')}`,
        );
      }
      return true;
    }
    if (request.method !== 'POST') return false;
    if (step === 'login') {
      const user = devUser((await formBody(request)).get('user') ?? '');
      if (!user) throw new Error('unknown dev user');
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    if (step === 'abort') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('no signed-in user for this consent');
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new Error('grant not found');
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return true;
  };
}
