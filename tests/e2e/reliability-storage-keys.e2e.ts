// Reliability: every key of the storage table (src/stores/storage-keys.ts) with its own hostile
// values (tests/support/storage-fuzz-cases.ts: near misses of its rule and a huge value), and each
// key removed mid-session. The keys come from the table, so a key added there is fuzzed here, and
// the fuzz cases must name it (a type error and a failing test otherwise).
import type { Page } from 'puppeteer';
import { SIWX_STORAGE_KEY } from '../../src/siwx/storage';
import { STORAGE_TABLE, type StorageName } from '../../src/stores/storage-keys';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { openRecordedHost, type RecordedHost } from '../support/recorded-host';
import { byTestId, clickTestId, connectDevWallet, waitForView } from '../support/shell-page';
import { HUGE_VALUES, NEAR_MISSES } from '../support/storage-fuzz-cases';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();

const WALLET_CHAINS = [{ chainId: 1, rpcUrl: stack.urls.evm, name: 'Ethereum' }];
const NAMES = Object.keys(STORAGE_TABLE) as StorageName[];
const SESSION_NAMES: StorageName[] = ['connectionStatus', 'connectedNamespaces', 'connectedConnectorIds'];
/** A batch of raw values stays under the browser's storage quota (about 5 M characters). */
const BATCH_CHARS = 3_500_000;

/** Raw storage texts, by key. */
type Seed = Record<string, string>;

/** Round `round` of the near misses: each key's case at that index (cycling through shorter lists). */
function nearMissRound(round: number): Seed {
  const seed: Seed = { [SIWX_STORAGE_KEY]: JSON.stringify([{ message: 1 }]) };
  for (const name of NAMES) {
    const cases = NEAR_MISSES[name];
    seed[STORAGE_TABLE[name].key] = JSON.stringify(cases[round % cases.length]);
  }
  return seed;
}

/** The huge values, in batches that fit the storage quota. */
function hugeBatches(): Seed[] {
  const batches: Seed[] = [{}];
  let size = 0;
  for (const name of NAMES) {
    const text = JSON.stringify(HUGE_VALUES[name]);
    if (size + text.length > BATCH_CHARS) {
      batches.push({});
      size = 0;
    }
    batches[batches.length - 1]![STORAGE_TABLE[name].key] = text;
    size += text.length;
  }
  return batches;
}

/** Replaces the page's storage with `seed` and reloads: the kit starts on it. */
async function startOn(page: Page, seed: Seed): Promise<void> {
  await page.evaluate((values: Seed) => {
    const wallet = localStorage.getItem('dev-wallet:config');
    localStorage.clear();
    if (wallet) localStorage.setItem('dev-wallet:config', wallet);
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, seed);
  await page.reload({ waitUntil: 'load' });
}

/** Start-up worked and shows the defaults: an idle connect button and Connect with the Dev Wallet. */
async function expectDefaultStart(host: RecordedHost): Promise<void> {
  const { page } = host;
  await page.waitForSelector(byTestId('connect-button'), { visible: true });
  await page.waitForSelector(`${byTestId('connect-button')}:not([aria-busy])`, {
    visible: true,
    timeout: 10_000,
  });
  await clickTestId(page, 'connect-button');
  await waitForView(page, 'Connect', 'w3m-connect-view');
  await page.waitForSelector(byTestId('wallet-selector-dev.w3m-elements.wallet'), { visible: true });
  await clickTestId(page, 'w3m-header-close');
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
  expect(host.pageErrors).toEqual([]);
}

async function openHost(): Promise<RecordedHost> {
  return openRecordedHost(await freshContext(), stack.urls.html, { walletChains: WALLET_CHAINS });
}

describe('reliability: each storage key with its own hostile values', () => {
  test('every key has fuzz cases (a new key must bring its own)', () => {
    expect(Object.keys(NEAR_MISSES).sort()).toEqual([...NAMES].sort());
    expect(Object.keys(HUGE_VALUES).sort()).toEqual([...NAMES].sort());
  });

  test('near misses of every key, round after round: start-up shows the defaults, then a connect works', async () => {
    const host = await openHost();
    const rounds = Math.max(...NAMES.map((name) => NEAR_MISSES[name].length));
    for (let round = 0; round < rounds; round += 1) {
      await startOn(host.page, nearMissRound(round));
      await expectDefaultStart(host);
    }
    await connectDevWallet(host.page);
    expect(host.pageErrors).toEqual([]);
  });

  test('huge values under every key (in quota-sized batches): start-up shows the defaults', async () => {
    const host = await openHost();
    for (const batch of hugeBatches()) {
      await startOn(host.page, batch);
      await expectDefaultStart(host);
    }
    await connectDevWallet(host.page);
  });

  test('a stored "connecting" (a page closed mid-connect) starts idle and can connect', async () => {
    const host = await openHost();
    await startOn(host.page, { [STORAGE_TABLE.connectionStatus.key]: JSON.stringify('connecting') });
    await expectDefaultStart(host);
    await connectDevWallet(host.page);
  });

  test('each key removed mid-session: the session goes on; with its own keys intact it is restored', async () => {
    const host = await openHost();
    const { page } = host;
    await connectDevWallet(page);
    for (const name of NAMES.filter((known) => !SESSION_NAMES.includes(known))) {
      await page.evaluate((key: string) => localStorage.removeItem(key), STORAGE_TABLE[name].key);
    }
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 15_000 });
    for (const name of SESSION_NAMES) {
      await page.evaluate((key: string) => localStorage.removeItem(key), STORAGE_TABLE[name].key);
      await clickTestId(page, 'account-button');
      await waitForView(page, 'Account', 'w3m-account-view');
      await clickTestId(page, 'w3m-header-close');
      await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    }
    await page.reload({ waitUntil: 'load' });
    await expectDefaultStart(host);
    await connectDevWallet(page);
  });
});
