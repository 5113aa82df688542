// Reliability: browser storage that is corrupt, foreign, huge, removed mid-session or that throws
// on access. Every key of the storage table (so every key a later issue adds, too) and the SIWX
// sessions key get each kind of garbage; start-up never breaks, values fall back to their
// defaults, and a session whose own keys are intact is restored.
import type { Page } from 'puppeteer';
import { SIWX_STORAGE_KEY } from '../../src/siwx/storage';
import { STORAGE_TABLE } from '../../src/stores/storage-keys';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { openRecordedHost, type RecordedHost } from '../support/recorded-host';
import {
  byTestId,
  clickTestId,
  connectDevWallet,
  textOf,
  waitForTextMatching,
  waitForView,
} from '../support/shell-page';
import { clickWhenReady, pairWallet, shownUri } from '../support/walletconnect';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();

/** The page's own kit (www/html) starts on eip155:1; the Dev Wallet answers there from the local chain. */
const WALLET_CHAINS = [{ chainId: 1, rpcUrl: stack.urls.evm, name: 'Ethereum' }];
const SESSION_KEYS = ['connection_status', 'connected_namespaces', 'connected_connector_ids'].map(
  (name) => `@w3m/${name}`,
);
const ALL_KEYS = [...Object.values(STORAGE_TABLE).map((entry) => entry.key), SIWX_STORAGE_KEY];

/** Kinds of garbage a storage value can hold. */
const GARBAGE: Record<string, string> = {
  'not JSON': '{"unterminated',
  'JSON null': 'null',
  'wrong type': '[1,{"a":true},"x"]',
  'prototype keys': '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  'a 100 kB string': JSON.stringify('x'.repeat(100 * 1024)),
  'deep nesting': `${'['.repeat(5000)}${']'.repeat(5000)}`,
};

/** Page source writing `value` under every key before the page's scripts run. */
function seedEveryKey(keys: readonly string[], value: string): string {
  return `(() => { for (const key of ${JSON.stringify(keys)}) localStorage.setItem(key, ${JSON.stringify(value)}); })()`;
}

async function openHost(initScript?: string): Promise<RecordedHost> {
  return openRecordedHost(await freshContext(), stack.urls.html, { walletChains: WALLET_CHAINS, initScript });
}

/** Page source making localStorage and sessionStorage throw on access, as privacy modes do. */
const THROWING_STORAGE = `(() => {
  const refuse = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
  Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
  Object.defineProperty(window, 'sessionStorage', { configurable: true, get: refuse });
})()`;

/** Opens the modal on Connect and closes it again: the kit works. */
async function expectModalWorks(page: Page): Promise<void> {
  await clickTestId(page, 'connect-button');
  await waitForView(page, 'Connect', 'w3m-connect-view');
  await page.waitForSelector(byTestId('wallet-selector-dev.w3m-elements.wallet'), { visible: true });
  await clickTestId(page, 'w3m-header-close');
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
}

/** What a prototype-pollution payload would have left on every object. */
function polluted(page: Page): Promise<unknown> {
  return page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted ?? null);
}

describe('reliability: browser storage', () => {
  test.each(Object.keys(GARBAGE))(
    'every key holding %s: start-up, Connect and a connect work',
    async (kind) => {
      const host = await openHost(seedEveryKey(ALL_KEYS, GARBAGE[kind] ?? ''));
      const { page } = host;
      await expectModalWorks(page);
      await connectDevWallet(page);
      expect(await polluted(page)).toBeNull();
      expect(host.pageErrors).toEqual([]);
    },
  );

  test('a session with its own keys intact is restored though every other key is garbage', async () => {
    const host = await openHost();
    const { page } = host;
    await connectDevWallet(page);
    const others = ALL_KEYS.filter((key) => !SESSION_KEYS.includes(key));
    await page.evaluate(seedEveryKey(others, GARBAGE['not JSON'] ?? ''));
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 15000 });
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    expect(host.pageErrors).toEqual([]);
  });

  test('a session whose own keys are garbage starts disconnected and can connect again', async () => {
    const host = await openHost();
    const { page } = host;
    await connectDevWallet(page);
    await page.evaluate(seedEveryKey(SESSION_KEYS, GARBAGE['wrong type'] ?? ''));
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await connectDevWallet(page);
    expect(host.pageErrors).toEqual([]);
  });

  test('storage cleared mid-session: the session goes on, disconnect works, a reload starts clean', async () => {
    const host = await openHost();
    const { page } = host;
    await connectDevWallet(page);
    await page.evaluate(() => localStorage.clear());
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    await clickTestId(page, 'disconnect-button');
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await connectDevWallet(page);
    expect(host.pageErrors).toEqual([]);
  });

  test('storage that throws on access (privacy mode): the kit runs in memory', async () => {
    const host = await openHost(THROWING_STORAGE);
    const { page } = host;
    await expectModalWorks(page);
    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    await clickTestId(page, 'disconnect-button');
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await connectDevWallet(page);
    expect(host.pageErrors).toEqual([]);
  });

  test('storage that throws on access: WalletConnect pairs and connects with its session in memory', async () => {
    const dapp = await openRecordedHost(await freshContext(), `${stack.urls.demo}/`, {
      walletChains: WALLET_CHAINS,
      initScript: THROWING_STORAGE,
    });
    const wallet = await (await freshContext()).newPage();
    await wallet.goto(`${stack.urls.demo}/wallet/`, { waitUntil: 'load' });
    await waitForTextMatching(wallet, 'wc-wallet-status', /^Ready/);
    await clickWhenReady(dapp.page, 'connect-button');
    await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
    const uri = await shownUri(dapp.page);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await pairWallet(wallet, uri);
    await waitForTextMatching(dapp.page, 'evm-status', /^connected$/);
    expect(await textOf(dapp.page, 'evm-address')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(dapp.pageErrors).toEqual([]);
  });

  test('storage that is full (every write throws QuotaExceededError): the kit runs in memory', async () => {
    const host = await openHost(`(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    })()`);
    const { page } = host;
    await expectModalWorks(page);
    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    await clickTestId(page, 'disconnect-button');
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    expect(host.pageErrors).toEqual([]);
  });
});
