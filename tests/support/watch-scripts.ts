import type { HTTPRequest, Page } from 'puppeteer';

/**
 * Starts watching the page's script requests; the returned function resolves once none has been
 * in flight for `idleTime` ms. Unlike `page.waitForNetworkIdle`, it counts only scripts started
 * after this call: a request of the previous document that a reload cancelled without a
 * `requestfailed` event, or an RPC call a connected page keeps making, cannot hold it forever.
 */
export function watchScripts(page: Page): (idleTime: number, timeout?: number) => Promise<void> {
  const inFlight = new Set<HTTPRequest>();
  let changed = (): void => {};
  const onRequest = (request: HTTPRequest): void => {
    if (request.resourceType() !== 'script') return;
    inFlight.add(request);
    changed();
  };
  const onDone = (request: HTTPRequest): void => {
    if (inFlight.delete(request)) changed();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const stop = (): void => {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  };

  return (idleTime, timeout = 30_000) =>
    new Promise<void>((resolve, reject) => {
      let idleTimer: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => {
        clearTimeout(idleTimer);
        stop();
        const urls = [...inFlight].map((request) => request.url()).join(', ');
        reject(new Error(`scripts still loading after ${timeout} ms: ${urls}`));
      }, timeout);
      changed = () => {
        clearTimeout(idleTimer);
        if (inFlight.size > 0) return;
        idleTimer = setTimeout(() => {
          clearTimeout(giveUp);
          stop();
          resolve();
        }, idleTime);
      };
      changed();
    });
}
