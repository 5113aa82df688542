// Onramp purchases in Activity (onramp.showPurchases) on the local stack: Buy → Dev Onramp opens the
// dev provider's page (/dev/onramp/) in a popup, whose purchase pays real test ETH from a dev account, the secure site reads
// the provider's report with the key from its environment, and the kit's Activity lists it as a
// purchase from "Dev Onramp" with its amount, asset and status.
import type { Address } from 'viem';
import { parseEther } from 'viem';
import { useFreshContexts } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import { openRecordedHost } from '../support/recorded-host';
import {
  byTestId,
  clickTestId,
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
const owner = stack.config.accounts[0] as Address;

const balance = async (address: string): Promise<bigint> =>
  BigInt(String(await rpc(stack.urls.evm, 'eth_getBalance', [address, 'latest'])));

describe('onramp purchases in Activity', () => {
  test('a purchase through the dev onramp pays on chain and shows in Activity with its status', async () => {
    const secure = stack.config.secureSite;
    if (!secure) throw new Error('the stack runs without its secure site');
    const context = await freshContext();
    const host = await openRecordedHost(context, stack.urls.html, {
      walletChains: [{ chainId: 31337, rpcUrl: stack.urls.evm, name: 'Anvil' }],
    });
    const { page } = host;
    await createHtmlHostKit(page, {
      networks: [localNetwork(stack.urls.evm)],
      projectId: secure.projectId,
      secureSiteUrl: secure.url,
      onramp: { showPurchases: true, dev: { url: `${stack.urls.demo}/dev/onramp/` } },
    });
    await connectDevWallet(page);

    // Buy → Dev Onramp: the popup is the provider's real page; "Buy" pays out from dev account 7.
    const before = await balance(owner);
    await pressTestId(page, 'account-button');
    await pressTestId(page, 'w3m-account-feature-onramp');
    await waitForView(page, 'OnRampProviders', 'w3m-onramp-view');
    await typeInto(page, 'w3m-onramp-amount', '100');
    const popupTarget = context.waitForTarget((target) => target.url().includes('/dev/onramp/'));
    await pressTestId(page, 'w3m-onramp-provider-dev');
    await waitForView(page, 'BuyInProgress', 'w3m-onramp-view');
    const provider = await (await popupTarget).page();
    if (!provider) throw new Error('the dev onramp popup did not open');
    const popupUrl = new URL(provider.url());
    expect(popupUrl.searchParams.get('walletAddress')).toBe(owner);
    expect(popupUrl.searchParams.get('destinationCurrencyCode')).toBe('ETH');
    expect(popupUrl.searchParams.get('sourceAmount')).toBe('100');
    await provider.waitForSelector('[data-testid="dev-onramp-buy"]');
    await provider.$eval(
      '[data-testid="dev-onramp-amount"]',
      (input) => ((input as HTMLInputElement).value = '0.05'),
    );
    await Promise.all([provider.waitForNavigation(), provider.click('[data-testid="dev-onramp-buy"]')]);
    expect(await provider.$eval('[data-testid="dev-onramp-result"]', (node) => node.textContent)).toBe(
      `0.05 ETH to ${owner}: SETTLED`,
    );
    expect(await balance(owner)).toBe(before + parseEther('0.05'));
    await provider.close();
    await kitCall(page, 'close');

    await clickTestId(page, 'account-button');
    await clickTestId(page, 'account-tab-activity');
    const row = await page.waitForSelector(
      'pierce/[data-testid="w3m-activity-row"][data-transaction-id^="onramp:dev:"]',
      {
        visible: true,
      },
    );
    expect(await row?.evaluate((node) => (node.textContent ?? '').trim())).toBe(
      'PurchaseFrom Dev Onramp+0.05 ETHConfirmed',
    );
    expect(await page.$(byTestId('w3m-activity-purchases-error'))).toBeNull();
    expect(host.pageErrors).toEqual([]);
  });
});
