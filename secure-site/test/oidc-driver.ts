// Drives the stack's local OpenID provider over plain HTTP, as a browser would: follows redirects
// with a cookie jar, picks a dev user on the login page and allows (or denies) on the consent page.
// Answers where the provider finally sends the browser: the callback URL with its parameters.

type Choice = { user: string } | 'deny';

const decode = (text: string): string =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The callback the provider ended on: its URL (GET) or the fields of Apple's form_post page (POST). */
export interface ProviderAnswer {
  method: 'GET' | 'POST';
  url: URL;
  form?: Record<string, string>;
}

export async function driveProvider(
  start: string,
  choice: Choice,
  callbackOrigin: string,
): Promise<ProviderAnswer> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookie() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    return response;
  };
  let url = new URL(start);
  let init: RequestInit = {};
  for (let step = 0; step < 12; step += 1) {
    const response = await request(url, init);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin === callbackOrigin) return { method: 'GET', url };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    const formAction = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (formAction && new URL(decode(formAction), url).origin === callbackOrigin) {
      const form = Object.fromEntries(
        [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [
          m[1] as string,
          decode(m[2] as string),
        ]),
      );
      return { method: 'POST', url: new URL(decode(formAction), url), form };
    }
    const form = (action: string, fields: Record<string, string> = {}) => {
      url = new URL(action, url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      };
    };
    const base = url.pathname.replace(/\/$/, '');
    if (choice === 'deny') form(`${base}/abort`);
    else if (html.includes('data-testid="oidc-user-')) form(`${base}/login`, { user: choice.user });
    else if (html.includes('data-testid="oidc-allow"')) form(`${base}/confirm`);
    else throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
  }
  throw new Error('the provider never sent the browser back');
}
