// Reliability: a long session. The modal opened and closed 1,000 times, the network switched 200
// times and the Dev Wallet connected and disconnected 100 times, all in one page: afterwards the
// DOM node count, the JS event listener count (Chromium's DOM counters, after a garbage
// collection), the live timers and the JS heap are back near their baseline, with no page error or
// unhandled rejection. A leak of one node, listener or timer per cycle would show as hundreds.
import type { CDPSession, Page } from 'puppeteer';
import { useFreshContexts } from '../support/browser';
import { openRecordedHost, type RecordedHost } from '../support/recorded-host';
import { createHtmlHostKit, localNetwork } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
const freshContext = useFreshContexts();

/**
 * Page source run first: tracks live timers (set, not yet fired or cleared; each with the time it
 * is due, intervals never) and records unhandled rejections.
 */
const COUNT_TIMERS = `(() => {
  const live = new Map();
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = function (callback, delay, ...rest) {
    const id = set.call(window, function (...args) {
      live.delete(id);
      return typeof callback === 'function' ? callback.apply(this, args) : undefined;
    }, delay, ...rest);
    live.set(id, performance.now() + (Number(delay) || 0));
    return id;
  };
  window.clearTimeout = (id) => { live.delete(id); clear.call(window, id); };
  window.setInterval = function (...args) { const id = every.apply(window, args); live.set(id, Infinity); return id; };
  window.clearInterval = (id) => { live.delete(id); stop.call(window, id); };
  window.__liveTimers = () => live.size;
  window.__timersDueBy = (time) => Array.from(live.values()).filter((due) => due <= time).length;
  window.__rejections = [];
  window.addEventListener('unhandledrejection', (event) => window.__rejections.push(String(event.reason)));
})()`;

interface Counters {
  nodes: number;
  listeners: number;
  timers: number;
  heapBytes: number;
}

/**
 * Counters after a full garbage collection, once pending renders have landed and the short timers
 * of the moment have fired (nanostores ends an unused store after 1 s; the snackbar, debounces).
 */
async function counters(page: Page, session: CDPSession): Promise<Counters> {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  const now = Number(await page.evaluate('performance.now()'));
  await page.waitForFunction(`window.__timersDueBy(${now + 2000}) === 0`, { timeout: 30_000 });
  await session.send('HeapProfiler.collectGarbage');
  const dom = await session.send('Memory.getDOMCounters');
  const heap = await session.send('Runtime.getHeapUsage');
  const timers = Number(await page.evaluate('window.__liveTimers()'));
  return { nodes: dom.nodes, listeners: dom.jsEventListeners, timers, heapBytes: heap.usedSize };
}

/** Page source: the helpers the loops use (deep query, a wait on a condition by frame). */
const HELPERS = `
  const find = (root, selector) => {
    const hit = root.querySelector(selector);
    if (hit) return hit;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? find(element.shadowRoot, selector) : null;
      if (inner) return inner;
    }
    return null;
  };
  const until = async (condition, what) => {
    const started = performance.now();
    while (!condition()) {
      if (performance.now() - started > 20000) throw new Error('timed out waiting for ' + what);
      await new Promise((done) => requestAnimationFrame(done));
    }
  };
  const kit = window.__w3mKit;
  const visible = (selector) => { const element = find(document, selector); return Boolean(element && element.checkVisibility()); };
`;

/** Opens the modal on Connect and closes it `times` times, waiting for each to show and hide. */
function openCloseLoop(page: Page, times: number): Promise<unknown> {
  return page.evaluate(`(async () => {
    ${HELPERS}
    for (let round = 0; round < ${times}; round++) {
      kit.open();
      await until(() => visible('[data-testid="all-wallets"]'), 'the Connect view, round ' + round);
      kit.close();
      await until(() => !visible('[data-testid="w3m-modal-card"]'), 'the modal to close, round ' + round);
    }
  })()`);
}

/** Connects the Dev Wallet from the modal and disconnects, `times` times. */
function connectLoop(page: Page, times: number): Promise<unknown> {
  return page.evaluate(`(async () => {
    ${HELPERS}
    for (let round = 0; round < ${times}; round++) {
      kit.open();
      const row = '[data-testid="wallet-selector-dev.w3m-elements.wallet"]';
      await until(() => visible(row), 'the Dev Wallet row, round ' + round);
      find(document, row).click();
      await until(() => kit.getAccount().isConnected && !visible('[data-testid="w3m-modal-card"]'), 'a connection, round ' + round);
      await kit.disconnect();
      await until(() => !kit.getAccount().isConnected && visible('[data-testid="connect-button"]'), 'the disconnect, round ' + round);
    }
  })()`);
}

/** Switches between the two local chains `times` times (through the connected Dev Wallet). */
function switchLoop(page: Page, times: number, networks: Array<{ id: number }>): Promise<unknown> {
  return page.evaluate(`(async () => {
    ${HELPERS}
    const networks = ${JSON.stringify(networks)};
    for (let round = 0; round < ${times}; round++) {
      const next = networks[(round + 1) % networks.length];
      await kit.switchNetwork(next);
      await until(() => kit.getCaipNetwork()?.id === next.id, 'the switch to ' + next.id + ', round ' + round);
    }
  })()`);
}

/** Growth over the baseline; a per-cycle leak over hundreds of cycles would be far above these. */
function expectBackToBaseline(before: Counters, after: Counters): void {
  expect({
    nodes: after.nodes - before.nodes < 200,
    listeners: after.listeners - before.listeners < 50,
    timers: after.timers - before.timers <= 2,
    heap: after.heapBytes - before.heapBytes < 4_000_000,
  }).toEqual({ nodes: true, listeners: true, timers: true, heap: true });
}

describe('a long session (plain HTML host, Dev Wallet, local chains)', () => {
  let host: RecordedHost;
  let session: CDPSession;
  const networks = [localNetwork(stack.urls.evm), localNetwork(stack.urls.evm2, 31338, 'Localhost 2')];

  beforeEach(async () => {
    host = await openRecordedHost(await freshContext(), stack.urls.html, {
      walletChains: [
        { chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' },
        { chainId: 31338, rpcUrl: stack.urls.evm2, name: 'Anvil 2' },
      ],
      initScript: COUNT_TIMERS,
    });
    await createHtmlHostKit(host.page, { networks });
    session = await host.page.createCDPSession();
  });

  afterEach(async () => {
    expect(host.pageErrors).toEqual([]);
    expect(await host.page.evaluate('window.__rejections')).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test('1,000 opens and closes of the modal leave no nodes, listeners, timers or heap behind', async () => {
    await openCloseLoop(host.page, 5);
    const before = await counters(host.page, session);
    await openCloseLoop(host.page, 1000);
    const after = await counters(host.page, session);
    console.log('open/close ×1000', { before, after });
    expectBackToBaseline(before, after);
  }, 600_000);

  test('200 network switches and 100 connects and disconnects leave nothing behind', async () => {
    await connectLoop(host.page, 2);
    const before = await counters(host.page, session);
    await connectLoop(host.page, 100);
    const afterConnects = await counters(host.page, session);
    console.log('connect/disconnect ×100', { before, afterConnects });
    expectBackToBaseline(before, afterConnects);

    await host.page.evaluate(`(async () => {
      ${HELPERS}
      kit.open();
      const row = '[data-testid="wallet-selector-dev.w3m-elements.wallet"]';
      await until(() => visible(row), 'the Dev Wallet row');
      find(document, row).click();
      await until(() => kit.getAccount().isConnected && !visible('[data-testid="w3m-modal-card"]'), 'a connection');
    })()`);
    const chains = networks as Array<{ id: number }>;
    await switchLoop(host.page, 2, chains);
    const beforeSwitches = await counters(host.page, session);
    await switchLoop(host.page, 200, chains);
    const afterSwitches = await counters(host.page, session);
    console.log('switch ×200', { beforeSwitches, afterSwitches });
    expectBackToBaseline(beforeSwitches, afterSwitches);
  }, 600_000);
});
