import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { forgetWalletRegistry } from '../../../appkit/wallet-registry';
import { resetConnection } from '../../../stores/connection';
import {
  $recentWallets,
  addConnector,
  setConnectors,
  setExcludedWallets,
  type Connector,
} from '../../../stores/connectors';
import {
  defaultFeatures,
  defaultResolvedOptions,
  setOptions,
  type ResolvedOptions,
} from '../../../stores/options';
import { $router } from '../../../stores/router';
import {
  $walletRegistry,
  patchWalletRegistry,
  RECOMMENDED_WALLET_COUNT,
  resetWalletRegistry,
} from '../../../stores/wallet-registry';
import { loadedLogo, walletLogoKey } from '../../primitives/shared/logos/logo';
import { byTestId, requireTestId, shadowOf, until } from '../view-spec-kit';
import { W3mConnectView } from './w3m-connect-view';

const DEV_WALLET: Connector = {
  id: 'dev.w3m-elements.wallet',
  name: 'Dev Wallet',
  rdns: 'dev.w3m-elements.wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
};
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';

function configure(options: Partial<ResolvedOptions> = {}): void {
  setOptions({ ...defaultResolvedOptions(), ...options });
}

async function render(): Promise<SpecPage> {
  const page = await newSpecPage({
    components: [W3mConnectView],
    html: '<w3m-connect-view></w3m-connect-view>',
  });
  await until(
    page,
    () => byTestId(page, 'all-wallets') !== null || rowIds(page).length > 0,
    'the wallet list',
  );
  return page;
}

function rowIds(page: SpecPage): string[] {
  return Array.from(shadowOf(page).querySelectorAll('wui-list-item')).map(
    (row) => row.getAttribute('testid') ?? '',
  );
}

beforeEach(() => {
  forgetWalletRegistry();
  resetWalletRegistry();
  setConnectors([]);
  setExcludedWallets([]);
  $recentWallets.set([]);
  resetConnection();
  configure();
  $router.set({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] });
});

describe('w3m-connect-view', () => {
  test('an announced wallet comes first with the Installed tag, then 4 recommended, then All wallets with the count', async () => {
    addConnector(DEV_WALLET);
    const page = await render();
    const ids = rowIds(page);
    expect(ids[0]).toBe('wallet-selector-dev.w3m-elements.wallet');
    expect(ids).toHaveLength(1 + 4 + 1);
    expect(ids.at(-1)).toBe('all-wallets');
    expect(ids[1]).toBe(`wallet-selector-${METAMASK}`);
    const dev = requireTestId(page, 'wallet-selector-dev.w3m-elements.wallet');
    expect(dev.getAttribute('label')).toBe('Dev Wallet');
    expect(dev.getAttribute('tag')).toBe('Installed');
    expect(requireTestId(page, 'all-wallets').getAttribute('tag')).toBe('21');
    expect(shadowOf(page).querySelector('ul')?.getAttribute('aria-label')).toBe('Wallets');
  });

  test("the recommended wallets' logos come with the view: each row can draw its logo in its first frame", async () => {
    const page = await render();
    const recommended = $walletRegistry.get().recommended;
    expect(recommended).toHaveLength(RECOMMENDED_WALLET_COUNT);
    expect(rowIds(page).slice(0, recommended.length)).toEqual(
      recommended.map((wallet) => `wallet-selector-${wallet.id}`),
    );
    // Drawable without a load: no row waits a round trip on an empty tile.
    for (const wallet of recommended) expect(loadedLogo(walletLogoKey(wallet.name))).toMatch(/^<svg /);
  });

  test("each wallet row draws its wallet's image itself: no wui-wallet-image element per row", async () => {
    addConnector(DEV_WALLET);
    const page = await render();
    expect(requireTestId(page, 'wallet-selector-dev.w3m-elements.wallet').getAttribute('wallet')).toBe(
      'Dev Wallet',
    );
    expect(shadowOf(page).querySelector('wui-wallet-image')).toBeNull();
  });

  test('choosing the installed wallet connects through it (ConnectingExternal with the connector)', async () => {
    addConnector(DEV_WALLET);
    const page = await render();
    requireTestId(page, 'wallet-selector-dev.w3m-elements.wallet').click();
    expect($router.get().view).toBe('ConnectingExternal');
    expect($router.get().data?.connector?.id).toBe(DEV_WALLET.id);
  });

  test('a wallet that is not installed opens its download page in a new tab', async () => {
    const page = await render();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const metaMask = requireTestId(page, `wallet-selector-${METAMASK}`);
    expect(metaMask.getAttribute('description')).toBe('Not installed · get it');
    metaMask.click();
    expect(open).toHaveBeenCalledWith(
      'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
      '_blank',
      'noopener,noreferrer',
    );
    expect($router.get().view).toBe('Connect');
    open.mockRestore();
  });

  test('a recent wallet shows once, tagged Recent', async () => {
    addConnector(DEV_WALLET);
    $recentWallets.set([{ id: DEV_WALLET.id, name: 'Dev Wallet', rdns: DEV_WALLET.rdns }]);
    const page = await render();
    expect(rowIds(page).filter((id) => id === 'wallet-selector-dev.w3m-elements.wallet')).toHaveLength(1);
    expect(requireTestId(page, 'wallet-selector-dev.w3m-elements.wallet').getAttribute('tag')).toBe('Recent');
  });

  test('featured and custom wallets get their sections (SPEC §2 order: featured before custom)', async () => {
    configure({
      featuredWalletIds: [METAMASK],
      customWallets: [{ id: 'my-wallet', name: 'My Wallet', homepage: 'https://my.test/' }],
    });
    const page = await render();
    const ids = rowIds(page);
    expect(ids.indexOf(`wallet-selector-${METAMASK}`)).toBeLessThan(ids.indexOf('wallet-selector-my-wallet'));
    expect(ids.filter((id) => id === `wallet-selector-${METAMASK}`)).toHaveLength(1);
  });

  test.each([
    ['HIDE', false],
    ['ONLY_MOBILE', false],
    ['SHOW', true],
  ] as const)('allWallets %s on desktop: entry shown = %s', async (allWallets, shown) => {
    configure({ allWallets });
    const page = await render();
    await until(page, () => rowIds(page).length > 0, 'rows');
    expect(byTestId(page, 'all-wallets') !== null).toBe(shown);
  });

  test('the legal checkbox keeps every wallet disabled until it is ticked', async () => {
    addConnector(DEV_WALLET);
    configure({
      features: { ...defaultFeatures(), legalCheckbox: true },
      termsConditionsUrl: 'https://app.test/terms',
      privacyPolicyUrl: 'https://app.test/privacy',
    });
    const page = await render();
    const links = Array.from(shadowOf(page).querySelectorAll('wui-link')).map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(links).toEqual([
      ['https://app.test/terms', 'Terms of Service'],
      ['https://app.test/privacy', 'Privacy Policy'],
    ]);
    const disabled = () =>
      Array.from(shadowOf(page).querySelectorAll('wui-list-item')).map((row) => row.hasAttribute('disabled'));
    expect(disabled().every(Boolean)).toBe(true);
    requireTestId(page, 'wallet-selector-dev.w3m-elements.wallet').click();
    expect($router.get().view).toBe('Connect');
    requireTestId(page, 'w3m-legal-checkbox').dispatchEvent(new CustomEvent('wuiChange', { detail: true }));
    await page.waitForChanges();
    expect(disabled().some(Boolean)).toBe(false);
    requireTestId(page, 'all-wallets').click();
    expect($router.get().view).toBe('AllWallets');
  });

  test('email and social features on: no controls for them yet (no dead buttons)', async () => {
    configure({ features: { ...defaultFeatures(), email: true, socials: ['google', 'github'] } });
    const page = await render();
    const html = shadowOf(page).innerHTML;
    expect(html).not.toMatch(/email|social/i);
  });

  test('"What is a wallet?" opens WhatIsAWallet; hidden when the wallet guide is off', async () => {
    const page = await render();
    requireTestId(page, 'w3m-what-is-a-wallet').click();
    expect($router.get().view).toBe('WhatIsAWallet');
    configure({ enableWalletGuide: false });
    await page.waitForChanges();
    expect(byTestId(page, 'w3m-what-is-a-wallet')).toBeNull();
  });

  test('enableWallets: false leaves no wallet list', async () => {
    addConnector(DEV_WALLET);
    configure({ enableWallets: false });
    const page = await newSpecPage({
      components: [W3mConnectView],
      html: '<w3m-connect-view></w3m-connect-view>',
    });
    await page.waitForChanges();
    expect(rowIds(page)).toEqual([]);
    expect(byTestId(page, 'w3m-what-is-a-wallet')).not.toBeNull();
  });

  test('an excluded wallet is hidden even when installed (SPEC §4)', async () => {
    addConnector({
      id: 'io.metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      type: 'ANNOUNCED',
      chain: 'eip155',
    });
    configure({ excludeWalletIds: [METAMASK] });
    const page = await render();
    await until(page, () => !rowIds(page).includes('wallet-selector-io.metamask'), 'MetaMask hidden');
    expect(rowIds(page).some((id) => id.includes(METAMASK))).toBe(false);
  });

  test('while the wallet list loads a named shimmer row stands in for it, and goes when it arrives', async () => {
    configure();
    const page = await render();
    await until(page, () => rowIds(page).includes(`wallet-selector-${METAMASK}`), 'the bundled list');
    expect(byTestId(page, 'w3m-connect-wallets-loading')).toBeNull();
    const listings = $walletRegistry.get().listings;
    patchWalletRegistry({ loading: true, listings: [] });
    await page.waitForChanges();
    const loading = requireTestId(page, 'w3m-connect-wallets-loading');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.getAttribute('aria-label')).toBe('Loading wallets');
    expect(loading.querySelector('wui-shimmer')).not.toBeNull();
    patchWalletRegistry({ loading: false, listings });
    await page.waitForChanges();
    expect(byTestId(page, 'w3m-connect-wallets-loading')).toBeNull();
  });

  test('SPEC §2/§4: the email field shows only with email on and a secureSiteUrl, in the connect-method order', async () => {
    const sections = (page: SpecPage) =>
      Array.from(shadowOf(page).querySelector('.view')?.children ?? []).map((child) =>
        child.tagName.toLowerCase(),
      );
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    let page = await render();
    expect(shadowOf(page).querySelector('w3m-email-login-field')).toBeNull();

    configure({ secureSiteUrl: 'http://127.0.0.1:8787' });
    page = await render();
    // No installed wallet: email first, then social, then the wallets.
    expect(sections(page).slice(0, 3)).toEqual(['w3m-email-login-field', 'w3m-social-login-list', 'ul']);

    addConnector(DEV_WALLET);
    page = await render();
    // An installed wallet shows: wallets first.
    expect(sections(page).slice(0, 3)).toEqual(['ul', 'w3m-email-login-field', 'w3m-social-login-list']);

    configure({
      secureSiteUrl: 'http://127.0.0.1:8787',
      features: { ...defaultFeatures(), connectMethodsOrder: ['email', 'wallet'] },
      configuredFeatures: ['connectMethodsOrder'],
    } as Partial<ResolvedOptions>);
    page = await render();
    expect(sections(page).slice(0, 2)).toEqual(['w3m-email-login-field', 'ul']);

    configure({ secureSiteUrl: 'http://127.0.0.1:8787', features: { ...defaultFeatures(), email: false } });
    page = await render();
    expect(shadowOf(page).querySelector('w3m-email-login-field')).toBeNull();
    debug.mockRestore();
  });

  test('SPEC §2/§4/§9: the social buttons show only with socials configured and a secureSiteUrl', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    const social = (page: SpecPage) => shadowOf(page).querySelector('w3m-social-login-list');
    expect(social(await render())).toBeNull();
    configure({ secureSiteUrl: 'http://127.0.0.1:8787' });
    expect(social(await render())).not.toBeNull();
    configure({ secureSiteUrl: 'http://127.0.0.1:8787', features: { ...defaultFeatures(), socials: false } });
    expect(social(await render())).toBeNull();
    configure({ secureSiteUrl: 'http://127.0.0.1:8787', features: { ...defaultFeatures(), socials: [] } });
    expect(social(await render())).toBeNull();
    debug.mockRestore();
  });
});
