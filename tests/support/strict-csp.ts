// A page whose every HTML document is answered under a strict Content-Security-Policy, with each
// document (frames included) recording its securitypolicyviolation events. Used by the CSP sweeps.
import type { BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { isLocalUrl } from './browser';
import { stackInfo } from './stack-info';

/** The policy every document gets: only its own scripts and styles; local connections and frames. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "frame-src 'self' http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/** Run in every document of the page (frames included) before its scripts. */
const RECORD_VIOLATIONS = `(() => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(location.origin + ' ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sample);
  }, true);
})()`;

export interface CspPage {
  page: Page;
  pageErrors: string[];
  offMachine: string[];
  /** The violations recorded by every frame of the page. */
  violations(): Promise<string[]>;
}

/** Opens `url` with every HTML document answered under STRICT_CSP (its other headers kept). */
export async function openUnderStrictCsp(context: BrowserContext, url: string): Promise<CspPage> {
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const offMachine: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error instanceof Error ? error.message : String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!isLocalUrl(request.url())) {
      offMachine.push(request.url());
      return void request.abort('blockedbyclient');
    }
    // This run's stack (ports, secure site), as the React demo reads it.
    if (new URL(request.url()).pathname === '/dev-config.json') {
      return void request.respond({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(stackInfo().config),
      });
    }
    if (request.resourceType() !== 'document') return void request.continue();
    void fetch(request.url(), { headers: request.headers() }).then(
      async (response) => {
        const headers = Object.fromEntries(response.headers.entries());
        delete headers['content-encoding'];
        delete headers['content-length'];
        await request.respond({
          status: response.status,
          headers: { ...headers, 'content-security-policy': STRICT_CSP },
          body: Buffer.from(await response.arrayBuffer()),
        });
      },
      () => request.abort('failed'),
    );
  });
  await page.evaluateOnNewDocument(RECORD_VIOLATIONS);
  await page.goto(url, { waitUntil: 'load' });
  const violations = async (): Promise<string[]> => {
    const lists = await Promise.all(
      page.frames().map((frame) => frame.evaluate('window.__cspViolations ?? []').catch(() => [])),
    );
    return (lists as string[][]).flat();
  };
  return { page, pageErrors, offMachine, violations };
}
