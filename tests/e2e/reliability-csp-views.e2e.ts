// Reliability: the strict-CSP sweep over every view the router has an element for. The list comes
// from the router's own table (VIEW_ENTRIES, read from its source), so a view added there is swept
// here without an edit, and a view name with no element yet must be named below (the test fails
// once it gets one). Beside the views: the embedded modal, a right-to-left locale switched at run
// time, and the Solana and Bitcoin connect paths. Every page runs under `script-src 'self';
// style-src 'self'`.
import type { Page } from 'puppeteer';
import { VIEW_NAMES, type ViewName } from '../../src/stores/views';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import {
  autoApproveDevWallet,
  byTestId,
  connectDevWallet,
  createHtmlHostKit,
  DEV_WALLET,
  kitCall,
  localNetwork,
  pressTestId,
  waitForView,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import { openUnderStrictCsp, type CspPage } from '../support/strict-csp';
import { routerViewTable } from '../support/view-table';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();

/** View names the router has no element for yet (it shows "not available"); none loads code. */
const WITHOUT_ELEMENT: readonly ViewName[] = [
  'SwitchNetwork',
  'AccountSettings',
  'GetWallet',
  'Downloads',
  'EmailLogin',
  'UpgradeEmailWallet',
  'Profile',
  'Transactions',
  'OnRampActivity',
];

/** Arguments a view is opened with where it needs some (the public `open({ view, arguments })`). */
function viewArguments(): Partial<Record<ViewName, Record<string, string | number>>> {
  const payee = stack.config.accounts[1] ?? '';
  return { Pay: { recipient: payee, amount: 0.01, asset: 'native' } };
}

/** Every view the router can show: its name and its element. */
function sweptViews(): [ViewName, string][] {
  return routerViewTable() as [ViewName, string][];
}

async function expectClean(host: CspPage): Promise<void> {
  expect(await host.violations()).toEqual([]);
  expect(host.pageErrors).toEqual([]);
  expect(host.offMachine).toEqual([]);
}

/** Opens the modal on Connect, picks a wallet and approves it in the dev wallet's own dialog. */
async function connectWith(page: Page, wallet: string): Promise<void> {
  await pressTestId(page, 'connect-button');
  await pressTestId(page, `wallet-selector-${wallet}`);
  await pressTestId(page, 'dev-wallet-approve');
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true, timeout: 20_000 });
}

describe('strict CSP sweep: every view and mode', () => {
  test('the sweep covers every view name: each has an element or is listed as having none', () => {
    const withElement = sweptViews().map(([view]) => view);
    expect([...withElement, ...WITHOUT_ELEMENT].sort()).toEqual([...VIEW_NAMES].sort());
  });

  test('plain HTML host, connected, every features on: each view of the router without a violation', async () => {
    const secureSite = stack.config.secureSite;
    if (!secureSite) throw new Error('the stack runs without its secure site');
    const host = await openUnderStrictCsp(await freshContext(), stack.urls.html);
    const { page } = host;
    await autoApproveDevWallet(page, stack.urls.evm);
    await createHtmlHostKit(page, {
      projectId: secureSite.projectId,
      secureSiteUrl: secureSite.url,
      // The WalletConnect views pair through the stack's relay (a websocket the page's CSP must allow).
      relayUrl: stack.urls.relay,
      networks: [localNetwork(stack.urls.evm), localNetwork(stack.urls.evm2, 31338, 'Localhost 2')],
      features: { pay: true },
      onramp: { coinbase: { appId: 'demo-app-id' }, meld: { publicKey: 'demo-meld-key' } },
    });
    await connectDevWallet(page);
    const args = viewArguments();
    const shown: string[] = [];
    for (const [view, tag] of sweptViews()) {
      await kitCall(page, 'open', { view, arguments: args[view] });
      await waitForView(page, view, tag);
      shown.push(view);
    }
    await kitCall(page, 'close');
    expect(shown).toHaveLength(sweptViews().length);
    await expectClean(host);
  });

  test('embedded modal with a right-to-left locale switched at run time: Connect and a connection', async () => {
    const host = await openUnderStrictCsp(await freshContext(), stack.urls.html);
    const { page } = host;
    await autoApproveDevWallet(page, stack.urls.evm);
    await createHtmlHostKit(page, { networks: [localNetwork(stack.urls.evm)], enableEmbedded: true });
    await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
    await kitCall(page, 'setLocale', 'ar');
    await page.waitForFunction(() => document.querySelector('w3m-modal')?.getAttribute('dir') === 'rtl');
    await pressTestId(page, `wallet-selector-${DEV_WALLET}`);
    await waitForView(page, 'Account', 'w3m-account-view');
    await expectClean(host);
  });

  test('EVM, Solana and Bitcoin in one kit: each connect path without a violation', async () => {
    const host = await openUnderStrictCsp(await freshContext(), `${stack.urls.html}?solana=1&bitcoin=1`);
    const { page } = host;
    await page.evaluate(() =>
      document.querySelector('main')?.append(document.createElement('w3m-network-button')),
    );
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    for (const [namespace, network, wallet] of [
      ['solana', 'Solana Localnet', 'wallet-standard:Dev Solana Wallet'],
      ['bip122', 'Bitcoin Regtest', 'Dev Bitcoin Wallet'],
    ] as const) {
      await pressTestId(page, 'w3m-network-button');
      await pressTestId(page, `w3m-network-switch-${network}`);
      await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
      await connectWith(page, wallet);
      await page.waitForFunction(
        (ns: string) =>
          (window as unknown as { appKit: { getAccount(ns: string): { status: string } } }).appKit.getAccount(
            ns,
          ).status === 'connected',
        { timeout: 20_000 },
        namespace,
      );
    }
    await expectClean(host);
  });
});
