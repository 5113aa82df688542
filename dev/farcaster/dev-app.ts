// The dev Farcaster app (/dev/farcaster/ on the demo server): what a phone's Farcaster app does
// with a Sign In With Farcaster link. It opens the link (pasted, from the QR code, or the "open in
// the Farcaster app" link itself), shows what the site asks to sign, and on "Sign in" builds the
// FIP-11 message, signs it with the dev fid's custody key and hands it to the relay's
// /v1/channel/authenticate. Rendered on the server: no script on the page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSiweMessage } from 'viem/siwe';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { HTML_HEADERS, COMMON_HEADERS } from '../security-headers';

/** What the dev app signs as and where its relay is. */
export interface DevFarcasterAppOptions {
  /** The channel relay (the secure site's origin). */
  relayUrl: string;
  user: { fid: number; username: string; displayName: string; custodyKey: Hex };
}

/** A Sign In With Farcaster request read from a link. */
export interface SiwfLink {
  channelToken: string;
  nonce: string;
  siweUri: string;
  domain: string;
  notBefore?: string;
  expirationTime?: string;
  requestId?: string;
}

/** Reads a link's request; undefined when it is not a Sign In With Farcaster link. */
export function parseSiwfLink(text: string): SiwfLink | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  const get = (name: string) => url.searchParams.get(name) ?? undefined;
  const [channelToken, nonce, siweUri, domain] = ['channelToken', 'nonce', 'siweUri', 'domain'].map(get);
  if (!channelToken || !nonce || !siweUri || !domain) return undefined;
  return {
    channelToken,
    nonce,
    siweUri,
    domain,
    notBefore: get('notBefore'),
    expirationTime: get('expirationTime'),
    requestId: get('requestId'),
  };
}

/** The FIP-11 message for `link`, signed by the custody key. */
export async function signSiwf(link: SiwfLink, user: DevFarcasterAppOptions['user']) {
  const account = privateKeyToAccount(user.custodyKey);
  const message = createSiweMessage({
    domain: link.domain,
    address: account.address,
    statement: 'Farcaster Auth',
    uri: link.siweUri,
    version: '1',
    chainId: 10,
    nonce: link.nonce,
    issuedAt: new Date(),
    notBefore: link.notBefore ? new Date(link.notBefore) : undefined,
    expirationTime: link.expirationTime ? new Date(link.expirationTime) : undefined,
    requestId: link.requestId,
    resources: [`farcaster://fid/${user.fid}`],
  });
  return { message, signature: await account.signMessage({ message }) };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    ...COMMON_HEADERS,
    ...HTML_HEADERS,
    'content-type': 'text/html; charset=utf-8',
  });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev Farcaster app</title></head><body><main><h1>Dev Farcaster app</h1>${body}</main></body></html>`,
  );
}

const pasteForm = (note = ''): string =>
  `${note}<form method="get" action="/dev/farcaster/"><label for="url">Sign-in link</label> <input id="url" name="url" data-testid="dev-farcaster-url" size="60" required> <button type="submit" data-testid="dev-farcaster-open">Open</button></form>`;

function requestView(link: SiwfLink, raw: string, options: DevFarcasterAppOptions): string {
  const { user } = options;
  const rows = [
    ['Site', link.domain],
    ['URI', link.siweUri],
    ['Nonce', link.nonce],
    ['Signing as', `@${user.username} (fid ${user.fid})`],
    ['Custody address', privateKeyToAccount(user.custodyKey).address],
  ]
    .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
    .join('');
  return `<p data-testid="dev-farcaster-request">${escapeHtml(link.domain)} asks you to sign in with Farcaster.</p><dl>${rows}</dl><form method="post" action="/dev/farcaster/sign"><input type="hidden" name="url" value="${escapeHtml(raw)}"><button type="submit" data-testid="dev-farcaster-sign">Sign in</button></form>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 16_384) throw new Error('form too large');
  }
  return new URLSearchParams(text);
}

/** GET: the paste form, or the request of the link given (`?url=` or the link's own query). */
export function showDevFarcasterApp(options: DevFarcasterAppOptions) {
  return (_request: IncomingMessage, response: ServerResponse, url: URL): void => {
    const raw = url.searchParams.get('url') ?? (url.searchParams.has('channelToken') ? url.href : '');
    if (!raw) return page(response, 200, pasteForm());
    const link = parseSiwfLink(raw);
    if (!link)
      return page(
        response,
        400,
        pasteForm(
          '<p role="alert" data-testid="dev-farcaster-error">This is not a Sign In With Farcaster link.</p>',
        ),
      );
    page(response, 200, requestView(link, raw, options));
  };
}

/** POST /dev/farcaster/sign: signs the link's request and hands it to the relay. */
export function signDevFarcaster(options: DevFarcasterAppOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const link = parseSiwfLink((await readForm(request)).get('url') ?? '');
    if (!link)
      return page(
        response,
        400,
        pasteForm(
          '<p role="alert" data-testid="dev-farcaster-error">This is not a Sign In With Farcaster link.</p>',
        ),
      );
    const { message, signature } = await signSiwf(link, options.user);
    const answer = await fetch(new URL('/v1/channel/authenticate', options.relayUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${link.channelToken}` },
      body: JSON.stringify({
        message,
        signature,
        fid: options.user.fid,
        username: options.user.username,
        displayName: options.user.displayName,
      }),
    });
    const body = (await answer.json().catch(() => ({}))) as { error?: string };
    if (!answer.ok)
      return page(
        response,
        200,
        `<p role="alert" data-testid="dev-farcaster-result" data-status="error">The relay refused: ${escapeHtml(body.error ?? String(answer.status))}</p>`,
      );
    page(
      response,
      200,
      `<p data-testid="dev-farcaster-result" data-status="ok">Signed in as @${escapeHtml(options.user.username)}: go back to the site.</p>`,
    );
  };
}
