// Account views end to end: the React demo host (networks Localhost, Localhost 2, Ethereum, with
// the stack's RPC URLs from dev-config.json), the Dev Wallet (EIP-6963) and the two local anvil
// chains. Connect through the Connect view, read the Account view, switch to the second
// chain through Networks (the wallet's add-chain + switch), and disconnect.
import type { Browser, Page } from 'puppeteer';
import { formatUnits } from 'viem';
import { formatBalance } from '../../src/stores/format';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import { pressTestId as press } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

const DEV_WALLET = 'dev.w3m-elements.wallet';
const sel = (testId: string): string => `pierce/[data-testid="${testId}"]`;

/**
 * Waits until the element with this test id (searched through every shadow root) satisfies
 * `read(element) === expected`, where `read` is the text, or the `label` of the wui-* element
 * whose shadow root holds it.
 */
async function waitForValue(
  page: Page,
  testId: string,
  kind: 'text' | 'hostLabel',
  expected: string,
): Promise<void> {
  await page.waitForFunction(
    (selector: string, what: string, value: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const element = find(document);
      if (!element) return false;
      if (what === 'text') return (element.textContent ?? '').trim() === value;
      const root = element.getRootNode();
      const host = root instanceof ShadowRoot ? (root.host as Element & { label?: unknown }) : undefined;
      return host?.label === value;
    },
    {},
    `[data-testid="${testId}"]`,
    kind,
    expected,
  );
}

/** Whether the wui-list-item holding this test id is marked as the current one. */
function isCurrent(page: Page, testId: string): Promise<boolean> {
  return page.$eval(sel(testId), (element) => element.getAttribute('aria-current') === 'true');
}

/** The ETH balance of an address on a chain, as SPEC §5 displays it. */
async function displayedBalance(rpcUrl: string, address: string): Promise<string> {
  const wei = BigInt(String(await rpc(rpcUrl, 'eth_getBalance', [address, 'latest'])));
  return formatBalance(formatUnits(wei, 18), 'ETH');
}

interface DevWalletWindow {
  devWallet: {
    configure(config: object): void;
    switchChain(chainId: number): void;
    getState(): { chainId: number; connected: boolean };
  };
}

/** Waits until the Dev Wallet sits on `chainId`. */
async function waitForWalletChain(page: Page, chainId: number): Promise<void> {
  await page.waitForFunction(
    (id: number) => (window as unknown as DevWalletWindow).devWallet.getState().chainId === id,
    {},
    chainId,
  );
}

/** Connects the Dev Wallet through the Connect view; resolves once the modal has closed again. */
async function connectDevWallet(page: Page): Promise<void> {
  await press(page, 'connect-button');
  await press(page, `wallet-selector-${DEV_WALLET}`);
  await page.waitForSelector(sel('account-button'), { visible: true });
  await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
}

/** Opens the Account view from the account button. */
async function openAccount(page: Page): Promise<void> {
  await press(page, 'account-button');
  await page.waitForSelector(sel('w3m-account-name'), { visible: true });
}

describe('account views (React demo host, Dev Wallet)', () => {
  let browser: Browser;
  let recorded: RecordedPage;
  const address = stack.config.accounts[0] ?? '';

  beforeEach(async () => {
    // A fresh browser (profile) per test: no stored session of an earlier test is restored.
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.demo);
    // Fail a stuck wait with puppeteer's message (which names the selector) well before Jest's timeout.
    recorded.page.setDefaultTimeout(15_000);
    // The wallet knows only this run's first chain, so picking the second runs add-chain + switch.
    await recorded.page.evaluate(
      (rpcUrl: string) =>
        (window as unknown as DevWalletWindow).devWallet.configure({
          autoApprove: true,
          chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }],
        }),
      stack.urls.evm,
    );
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await browser.close();
  });

  test('connect, read the account, switch to the second local chain, disconnect', async () => {
    const { page } = recorded;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await connectDevWallet(page);

    // Account view: shortened address, the balance of dev account 0 on chain 31337, the network.
    await openAccount(page);
    await waitForValue(page, 'w3m-account-name', 'text', `${address.slice(0, 6)}\u2026${address.slice(-6)}`);
    await waitForValue(page, 'w3m-account-balance', 'text', await displayedBalance(stack.urls.evm, address));
    await waitForValue(page, 'w3m-account-network', 'hostLabel', 'Localhost');

    // Networks: every configured network, the active one selected; pick Localhost 2.
    await press(page, 'w3m-account-network');
    for (const name of ['Localhost', 'Localhost 2', 'Ethereum']) {
      await page.waitForSelector(sel(`w3m-network-switch-${name}`), { visible: true });
    }
    expect(await isCurrent(page, 'w3m-network-switch-Localhost')).toBe(true);
    expect(await isCurrent(page, 'w3m-network-switch-Localhost 2')).toBe(false);
    await press(page, 'w3m-network-switch-Localhost 2');

    // The wallet added 31338 and switched to it; back on Account, the modal shows the new network.
    await waitForWalletChain(page, 31338);
    await waitForValue(page, 'w3m-account-network', 'hostLabel', 'Localhost 2');
    await waitForValue(page, 'w3m-account-balance', 'text', await displayedBalance(stack.urls.evm2, address));

    // Disconnect: the modal closes and the account button is gone.
    await press(page, 'disconnect-button');
    await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
    await page.waitForSelector(sel('account-button'), { hidden: true });
    await page.waitForSelector(sel('connect-button'), { visible: true });
  });

  test('a switch the wallet refuses shows the error and leaves Networks usable', async () => {
    const { page } = recorded;
    await connectDevWallet(page);
    await page.evaluate(() =>
      (window as unknown as DevWalletWindow).devWallet.configure({ rejectAll: true }),
    );
    await openAccount(page);
    await press(page, 'w3m-account-network');
    await press(page, 'w3m-network-switch-Localhost 2');

    // The error appears in the snackbar (it hides itself again after a few seconds).
    // Polled with requestAnimationFrame: a mutation-driven wait does not see changes inside shadow roots.
    const found = await page.waitForFunction(
      () => {
        const find = (root: Document | ShadowRoot): Element | null => {
          const hit = root.querySelector('[data-testid="w3m-snackbar"]');
          if (hit) return hit;
          for (const element of root.querySelectorAll('*')) {
            const inner = element.shadowRoot ? find(element.shadowRoot) : null;
            if (inner) return inner;
          }
          return null;
        };
        const snackbar = find(document);
        return snackbar
          ? { variant: snackbar.getAttribute('data-variant'), message: (snackbar.textContent ?? '').trim() }
          : false;
      },
      { polling: 'raf' },
    );
    const shown = (await found.jsonValue()) as { variant: string | null; message: string };
    expect(shown.variant).toBe('error');
    expect(shown.message).not.toBe('');
    await page.waitForFunction(() => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector('[data-testid="w3m-network-switch-Localhost 2"]');
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const row = find(document);
      return row !== null && !row.hasAttribute('disabled') && row.getAttribute('aria-busy') !== 'true';
    });
    expect(
      await page.evaluate(() => (window as unknown as DevWalletWindow).devWallet.getState().chainId),
    ).toBe(31337);
    expect(await isCurrent(page, 'w3m-network-switch-Localhost')).toBe(true);
  });

  test('a wallet on an unknown chain gets UnsupportedChain; picking a network fixes it', async () => {
    const { page } = recorded;
    await connectDevWallet(page);
    // Teach the wallet a chain the app does not configure, then move the wallet onto it.
    await page.evaluate(
      (rpcUrl: string, otherUrl: string) => {
        const { devWallet } = window as unknown as DevWalletWindow;
        devWallet.configure({
          chains: [
            { chainId: 31337, rpcUrl, name: 'Anvil' },
            { chainId: 1337, rpcUrl: otherUrl, name: 'Elsewhere' },
          ],
        });
        devWallet.switchChain(1337);
      },
      stack.urls.evm,
      stack.urls.evm2,
    );

    await page.waitForSelector(sel('w3m-modal-card'), { visible: true });
    for (const name of ['Localhost', 'Localhost 2', 'Ethereum']) {
      await page.waitForSelector(sel(`w3m-network-switch-${name}`), { visible: true });
    }
    await page.waitForSelector(sel('disconnect-button'), { visible: true });
    // Closing is refused on this view: two frames after Escape the dialog is still shown.
    await page.keyboard.press('Escape');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(await page.$eval(sel('w3m-modal-card'), (card) => card.getBoundingClientRect().height > 0)).toBe(
      true,
    );

    await press(page, 'w3m-network-switch-Localhost');
    await waitForWalletChain(page, 31337);
    // Back on a configured chain, the view resets to Account and the EVM client closes the modal.
    await page.waitForSelector(sel('w3m-modal-card'), { hidden: true });
    await openAccount(page);
    await waitForValue(page, 'w3m-account-network', 'hostLabel', 'Localhost');
  });
});
