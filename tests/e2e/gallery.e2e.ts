// The screenshot gallery (`npm run screenshots`, and part of the e2e run): every view and state in
// dark and light, desktop and a 390×844 phone, into build/screenshots/ with an index page. Each
// shot is checked in the page: no text overflows or is cut without an ellipsis, no snackbar or
// alert covers a control, no card collapsed to a strip. Logos must have loaded where they belong.
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { arbitrum, base, bsc, mainnet, optimism, polygon } from '../../src/networks';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { findLayoutProblems } from '../support/gallery/layout-checks';
import { resetGallery, writeGalleryIndex, type Shot } from '../support/gallery/gallery-writer';
import {
  DEV_WALLET,
  autoApproveDevWallet,
  byTestId,
  clickTestId,
  pressTestId,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  waitForStillness,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

const OUT = join(__dirname, '../../build/screenshots');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['dark', 'light'] as const;
const LONG_WALLET = 'A wallet with an exceptionally long name that has to be cut';
const [receiver] = stack.config.accounts.slice(3);

const shots: Shot[] = [];

/** Options of the gallery's kit: the local chains first, then real networks (never reached: requests stay local). */
function galleryOptions(): object {
  const remote = [mainnet, base, optimism, arbitrum, polygon, bsc].map((network) =>
    JSON.parse(JSON.stringify(network)),
  );
  return {
    themeMode: 'dark',
    networks: [
      localNetwork(stack.urls.evm),
      localNetwork(stack.urls.evm2, 31338, 'Localhost 2'),
      ...remote,
      localNetwork('http://127.0.0.1:9', 31339, 'A network whose name is far too long to fit one row'),
    ],
    projectId: 'w3m-elements-local',
    relayUrl: stack.urls.relay,
    walletConnectServices: false,
    tokens: { 'eip155:31337': stack.config.tokens.map((token) => ({ address: token.address })) },
    customWallets: [{ id: 'long-name', name: LONG_WALLET, homepage: 'http://127.0.0.1/long' }],
  };
}

/** Waits until the page is still and every bundled logo on screen has loaded. */
async function settle(page: Page): Promise<void> {
  // Two frames first, so transitions a theme or viewport change starts are running before we wait them out.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await waitForStillness(page);
  await page.waitForFunction(() => {
    const pending = (root: Document | ShadowRoot): boolean =>
      Array.from(root.querySelectorAll('*')).some(
        (element) =>
          element.classList.contains('placeholder') ||
          (element.shadowRoot ? pending(element.shadowRoot) : false),
      );
    return !pending(document);
  });
}

/** Shoots one state in both themes and both viewports; `before` re-creates a transient state per shot. */
async function capture(
  page: Page,
  state: string,
  before?: () => Promise<void>,
  mustShow?: string,
): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewport({ width: viewport.width, height: viewport.height });
    for (const theme of THEMES) {
      await kitCall(page, 'setThemeMode', theme);
      if (before) await before();
      await settle(page);
      const problems = (await page.evaluate(findLayoutProblems)).map(
        (problem) => `${problem.kind}: ${problem.detail}`,
      );
      // A transient element (the snackbar) must still be there when checked, or the check proves nothing.
      if (mustShow && (await page.$(byTestId(mustShow))) === null)
        problems.push(`${mustShow} was gone when checked`);
      const file = `${state}-${theme}-${viewport.name}.png`;
      await page.screenshot({ path: join(OUT, file) });
      shots.push({ state, theme, viewport: viewport.name, file, problems });
    }
  }
}

/** Sets the text of the native input with this test id (through shadow roots). */
async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForSelector(byTestId(testId), { visible: true });
  await page.$eval(
    byTestId(testId),
    (input, value) => {
      const field = input as HTMLInputElement;
      field.value = value as string;
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    },
    text,
  );
}

/** Changes the Dev Wallet's policy (approve or reject everything). */
async function setDevWallet(page: Page, config: object): Promise<void> {
  await page.evaluate(
    (rpcUrl: string, more: object) =>
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure({
        autoApprove: true,
        chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }],
        ...more,
      }),
    stack.urls.evm,
    config,
  );
}

async function openView(page: Page, view: string, waitFor: string): Promise<void> {
  await kitCall(page, 'open', { view });
  await page.waitForSelector(waitFor.startsWith('pierce/') ? waitFor : byTestId(waitFor), { visible: true });
}

/** Every problem of this run's shots of these states, for one assertion. */
const problemsOf = (states: readonly string[]): string[] =>
  shots
    .filter((shot) => states.includes(shot.state))
    .flatMap((shot) => shot.problems.map((problem) => `${shot.file}: ${problem}`));

describe('screenshot gallery', () => {
  let browser: Browser;
  let recorded: RecordedPage;

  beforeAll(async () => {
    resetGallery(OUT);
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.html);
    await createHtmlHostKit(recorded.page, galleryOptions());
    await autoApproveDevWallet(recorded.page, stack.urls.evm);
  });

  afterAll(async () => {
    writeGalleryIndex(OUT, shots);
    await browser?.close();
  });

  test('views before connecting: Connect, All Wallets, explainers, networks, WalletConnect', async () => {
    const { page } = recorded;
    const states: string[] = [];
    const shoot = async (state: string, before?: () => Promise<void>, mustShow?: string): Promise<void> => {
      states.push(state);
      await capture(page, state, before, mustShow);
    };
    await openView(page, 'Connect', `wallet-selector-${DEV_WALLET}`);
    await shoot('connect');
    await clickTestId(page, 'all-wallets');
    await page.waitForSelector(byTestId('w3m-all-wallets-list'), { visible: true });
    await shoot('all-wallets');
    await typeInto(page, 'w3m-all-wallets-search', 'zzqx');
    await page.waitForSelector('pierce/wui-empty-state', { visible: true });
    await shoot('all-wallets-no-results');
    await typeInto(page, 'w3m-all-wallets-search', 'long');
    await page.waitForSelector(byTestId('wallet-selector-long-name'), { visible: true });
    await shoot('all-wallets-long-name');
    await kitCall(page, 'close');
    await openView(page, 'WhatIsAWallet', 'pierce/w3m-what-is-a-wallet-view');
    await shoot('what-is-a-wallet');
    await openView(page, 'Networks', 'w3m-network-switch-Localhost');
    await shoot('networks');
    await openView(page, 'WhatIsANetwork', 'pierce/w3m-what-is-a-network-view');
    await shoot('what-is-a-network');
    // The Dev Wallet refuses the connection: the connecting view says so and offers Retry.
    await setDevWallet(page, { rejectAll: true });
    await openView(page, 'Connect', `wallet-selector-${DEV_WALLET}`);
    await page.waitForNetworkIdle({ idleTime: 200 });
    await clickTestId(page, `wallet-selector-${DEV_WALLET}`);
    await page.waitForSelector(byTestId('w3m-connecting-error'), { visible: true });
    await shoot('connect-rejected');
    await setDevWallet(page, { rejectAll: false });
    await kitCall(page, 'close');
    await openView(page, 'Connect', 'wallet-selector-walletConnect');
    await clickTestId(page, 'wallet-selector-walletConnect');
    await page.waitForSelector('pierce/w3m-connecting-wc-view', { visible: true });
    await shoot('walletconnect-qr');
    await kitCall(page, 'close');
    expect(problemsOf(states)).toEqual([]);
  });

  test('views once connected: Account and its tabs, networks, send, receive, a rejected send', async () => {
    const { page } = recorded;
    const states: string[] = [];
    const shoot = async (state: string, before?: () => Promise<void>, mustShow?: string): Promise<void> => {
      states.push(state);
      await capture(page, state, before, mustShow);
    };
    await openView(page, 'Connect', `wallet-selector-${DEV_WALLET}`);
    await page.waitForNetworkIdle({ idleTime: 200 });
    await clickTestId(page, `wallet-selector-${DEV_WALLET}`);
    await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 15000 });
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await shoot('account-button');
    await openView(page, 'Account', 'w3m-account-token-tUSD');
    await shoot('account-tokens');
    await clickTestId(page, 'account-tab-activity');
    await page.waitForSelector('pierce/w3m-account-activity', { visible: true });
    await shoot('account-activity');
    await clickTestId(page, 'account-tab-nfts');
    await page.waitForSelector('pierce/w3m-account-nfts', { visible: true });
    await shoot('account-nfts-empty');
    await openView(page, 'Networks', 'w3m-network-switch-Localhost');
    await shoot('networks-connected');
    await openView(page, 'WalletReceive', 'pierce/w3m-wallet-receive-view');
    await shoot('receive');
    await openView(page, 'WalletSend', 'w3m-send-address-input');
    await shoot('send-empty');
    await clickTestId(page, 'w3m-send-select-token');
    await page.waitForSelector(byTestId('w3m-send-token-ETH'), { visible: true });
    await shoot('send-select-token');
    await clickTestId(page, 'w3m-send-token-ETH');
    await typeInto(page, 'w3m-send-amount-input', '0.01');
    await typeInto(page, 'w3m-send-address-input', 'not an address at all, and a long one too');
    await page.waitForSelector(byTestId('w3m-send-error'), { visible: true });
    await shoot('send-invalid-address');
    await typeInto(page, 'w3m-send-address-input', receiver!);
    await pressTestId(page, 'w3m-send-preview-button');
    await page.waitForSelector(byTestId('w3m-send-confirm'), { visible: true });
    await shoot('send-preview');
    await setDevWallet(page, { rejectAll: true });
    // A rejection returns to Send with an error snackbar that hides after 2.5 s: each shot sends and
    // is rejected again, and is checked while the snackbar shows.
    await shoot(
      'send-rejected',
      async () => {
        // The previous shot's snackbar must be gone first, or the wait below would find it.
        await page.waitForSelector(byTestId('w3m-snackbar'), { hidden: true });
        if ((await page.$(byTestId('w3m-send-confirm'))) === null)
          await pressTestId(page, 'w3m-send-preview-button');
        await pressTestId(page, 'w3m-send-confirm');
        await page.waitForSelector(byTestId('w3m-snackbar'), { visible: true });
      },
      'w3m-snackbar',
    );
    const rejected = shots.filter((shot) => shot.state === 'send-rejected');
    expect(rejected).toHaveLength(4);
    await kitCall(page, 'close');
    expect(problemsOf(states)).toEqual([]);
  });
});
