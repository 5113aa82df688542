// The screenshot gallery (`npm run screenshots`, and part of the e2e run): every view and state in
// dark and light, desktop and a 390×844 phone, into build/screenshots/ with an index page. Each
// shot is checked in the page: no text overflows or is cut without an ellipsis, no snackbar or
// alert covers a control, no card collapsed to a strip. Logos must have loaded where they belong.
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import * as exportedNetworks from '../../src/networks';
import { arbitrum, base, bsc, localhost, mainnet, optimism, polygon } from '../../src/networks';
import type { CaipNetwork } from '../../src/networks';
import type { HTTPRequest } from 'puppeteer';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { BUNDLED_WALLETS } from '../../src/services/wallet-registry/bundled-wallets';
import { GalleryRecorder, settle, type CaptureOptions } from '../support/gallery/gallery-recorder';
import { resetGallery, writeGalleryIndex } from '../support/gallery/gallery-writer';
import { imagesOnScreen, logoGaps, type ImageOnScreen } from '../support/gallery/logo-checks';
import { RequestHold } from '../support/gallery/request-hold';
import {
  DEV_WALLET,
  autoApproveDevWallet,
  byTestId,
  clickTestId,
  pressTestId,
  typeInto,
  createHtmlHostKit,
  kitCall,
  localNetwork,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

const OUT = join(__dirname, '../../build/screenshots');
const LONG_WALLET = 'A wallet with an exceptionally long name that has to be cut';
const LONG_NETWORK = 'A network whose name is far too long to fit one row';
const [receiver] = stack.config.accounts.slice(3);
const REMOTE_NETWORKS = [mainnet, base, optimism, arbitrum, polygon, bsc];
/** Every bundled wallet must draw its logo (and WalletConnect, on Connect). */
const BUNDLED_NAMES = BUNDLED_WALLETS.map((wallet) => wallet.name);
/** Every network of the gallery's kit but the made-up long-named one (it gets the letter tile). */
const NETWORKS_WITH_LOGOS = ['Localhost', 'Localhost 2', ...REMOTE_NETWORKS.map((network) => network.name)];
/** Every network `w3m-elements/networks` exports, the local chain first (the kit starts on it). */
const EXPORTED_NETWORKS = [
  localhost,
  ...Object.values(exportedNetworks).filter(
    (value: unknown): value is CaipNetwork =>
      typeof value === 'object' && value !== null && 'caipNetworkId' in value && value !== localhost,
  ),
];
const TEST_TOKENS = ['ETH', ...stack.config.tokens.map((token) => token.symbol)];

const gallery = new GalleryRecorder(OUT);

/** Options of the gallery's kit: the local chains first, then real networks (never reached: requests stay local). */
function galleryOptions(): object {
  const remote = REMOTE_NETWORKS.map((network) => JSON.parse(JSON.stringify(network)));
  return {
    themeMode: 'dark',
    networks: [
      localNetwork(stack.urls.evm),
      localNetwork(stack.urls.evm2, 31338, 'Localhost 2'),
      ...remote,
      localNetwork('http://127.0.0.1:9', 31339, LONG_NETWORK),
    ],
    projectId: 'w3m-elements-local',
    relayUrl: stack.urls.relay,
    walletConnectServices: false,
    tokens: { 'eip155:31337': stack.config.tokens.map((token) => ({ address: token.address })) },
    customWallets: [{ id: 'long-name', name: LONG_WALLET, homepage: 'http://127.0.0.1/long' }],
  };
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

/** A balance read of the local chain: the native balance or a token multicall. */
const isBalanceRead = (request: HTTPRequest): boolean =>
  request.method() === 'POST' &&
  request.url().startsWith(stack.urls.evm) &&
  /"eth_getBalance"|"eth_call"/.test(request.postData() ?? '');

/** What the images on screen draw, through every shadow root of the modal. */
const images = (page: Page): Promise<ImageOnScreen[]> => page.evaluate(imagesOnScreen);

/** Scrolls All Wallets from top to bottom and returns every image it drew on the way, each once loaded. */
async function allWalletsImages(page: Page): Promise<ImageOnScreen[]> {
  const seen: ImageOnScreen[] = [];
  const list = await page.waitForSelector(byTestId('w3m-all-wallets-list'), { visible: true });
  for (;;) {
    await settle(page);
    seen.push(...(await images(page)));
    const atEnd = await list!.evaluate((scroller) => {
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return true;
      scroller.scrollTop += scroller.clientHeight;
      scroller.dispatchEvent(new Event('scroll'));
      return false;
    });
    if (atEnd) break;
  }
  await list!.evaluate((scroller) => scroller.scrollTo({ top: 0 }));
  return seen;
}

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
    writeGalleryIndex(OUT, gallery.shots);
    await browser?.close();
  });

  test('views before connecting: Connect, All Wallets, explainers, networks, WalletConnect', async () => {
    const { page } = recorded;
    const states: string[] = [];
    const shoot = async (state: string, options?: CaptureOptions): Promise<void> => {
      states.push(state);
      await gallery.capture(page, state, options);
    };
    await openView(page, 'Connect', `wallet-selector-${DEV_WALLET}`);
    await shoot('connect');
    // Connect shows the recommended bundled wallets and WalletConnect, each with its logo.
    const onConnect = await images(page);
    const bundledOnConnect = BUNDLED_NAMES.filter((name) => onConnect.some((image) => image.name === name));
    expect(bundledOnConnect.length).toBeGreaterThanOrEqual(4);
    expect(logoGaps(onConnect, [...bundledOnConnect, 'WalletConnect'])).toEqual([]);
    await clickTestId(page, 'all-wallets');
    await page.waitForSelector(byTestId('w3m-all-wallets-list'), { visible: true });
    await shoot('all-wallets');
    expect(logoGaps(await allWalletsImages(page), BUNDLED_NAMES)).toEqual([]);
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
    const networkImages = await images(page);
    expect(logoGaps(networkImages, NETWORKS_WITH_LOGOS)).toEqual([]);
    expect(networkImages.find((image) => image.name === LONG_NETWORK)?.shows).toBe('monogram');
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
    expect(gallery.problemsOf(states)).toEqual([]);
  });

  test('views once connected: Account and its tabs, networks, send, receive, a rejected send', async () => {
    const { page } = recorded;
    const states: string[] = [];
    const shoot = async (state: string, options?: CaptureOptions): Promise<void> => {
      states.push(state);
      await gallery.capture(page, state, options);
    };
    await openView(page, 'Connect', `wallet-selector-${DEV_WALLET}`);
    await page.waitForNetworkIdle({ idleTime: 200 });
    await clickTestId(page, `wallet-selector-${DEV_WALLET}`);
    await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 15000 });
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await shoot('account-button');
    await openView(page, 'Account', 'w3m-account-token-tUSD');
    await shoot('account-tokens');
    expect(logoGaps(await images(page), ['Localhost', ...TEST_TOKENS])).toEqual([]);
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
    expect(logoGaps(await images(page), TEST_TOKENS)).toEqual([]);
    await clickTestId(page, 'w3m-send-token-ETH');
    await typeInto(page, 'w3m-send-amount-input', '0.01');
    await typeInto(page, 'w3m-send-address-input', 'not an address at all, and a long one too');
    await page.waitForSelector(byTestId('w3m-send-error'), { visible: true });
    await shoot('send-invalid-address');
    expect(logoGaps(await images(page), ['ETH'])).toEqual([]);
    await typeInto(page, 'w3m-send-address-input', receiver!);
    await pressTestId(page, 'w3m-send-preview-button');
    await page.waitForSelector(byTestId('w3m-send-confirm'), { visible: true });
    await shoot('send-preview');
    expect(logoGaps(await images(page), ['ETH'])).toEqual([]);
    await setDevWallet(page, { rejectAll: true });
    // A rejection returns to Send with an error snackbar that hides after 2.5 s: each shot sends and
    // is rejected again, and is checked while the snackbar shows.
    await shoot('send-rejected', {
      before: async () => {
        // The previous shot's snackbar must be gone first, or the wait below would find it.
        await page.waitForSelector(byTestId('w3m-snackbar'), { hidden: true });
        if ((await page.$(byTestId('w3m-send-confirm'))) === null)
          await pressTestId(page, 'w3m-send-preview-button');
        await pressTestId(page, 'w3m-send-confirm');
        await page.waitForSelector(byTestId('w3m-snackbar'), { visible: true });
      },
      mustShow: 'w3m-snackbar',
    });
    const rejected = gallery.shots.filter((shot) => shot.state === 'send-rejected');
    expect(rejected).toHaveLength(4);
    await kitCall(page, 'close');
    expect(gallery.problemsOf(states)).toEqual([]);
  });

  test('loading states: Connect while the wallet list loads, Account while balances load, a view loading', async () => {
    // A page of its own (and storage of its own: no session to restore) whose requests the test
    // holds back for as long as each shot needs.
    const context = await browser.createBrowserContext();
    const registry = new RequestHold();
    const balances = new RequestHold();
    const hold = new RequestHold();
    const { page } = await openPage(
      context,
      stack.urls.html,
      (request) => registry.take(request) || balances.take(request) || hold.take(request),
    );
    const states: string[] = [];
    const shoot = async (state: string, options?: CaptureOptions): Promise<void> => {
      states.push(state);
      await gallery.capture(page, state, options);
    };
    try {
      const registryUrl = new URL('/gallery-registry.json', stack.urls.html).href;
      registry.hold((request) => request.url().startsWith(registryUrl));
      balances.hold(isBalanceRead);
      await createHtmlHostKit(page, { ...galleryOptions(), walletRegistryUrl: registryUrl });
      await autoApproveDevWallet(page, stack.urls.evm);
      await openView(page, 'Connect', `wallet-selector-${DEV_WALLET}`);
      await registry.whenHolding();
      await shoot('connect-loading-wallets', { loading: true, mustShow: 'w3m-connect-wallets-loading' });
      // The host's registry answers 404: the bundled list takes over.
      await registry.release();
      await page.waitForSelector(byTestId('w3m-connect-wallets-loading'), { hidden: true });

      await page.waitForNetworkIdle({ idleTime: 200 });
      await clickTestId(page, `wallet-selector-${DEV_WALLET}`);
      await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 15000 });
      await openView(page, 'Account', 'w3m-account-balance-loading');
      await balances.whenHolding();
      await shoot('account-loading', { loading: true, mustShow: 'w3m-account-balance-loading' });
      await balances.release();
      await page.waitForSelector(byTestId('w3m-account-token-tUSD'), { visible: true });

      // From the open modal to a view whose bundle is still on its way: a view not loaded yet per
      // shot, since a theme applies only once the loading view has rendered (Stencil waits for it).
      const unloaded = ['WhatIsANetwork', 'Networks', 'UnsupportedChain', 'ApproveTransaction'];
      const busyBody = 'pierce/[aria-busy="true"][aria-label="Loading"]';
      await shoot('view-loading', {
        loading: true,
        mustShow: 'w3m-modal-card',
        before: async () => {
          await hold.release();
          // The body stops saying it is loading once the view has rendered.
          await page.waitForSelector(busyBody, { hidden: true });
          hold.hold((request) => new URL(request.url()).pathname.endsWith('.entry.js'));
          await kitCall(page, 'open', { view: unloaded.shift() });
          await hold.whenHolding();
          await page.waitForSelector(busyBody, { visible: true });
          // The loading body keeps a height, and the card grows to it.
          await page.waitForFunction(() => {
            const card = document
              .querySelector('w3m-modal')
              ?.shadowRoot?.querySelector<HTMLElement>('[data-testid="w3m-modal-card"]');
            return card !== null && card !== undefined && card.getBoundingClientRect().height >= 200;
          });
        },
      });
      await hold.release();
      await page.waitForSelector(busyBody, { hidden: true });
    } finally {
      await context.close();
    }
    expect(gallery.problemsOf(states)).toEqual([]);
  });

  test('Networks: every network w3m-elements/networks exports draws its logo', async () => {
    const context = await browser.createBrowserContext();
    const state = 'networks-every-exported';
    try {
      const { page } = await openPage(context, stack.urls.html);
      await createHtmlHostKit(page, {
        themeMode: 'dark',
        networks: EXPORTED_NETWORKS.map((network) => JSON.parse(JSON.stringify(network))),
        projectId: 'w3m-elements-local',
        walletConnectServices: false,
      });
      await openView(page, 'Networks', 'w3m-network-switch-Localhost');
      await gallery.capture(page, state);
      // Rows below the fold are laid out too, so every row's image counts, scrolled into view or not.
      const names = EXPORTED_NETWORKS.map((network) => network.name);
      expect(names.length).toBeGreaterThanOrEqual(30);
      expect(logoGaps(await images(page), names)).toEqual([]);
    } finally {
      await context.close();
    }
    expect(gallery.problemsOf([state])).toEqual([]);
  });
});
