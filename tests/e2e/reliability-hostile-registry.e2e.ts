// Reliability: a hostile wallet registry. The host's walletRegistryUrl answers with malformed JSON,
// a 3 MB body, a body that never finishes, an absurd wallet count, or a page stuffed with markup
// and 5,000 wallets. Each is refused with a clear error in All Wallets (or cut to the page asked
// for), the Dev Wallet still connects from Connect, no payload runs and nothing reaches the page's
// error handlers.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useFreshContexts } from '../support/browser';
import { openRecordedHost } from '../support/recorded-host';
import { byTestId, clickTestId, createHtmlHostKit, localNetwork, waitForView } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
const freshContext = useFreshContexts();

type Answer = (response: ServerResponse) => void;

const json =
  (body: unknown): Answer =>
  (response) =>
    response.end(JSON.stringify(body));
const wallet = (index: number, name = `Wallet ${index}`) => ({ id: `hostile-${index}`, name });

/** Registry answers by path: /<case>/getWallets. */
const ANSWERS: Record<string, Answer> = {
  malformed: (response) => response.end('{"count": 3, "data": [ {"id": '),
  huge: (response) => response.end(JSON.stringify({ count: 1, data: [wallet(1, 'x'.repeat(3_000_000))] })),
  // Headers at once, then a few bytes and silence: only a deadline over the whole body ends it.
  trickle: (response) => {
    response.flushHeaders();
    response.write('{"count": 1, "data": [');
  },
  count: json({ count: 1e12, data: [wallet(1)] }),
  stuffed: json({
    count: 5000,
    data: Array.from({ length: 5000 }, (_, index) =>
      wallet(index, `<img src=x onerror="window.__pwned.push(${index})">Stuffed ${index}`),
    ),
  }),
};

let server: Server;
let registryBase: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('content-type', 'application/json');
    const kind = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.split('/')[1] ?? '';
    (ANSWERS[kind] ?? json({ count: 0, data: [] }))(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registryBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The plain HTML host with its kit reading the wallet list from `/<kind>/` of the hostile registry. */
async function openWithRegistry(kind: string) {
  const host = await openRecordedHost(await freshContext(), stack.urls.html, {
    walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
    initScript: 'window.__pwned = [];',
  });
  await createHtmlHostKit(host.page, {
    networks: [localNetwork(stack.urls.evm)],
    walletRegistryUrl: `${registryBase}/${kind}/`,
  });
  return host;
}

describe('a hostile wallet registry', () => {
  test.each([
    ['malformed', 'Invalid wallet registry response: not JSON'],
    ['huge', 'Invalid wallet registry response: larger than 2 MB'],
    ['count', 'Invalid wallet registry response: count: Number must be less than or equal to 100000'],
    ['trickle', 'Could not reach the wallet registry (timed out)'],
  ])('%s: All Wallets says why, the Dev Wallet still connects', async (kind, message) => {
    const host = await openWithRegistry(kind);
    const { page } = host;
    await clickTestId(page, 'connect-button');
    await clickTestId(page, 'all-wallets');
    await page.waitForFunction(
      (text: string) => {
        const find = (root: Document | ShadowRoot): string => {
          for (const element of root.querySelectorAll('*')) {
            if (element.tagName === 'WUI-TEXT' && element.textContent?.includes(text)) return text;
            const inner = element.shadowRoot ? find(element.shadowRoot) : '';
            if (inner) return inner;
          }
          return '';
        };
        return find(document) !== '';
      },
      { timeout: 20_000 },
      message,
    );
    await clickTestId(page, 'w3m-header-back');
    await clickTestId(page, 'wallet-selector-dev.w3m-elements.wallet');
    await page.waitForSelector(byTestId('account-button'), { visible: true });
    expect(host.pageErrors).toEqual([]);
    expect(host.offMachine).toEqual([]);
  });

  test('5,000 wallets with markup in their names, on a page of 40: names are text, no payload runs', async () => {
    const host = await openWithRegistry('stuffed');
    const { page } = host;
    await clickTestId(page, 'connect-button');
    await clickTestId(page, 'all-wallets');
    await waitForView(page, 'AllWallets', 'w3m-all-wallets-view');
    // Only AllWallets' rows: the Connect view shows the first registry wallets too, and may still be
    // on its way out when AllWallets opens.
    const VIEW = `document.querySelector('w3m-modal').shadowRoot.querySelector('w3m-router').shadowRoot.querySelector('w3m-all-wallets-view').shadowRoot`;
    const countRows = `(() => {
      const count = (root) => Array.from(root.querySelectorAll('*')).reduce(
        (sum, element) => sum + (element.getAttribute('data-testid')?.startsWith('wallet-selector-hostile-') ? 1 : 0) + (element.shadowRoot ? count(element.shadowRoot) : 0), 0);
      return count(${VIEW});
    })()`;
    await page.waitForFunction(`${countRows} > 0`);
    // The markup stays text: each row's label holds it, and no such <img> exists in any tree
    // (rows and labels read in one task, so a render between them cannot tell them apart).
    const { rows, ...markup } = (await page.evaluate(`(() => {
      const all = (root) => Array.from(root.querySelectorAll('*')).flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
      const elements = all(${VIEW});
      return {
        rows: ${countRows},
        labels: elements.filter((e) => e.tagName === 'WUI-LIST-ITEM' && String(e.label).startsWith('<img')).length,
        images: all(document).filter((e) => e.tagName === 'IMG' && e.getAttribute('src') === 'x').length,
      };
    })()`)) as { rows: number; labels: number; images: number };
    expect(markup).toEqual({ labels: rows, images: 0 });
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(40);
    expect(await page.evaluate('window.__pwned')).toEqual([]);
    expect(host.pageErrors).toEqual([]);
  });
});
