// Buying crypto (SPEC §9 onramp providers coinbase and meld) and the restricted timezones of SPEC §6.
// The provider popup is intercepted (window.open records the URL; nothing is loaded), and the
// timezone is emulated by the browser.
import type { Page } from 'puppeteer';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { openRecordedHost, type RecordedHost } from '../support/recorded-host';
import {
  byTestId,
  connectDevWallet,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  pressTestId,
  typeInto,
  waitForView,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();
const owner = stack.config.accounts[0] ?? '';

/** Before the page's scripts: window.open records the URL and opens nothing. */
const RECORD_POPUPS = `(() => {
  window.__opened = [];
  window.open = (url, target, features) => { window.__opened.push({ url: String(url), target, features }); return null; };
})()`;

async function openHost(timezone?: string): Promise<RecordedHost> {
  const context = await freshContext();
  const host = await openRecordedHost(context, stack.urls.html, {
    walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
    initScript: RECORD_POPUPS,
  });
  if (timezone) await host.page.emulateTimezone(timezone);
  await createHtmlHostKit(host.page, {
    networks: [localNetwork(stack.urls.evm)],
    onramp: { coinbase: { appId: 'demo-app-id' }, meld: { publicKey: 'demo-meld-key' } },
  });
  await connectDevWallet(host.page);
  return host;
}

async function opened(page: Page): Promise<Array<{ url: string; target: string; features: string }>> {
  return page.evaluate(() => (window as unknown as { __opened: [] }).__opened);
}

async function openBuy(page: Page): Promise<void> {
  await pressTestId(page, 'account-button');
  await pressTestId(page, 'w3m-account-feature-onramp');
  await waitForView(page, 'OnRampProviders', 'w3m-onramp-view');
}

describe('onramp providers (popup intercepted)', () => {
  test('Coinbase and Meld open a popup with the connected address, the network and the chosen asset', async () => {
    const host = await openHost();
    const { page } = host;
    await openBuy(page);
    await pressTestId(page, 'w3m-onramp-asset');
    await waitForView(page, 'OnRampTokenSelect', 'w3m-onramp-view');
    await pressTestId(page, 'w3m-onramp-token-USDC');
    await waitForView(page, 'OnRampProviders', 'w3m-onramp-view');
    await pressTestId(page, 'w3m-onramp-fiat');
    await waitForView(page, 'OnRampFiatSelect', 'w3m-onramp-view');
    await pressTestId(page, 'w3m-onramp-fiat-EUR');
    await waitForView(page, 'OnRampProviders', 'w3m-onramp-view');
    await typeInto(page, 'w3m-onramp-amount', '50');

    await pressTestId(page, 'w3m-onramp-provider-coinbase');
    await waitForView(page, 'BuyInProgress', 'w3m-onramp-view');
    const [coinbase] = await opened(page);
    expect(coinbase?.features).toContain('noopener');
    const coinbaseUrl = new URL(coinbase?.url ?? '');
    expect(coinbaseUrl.origin + coinbaseUrl.pathname).toBe('https://pay.coinbase.com/buy/select-asset');
    expect(coinbaseUrl.searchParams.get('appId')).toBe('demo-app-id');
    // The local chain is not a Coinbase pay chain: SPEC §9's fallback is ethereum.
    expect(JSON.parse(coinbaseUrl.searchParams.get('addresses') ?? '{}')).toEqual({ [owner]: ['ethereum'] });
    expect(coinbaseUrl.searchParams.get('defaultNetwork')).toBe('ethereum');
    expect(coinbaseUrl.searchParams.get('assets')).toBe('["USDC"]');
    expect(coinbaseUrl.searchParams.get('fiatCurrency')).toBe('EUR');
    expect(coinbaseUrl.searchParams.get('presetFiatAmount')).toBe('50');
    expect(coinbaseUrl.searchParams.get('partnerUserRef')).toBe(owner);

    await pressTestId(page, 'w3m-buy-done');
    await waitForView(page, 'Account', 'w3m-account-view');
    await pressTestId(page, 'w3m-account-feature-onramp');
    await waitForView(page, 'OnRampProviders', 'w3m-onramp-view');
    await pressTestId(page, 'w3m-onramp-provider-meld');
    await waitForView(page, 'BuyInProgress', 'w3m-onramp-view');
    const meldUrl = new URL((await opened(page))[1]?.url ?? '');
    expect(meldUrl.origin).toBe('https://meldcrypto.com');
    expect(Object.fromEntries(meldUrl.searchParams)).toEqual({
      publicKey: 'demo-meld-key',
      walletAddress: owner,
      destinationCurrencyCode: 'USDC',
      sourceCurrencyCode: 'EUR',
      sourceAmount: '50',
      externalCustomerId: owner,
    });
    expect(host.offMachine).toEqual([]);
    expect(host.pageErrors).toEqual([]);
  });

  test('in a restricted timezone (Asia/Shanghai) buy and swap are hidden and cannot be opened', async () => {
    const host = await openHost('Asia/Shanghai');
    const { page } = host;
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai');
    await pressTestId(page, 'account-button');
    await page.waitForSelector(byTestId('w3m-account-feature-send'), { visible: true });
    expect(await page.$(byTestId('w3m-account-feature-onramp'))).toBeNull();
    expect(await page.$(byTestId('w3m-account-feature-swaps'))).toBeNull();
    await kitCall(page, 'open', { view: 'Swap' });
    await waitForView(page, 'Swap', 'w3m-swap-view');
    await page.waitForSelector(byTestId('w3m-region-unavailable'), { visible: true });
    expect(await page.$(byTestId('w3m-swap-amount-input'))).toBeNull();
    expect(host.pageErrors).toEqual([]);
  });

  test('in another timezone (Europe/Berlin) both buttons show', async () => {
    const host = await openHost('Europe/Berlin');
    await pressTestId(host.page, 'account-button');
    await host.page.waitForSelector(byTestId('w3m-account-feature-onramp'), { visible: true });
    await host.page.waitForSelector(byTestId('w3m-account-feature-swaps'), { visible: true });
  });
});
