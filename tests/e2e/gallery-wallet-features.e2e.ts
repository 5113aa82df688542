// The gallery's second page (`npm run screenshots`): the wallet features reached from the Account
// view — Swap, its token picker and review, and buying crypto — in dark and light, desktop and
// phone, into build/screenshots/wallet-features/. Every shot gets the same in-page checks as the
// main gallery: no text overflowing or cut without an ellipsis, nothing covering a control, no
// card collapsed to a strip.
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { useCleanChain } from '../support/chain';
import { useGalleryPage } from '../support/gallery/gallery-page';
import {
  autoApproveDevWallet,
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

const OUT = join(__dirname, '../../build/screenshots/wallet-features');

/** Swaps on the stack's Uniswap V2 router, the stack's tokens, and both onramp providers. */
function featuresOptions(): object {
  const router = stack.config.uniswap?.[0]?.router;
  if (!router) throw new Error('the stack did not deploy Uniswap V2');
  return {
    themeMode: 'dark',
    networks: [localNetwork(stack.urls.evm)],
    projectId: 'w3m-elements-local',
    walletConnectServices: false,
    tokens: { 'eip155:31337': stack.config.tokens.map((token) => ({ address: token.address })) },
    swapRouters: { 'eip155:31337': router },
    onramp: { coinbase: { appId: 'gallery-app-id' }, meld: { publicKey: 'gallery-meld-key' } },
  };
}

/** Before the page's scripts: window.open opens nothing, so the onramp shots stay on the modal. */
const NO_POPUPS = `window.open = () => null;`;

describe('screenshot gallery: wallet features', () => {
  let page: Page;
  const { shoot, problemsOf, shotCount } = useGalleryPage(OUT, async (opened) => {
    page = opened;
    await page.evaluateOnNewDocument(NO_POPUPS);
    await page.reload({ waitUntil: 'load' });
    await createHtmlHostKit(page, featuresOptions());
    await autoApproveDevWallet(page, stack.urls.evm);
    await connectDevWallet(page);
  });

  test('Account with its feature buttons, Swap, the token picker and the review', async () => {
    await pressTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    await page.waitForSelector(byTestId('w3m-account-feature-swaps'), { visible: true });
    await shoot('account-features');
    await pressTestId(page, 'w3m-account-feature-swaps');
    await waitForView(page, 'Swap', 'w3m-swap-view');
    await shoot('swap-empty');
    await pressTestId(page, 'w3m-swap-to-token');
    await waitForView(page, 'SwapSelectToken', 'w3m-swap-select-token-view');
    await page.waitForSelector(byTestId('w3m-swap-token-TST'), { visible: true });
    await shoot('swap-select-token');
    await pressTestId(page, 'w3m-swap-token-TST');
    await waitForView(page, 'Swap', 'w3m-swap-view');
    await typeInto(page, 'w3m-swap-amount-input', '1');
    await page.waitForSelector(byTestId('w3m-swap-rate'), { visible: true });
    await shoot('swap-quoted');
    await pressTestId(page, 'w3m-swap-review');
    await waitForView(page, 'SwapPreview', 'w3m-swap-preview-view');
    await page.waitForSelector(byTestId('w3m-swap-confirm'), { visible: true });
    await shoot('swap-preview');
    // Opened with arguments, a token pair that needs an approval first.
    await kitCall(page, 'open', {
      view: 'Swap',
      arguments: { amount: '10', fromToken: 'TST', toToken: 'tUSD' },
    });
    await waitForView(page, 'Swap', 'w3m-swap-view');
    await page.waitForSelector(byTestId('w3m-swap-rate'), { visible: true });
    await pressTestId(page, 'w3m-swap-review');
    await waitForView(page, 'SwapPreview', 'w3m-swap-preview-view');
    await page.waitForSelector(byTestId('w3m-swap-approve'), { visible: true });
    await shoot('swap-preview-approve');
    await kitCall(page, 'close');
    expect(problemsOf()).toEqual([]);
  });

  test('buying crypto: providers, asset and currency pickers', async () => {
    const shotsBefore = shotCount();
    await pressTestId(page, 'account-button');
    await pressTestId(page, 'w3m-account-feature-onramp');
    await waitForView(page, 'OnRampProviders', 'w3m-onramp-view');
    await page.waitForSelector(byTestId('w3m-onramp-provider-coinbase'), { visible: true });
    await shoot('onramp-providers');
    await pressTestId(page, 'w3m-onramp-asset');
    await waitForView(page, 'OnRampTokenSelect', 'w3m-onramp-view');
    await shoot('onramp-token-select');
    await pressTestId(page, 'w3m-onramp-token-USDC');
    await waitForView(page, 'OnRampProviders', 'w3m-onramp-view');
    await pressTestId(page, 'w3m-onramp-fiat');
    await waitForView(page, 'OnRampFiatSelect', 'w3m-onramp-view');
    await shoot('onramp-fiat-select');
    await pressTestId(page, 'w3m-onramp-fiat-EUR');
    await waitForView(page, 'OnRampProviders', 'w3m-onramp-view');
    await typeInto(page, 'w3m-onramp-amount', '50');
    await pressTestId(page, 'w3m-onramp-provider-coinbase');
    await waitForView(page, 'BuyInProgress', 'w3m-onramp-view');
    await shoot('onramp-buy-in-progress');
    await kitCall(page, 'close');
    expect(problemsOf(shotsBefore)).toEqual([]);
  });
});
