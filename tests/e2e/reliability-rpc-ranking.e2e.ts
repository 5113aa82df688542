// Reliability: RPC ranking as a host option (SPEC §7). The host lists a dead endpoint (the faulty
// RPC proxy answering HTTP 500 to everything) before a healthy one and sets `rankRpcUrls`. Once the
// ranking has sampled both (net_listening pings), balance reads go to the healthy endpoint first:
// the dead one is only pinged. Without ranking every read would try the dead endpoint first.
import type { Page } from 'puppeteer';
import { startFaultyRpcProxy, type FaultyRpcProxy } from '../../dev/evm/faulty-rpc-proxy';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { openRecordedHost } from '../support/recorded-host';
import { connectDevWallet, createHtmlHostKit, localNetwork } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();

let dead: FaultyRpcProxy;
let healthy: FaultyRpcProxy;

beforeAll(async () => {
  dead = await startFaultyRpcProxy({ target: stack.urls.evm });
  healthy = await startFaultyRpcProxy({ target: stack.urls.evm });
  dead.setFault({ kind: 'http500' });
});

afterAll(async () => {
  await dead?.stop();
  await healthy?.stop();
});

/** Resolves once `done()` holds, checking every 50 ms (the proxies live in this process). */
async function until(done: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the account button shows a balance in ETH. */
async function waitForBalance(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector('[data-testid="account-button-balance"]');
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      return /\d ETH$/.test(find(document)?.textContent?.trim() ?? '');
    },
    { timeout: 30_000 },
  );
}

const pings = (proxy: FaultyRpcProxy): number => proxy.methods.filter((m) => m === 'net_listening').length;

describe('reliability: RPC ranking (rankRpcUrls)', () => {
  test('a dead first URL is ranked last: after the first sample, reads go to the healthy one', async () => {
    const host = await openRecordedHost(await freshContext(), stack.urls.html, {
      walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
    });
    const { page } = host;
    const network = localNetwork(stack.urls.evm);
    await createHtmlHostKit(page, {
      networks: [{ ...network, rpcUrls: { default: { http: [dead.url, healthy.url] } } }],
      rankRpcUrls: true,
    });
    await connectDevWallet(page);
    await waitForBalance(page);

    // Two pings of the dead URL: the first ranking round is over (the loop pings, ranks, then waits 4 s).
    await until(() => pings(dead) >= 2 && pings(healthy) >= 2, 'two ranking rounds');
    dead.methods.length = 0;
    healthy.methods.length = 0;

    // A transaction makes the kit re-read the balance (SPEC §4), through the ranked transport.
    const [from, to] = stack.config.accounts;
    await page.evaluate(
      `window.__w3mKit.getProvider('eip155').request({ method: 'eth_sendTransaction', params: [{ from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)}, value: '0x1' }] })`,
    );
    await until(() => healthy.methods.includes('eth_getBalance'), 'the balance read');
    expect(dead.methods.filter((method) => method !== 'net_listening')).toEqual([]);
    expect(host.pageErrors).toEqual([]);
  });

  test('without rankRpcUrls the dead URL is tried first on every read (what ranking saves)', async () => {
    dead.methods.length = 0;
    healthy.methods.length = 0;
    const host = await openRecordedHost(await freshContext(), stack.urls.html, {
      walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
    });
    const { page } = host;
    const network = localNetwork(stack.urls.evm);
    await createHtmlHostKit(page, {
      networks: [{ ...network, rpcUrls: { default: { http: [dead.url, healthy.url] } } }],
    });
    await connectDevWallet(page);
    await waitForBalance(page);
    dead.methods.length = 0;
    healthy.methods.length = 0;
    const [from, to] = stack.config.accounts;
    await page.evaluate(
      `window.__w3mKit.getProvider('eip155').request({ method: 'eth_sendTransaction', params: [{ from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)}, value: '0x1' }] })`,
    );
    await until(() => healthy.methods.includes('eth_getBalance'), 'the balance read');
    // The dead endpoint was asked first (its chain check), and nothing pinged it.
    expect(dead.methods).toContain('eth_chainId');
    expect(pings(dead)).toBe(0);
    expect(host.pageErrors).toEqual([]);
  });

  test('a bad rankRpcUrls is refused with a clear message', async () => {
    const host = await openRecordedHost(await freshContext(), stack.urls.html, {
      walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
    });
    const network = localNetwork(stack.urls.evm);
    const message = await host.page.evaluate(
      `import('/lib/index.esm.js').then(({ createAppKit }) => {
        try { createAppKit(${JSON.stringify({ networks: [network], rankRpcUrls: ['eip155:5'] })}); return 'accepted'; }
        catch (error) { return String(error && error.message); }
      })`,
    );
    expect(message).toMatch(/Invalid option "rankRpcUrls": eip155:5 not in networks/);
  });
});
