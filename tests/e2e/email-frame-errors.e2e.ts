import { createServer } from 'node:net';
import { defaultSiteRoot } from '../../dev/paths';
import { useFreshContexts } from '../support/browser';
import { alertText, byTestId, openEmailDemo } from '../support/email-login';
import { pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import { serveFolder } from '../support/static-server';

// Issue 16, acceptance line 3: a host outside the project's list gets 'Invalid App Configuration';
// with the secure site unreachable the 20 s load timeout shows 'Network Error - Could not load
// embedded wallet' (the page's clock is driven by the test: no real 20 s wait).

const freshContext = useFreshContexts();

/** A port nothing listens on (opened, then closed again). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/**
 * Runs in the page before its scripts: timers of 20 s or more wait for the test to fire them
 * (`__w3mClock.fireLong()`), every other timer runs as usual.
 */
function installLongTimerClock(): void {
  const pending = new Map<number, () => void>();
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  let next = 1_000_000;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if ((delay ?? 0) < 20_000 || typeof handler !== 'function')
      return realSetTimeout(handler, delay, ...args);
    const id = (next += 1);
    pending.set(id, () => (handler as (...rest: unknown[]) => void)(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && pending.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  (window as unknown as { __w3mClock: { fireLong(): number } }).__w3mClock = {
    fireLong: () => {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((run) => run());
      return due.length;
    },
  };
}

describe('the secure frame refuses and fails clearly', () => {
  test("a host page on an origin outside the project's list gets 'Invalid App Configuration'", async () => {
    const site = await serveFolder(defaultSiteRoot());
    try {
      const { page } = await openEmailDemo(await freshContext(), site.url);
      await pressTestId(page, 'connect-button');
      await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
      expect(await alertText(page)).toBe('Invalid App Configuration');
      expect(await page.$eval('[data-testid="evm-status"]', (element) => element.textContent)).toBe(
        'disconnected',
      );
    } finally {
      await site.close();
    }
  });

  test("with the secure site unreachable, 'Network Error - Could not load embedded wallet' after the 20 s load timeout", async () => {
    const { config } = stackInfo();
    const unreachable = `http://127.0.0.1:${await closedPort()}`;
    const context = await freshContext();
    const page = await context.newPage();
    await page.evaluateOnNewDocument(installLongTimerClock);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (new URL(request.url()).pathname === '/dev-config.json')
        return void request.respond({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ ...config, secureSite: { ...config.secureSite, url: unreachable } }),
        });
      return void request.continue();
    });
    await page.goto(stackInfo().urls.demo, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="evm-panel"]');
    await pressTestId(page, 'connect-button');
    await page.waitForSelector(`iframe[data-testid="w3m-secure-frame"][src^="${unreachable}"]`);
    expect(await page.$(byTestId('w3m-alert-bar'))).toBeNull();
    // The load timer is armed once the frame is in the page; firing it is the 20 s passing.
    await page.waitForFunction(
      () => (window as unknown as { __w3mClock: { fireLong(): number } }).__w3mClock.fireLong() > 0,
      {
        polling: 100,
      },
    );
    expect(await alertText(page)).toBe('Network Error - Could not load embedded wallet');
  });
});
