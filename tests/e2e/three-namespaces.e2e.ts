import type { HTTPRequest, Page } from 'puppeteer';
import { devSolanaKeypair } from '../../dev/solana/dev-keys';
import { openPage, useFreshContexts } from '../support/browser';
import { byTestId, pressTestId, waitForTextContaining } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// The plain HTML host with `?solana=1&bitcoin=1`: the stack's first EVM chain, its Solana chain and
// its Bitcoin regtest chain in one kit, with the Dev Wallet, Dev Solana Wallet and Dev Bitcoin Wallet.
const freshContext = useFreshContexts();

type Namespace = 'eip155' | 'solana' | 'bip122';
interface PageKit {
  appKit: {
    getAccount(ns: Namespace): { status: string; address?: string };
    disconnect(ns: Namespace): Promise<void>;
    getState(): { open: boolean };
  };
}

async function accountButtonShows(page: Page, address: string): Promise<void> {
  await page.waitForFunction(
    (start: string, end: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector('[data-testid="account-button"]');
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const text = find(document)?.textContent ?? '';
      return text.includes(start) && text.includes(end);
    },
    { timeout: 20_000 },
    address.slice(0, 4),
    address.slice(-4),
  );
}

/** Opens Networks with the network button and picks `network`; the switch may still be running. */
async function pickNetwork(page: Page, network: string): Promise<void> {
  await pressTestId(page, 'w3m-network-button');
  await pressTestId(page, `w3m-network-switch-${network}`);
}

/** Picks `network` and waits for the switch to end: the view goes back and the modal closes. */
async function switchTo(page: Page, network: string): Promise<void> {
  await pickNetwork(page, network);
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
}

async function connectWith(page: Page, wallet: string): Promise<void> {
  await page.waitForSelector(byTestId('connect-button'), { visible: true });
  await pressTestId(page, 'connect-button');
  await pressTestId(page, `wallet-selector-${wallet}`);
  await pressTestId(page, 'dev-wallet-approve');
}

const statuses = (page: Page) =>
  page.evaluate(() => {
    const kit = (window as unknown as PageKit).appKit;
    return (['eip155', 'solana', 'bip122'] as const).map((ns) => kit.getAccount(ns).status);
  });

describe('EVM + Solana + Bitcoin in one kit', () => {
  test('each namespace keeps its own account across switches; disconnecting one leaves the others, and a refresh restores them', async () => {
    const { config, urls } = stackInfo();
    const evmChain = config.chains[0]?.name ?? '';
    const evm = config.accounts[0] ?? '';
    const solana = devSolanaKeypair(0).publicKey.toBase58();
    const bitcoin = config.bitcoin?.accounts[0]?.payment.address ?? '';
    const page = await (await freshContext()).newPage();
    await page.goto(`${urls.html}?solana=1&bitcoin=1`, { waitUntil: 'load' });
    const addNetworkButton = () =>
      page.evaluate(() =>
        document.querySelector('main')?.append(document.createElement('w3m-network-button')),
      );
    await addNetworkButton();

    await connectWith(page, 'dev.w3m-elements.wallet');
    await accountButtonShows(page, evm);
    await switchTo(page, 'Solana Localnet');
    await connectWith(page, 'wallet-standard:Dev Solana Wallet');
    await accountButtonShows(page, solana);
    await switchTo(page, 'Bitcoin Regtest');
    await connectWith(page, 'Dev Bitcoin Wallet');
    await accountButtonShows(page, bitcoin);

    // EVM → Solana → Bitcoin → EVM: each network shows its own namespace's account.
    for (const [network, address] of [
      [evmChain, evm],
      ['Solana Localnet', solana],
      ['Bitcoin Regtest', bitcoin],
      [evmChain, evm],
    ] as const) {
      await switchTo(page, network);
      await accountButtonShows(page, address);
    }
    expect(await statuses(page)).toEqual(['connected', 'connected', 'connected']);

    await page.evaluate(() => (window as unknown as PageKit).appKit.disconnect('solana'));
    expect(await statuses(page)).toEqual(['connected', 'disconnected', 'connected']);
    await accountButtonShows(page, evm);

    await page.reload({ waitUntil: 'load' });
    await addNetworkButton();
    await accountButtonShows(page, evm);
    await page.waitForFunction(
      () => (window as unknown as PageKit).appKit.getAccount('bip122').status === 'connected',
    );
    expect(await statuses(page)).toEqual(['connected', 'disconnected', 'connected']);
    await switchTo(page, 'Bitcoin Regtest');
    await accountButtonShows(page, bitcoin);
    await switchTo(page, 'Solana Localnet');
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    expect(await page.$(byTestId('dev-wallet-prompt'))).toBeNull();
  });

  test('a switch still reading the balance does not hold the rows of Networks opened again, nor close it when it ends', async () => {
    const { config, urls } = stackInfo();
    const evmChain = config.chains[0]?.name ?? '';
    const bitcoin = config.bitcoin?.accounts[0]?.payment.address ?? '';
    // The Bitcoin balance reads wait here, as on a slow Esplora endpoint; the test answers them.
    const held: HTTPRequest[] = [];
    const { page } = await openPage(await freshContext(), `${urls.html}?solana=1&bitcoin=1`, (request) => {
      if (new URL(request.url()).pathname !== `/address/${bitcoin}`) return false;
      held.push(request);
      return true;
    });
    await page.evaluate(() =>
      document.querySelector('main')?.append(document.createElement('w3m-network-button')),
    );
    await connectWith(page, 'dev.w3m-elements.wallet');
    await switchTo(page, 'Bitcoin Regtest');
    await connectWith(page, 'Dev Bitcoin Wallet');
    await accountButtonShows(page, bitcoin);
    // The connect's own read fails, so the balance that shows later can only come from the switch's read.
    await waitUntil(() => held.length > 0);
    await Promise.all(held.splice(0).map((request) => request.abort('connectionrefused')));
    await waitForTextContaining(page, 'account-button', 'Balance unavailable');
    await switchTo(page, evmChain);

    await pickNetwork(page, 'Bitcoin Regtest');
    await waitUntil(() => held.length > 0);
    // The switch waits for the balance; meanwhile the network button opens Networks again.
    await pressTestId(page, 'w3m-network-button');
    await page.waitForSelector(byTestId(`w3m-network-switch-${evmChain}`), { visible: true });
    expect(await rowState(page, evmChain)).toEqual({ disabled: false, loading: false });
    expect(await rowState(page, 'Bitcoin Regtest')).toEqual({ disabled: false, loading: false });

    await Promise.all(held.splice(0).map((request) => request.continue()));
    // The balance is written; the switch's last step runs in the same turn.
    await waitForTextContaining(page, 'account-button', 'BTC');
    expect(await page.evaluate(() => (window as unknown as PageKit).appKit.getState().open)).toBe(true);
    await switchTo(page, evmChain);
    await accountButtonShows(page, config.accounts[0] ?? '');
  });
});

/** Resolves once `condition` holds, checked on every turn of Node's event loop. */
async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/** Whether a network row is disabled or shows the switching spinner. */
function rowState(page: Page, network: string): Promise<{ disabled: boolean; loading: boolean }> {
  return page.$eval(byTestId(`w3m-network-switch-${network}`), (row) => ({
    disabled: (row as HTMLButtonElement).disabled,
    loading: row.getAttribute('aria-busy') === 'true',
  }));
}
