import type { Page } from 'puppeteer';
import { devSolanaKeypair } from '../../dev/solana/dev-keys';
import { useFreshContexts } from '../support/browser';
import { byTestId, pressTestId, textOf } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// The plain HTML host with `?solana=1` configures the stack's first EVM chain and its Solana chain;
// the Dev Solana Wallet (dev/solana-wallet) registers itself with the Wallet Standard in the page.
const SOLANA_WALLET = 'wallet-standard:Dev Solana Wallet';
const DEV_ADDRESS = devSolanaKeypair(0).publicKey.toBase58();
/** A string only @wallet-standard/app's registry holds (the event an app sends when it is ready). */
const REGISTRY_MARK = 'wallet-standard:app-ready';

const freshContext = useFreshContexts();

const DEV_WALLET_SCRIPTS = new Set(['/dev-wallet.js', '/dev-solana-wallet.js', '/dev-bitcoin-wallet.js']);

interface SolanaDemo {
  page: Page;
  /** URLs of the JavaScript responses that carry Wallet Standard registry code. */
  registryChunks: string[];
  /** Resolves once every response seen so far has been read. */
  read(): Promise<unknown>;
}

async function openHtmlHost(query: string): Promise<SolanaDemo> {
  const context = await freshContext();
  const page = await context.newPage();
  const reading: Promise<void>[] = [];
  const demo: SolanaDemo = { page, registryChunks: [], read: () => Promise.all(reading) };
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The dev wallets stand in for browser extensions: their own Wallet Standard code is not the kit's.
    if (!url.pathname.endsWith('.js') || DEV_WALLET_SCRIPTS.has(url.pathname)) return;
    reading.push(
      response
        .text()
        .then((body) => {
          if (body.includes(REGISTRY_MARK)) demo.registryChunks.push(url.pathname);
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${stackInfo().urls.html}${query}`, { waitUntil: 'load' });
  return demo;
}

async function openConnectAndPickSolanaWallet(page: Page): Promise<void> {
  await pressTestId(page, 'connect-button');
  await pressTestId(page, `wallet-selector-${SOLANA_WALLET}`);
}

async function waitForAccountButtonWith(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (shown: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector('[data-testid="account-button"]');
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      return find(document)?.textContent?.includes(shown) ?? false;
    },
    { timeout: 20_000 },
    text,
  );
}

describe('Solana (Dev Solana Wallet, Wallet Standard)', () => {
  test('connects the Dev Solana Wallet from the modal after the user approves; a refresh keeps the connection without asking again', async () => {
    const { page } = await openHtmlHost('?solana=1');
    await openConnectAndPickSolanaWallet(page);
    await page.waitForSelector(byTestId('dev-wallet-prompt'), { visible: true });
    await pressTestId(page, 'dev-wallet-approve');
    await waitForAccountButtonWith(page, DEV_ADDRESS.slice(0, 4));

    await page.reload({ waitUntil: 'load' });
    await waitForAccountButtonWith(page, DEV_ADDRESS.slice(0, 4));
    expect(await page.$(byTestId('dev-wallet-prompt'))).toBeNull();
  });

  test('a rejected connect shows the error in the modal and connects nothing', async () => {
    const { page } = await openHtmlHost('?solana=1');
    await openConnectAndPickSolanaWallet(page);
    await page.waitForSelector(byTestId('dev-wallet-prompt'), { visible: true });
    await pressTestId(page, 'dev-wallet-reject');
    await page.waitForSelector(byTestId('w3m-connecting-error'), { visible: true });
    expect(await textOf(page, 'w3m-connecting-error')).toContain('rejected');
    expect(await textOf(page, 'account-button')).toBeNull();
  });

  test('a kit with a Solana network loads the Wallet Standard registry once the modal opens; a kit without one never does', async () => {
    const solana = await openHtmlHost('?solana=1');
    await pressTestId(solana.page, 'connect-button');
    await solana.page.waitForSelector(byTestId(`wallet-selector-${SOLANA_WALLET}`), { visible: true });
    await solana.read();
    expect(solana.registryChunks.length).toBeGreaterThan(0);

    const evmOnly = await openHtmlHost('');
    await pressTestId(evmOnly.page, 'connect-button');
    await evmOnly.page.waitForSelector(byTestId('wallet-selector-dev.w3m-elements.wallet'), {
      visible: true,
    });
    await evmOnly.page.waitForNetworkIdle({ idleTime: 300 });
    await evmOnly.read();
    expect(evmOnly.registryChunks).toEqual([]);
  });
});

describe('EVM + Solana in one kit', () => {
  test('connects both, each account shows on its network as the kit switches between them, and disconnecting Solana leaves EVM connected', async () => {
    const evmChain = stackInfo().config.chains[0]?.name ?? '';
    const evmAddress = stackInfo().config.accounts[0] ?? '';
    const { page } = await openHtmlHost('?solana=1');
    // The page shows only <w3m-button>; a network button next to it drives the switches.
    await page.evaluate(() =>
      document.querySelector('main')?.append(document.createElement('w3m-network-button')),
    );
    // The first configured network (EVM) is active: connect the Dev Wallet there.
    await pressTestId(page, 'connect-button');
    await pressTestId(page, 'wallet-selector-dev.w3m-elements.wallet');
    await pressTestId(page, 'dev-wallet-approve');
    await waitForAccountButtonWith(page, evmAddress.slice(0, 4));

    // To Solana: no Solana account yet, so the kit offers to connect; the Solana wallet connects.
    await pressTestId(page, 'w3m-network-button');
    await pressTestId(page, 'w3m-network-switch-Solana Localnet');
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await openConnectAndPickSolanaWallet(page);
    await pressTestId(page, 'dev-wallet-approve');
    await waitForAccountButtonWith(page, DEV_ADDRESS.slice(0, 4));

    // Back to EVM: its account shows again; and to Solana: its account.
    await pressTestId(page, 'w3m-network-button');
    await pressTestId(page, `w3m-network-switch-${evmChain}`);
    await waitForAccountButtonWith(page, evmAddress.slice(0, 4));
    await pressTestId(page, 'w3m-network-button');
    await pressTestId(page, 'w3m-network-switch-Solana Localnet');
    await waitForAccountButtonWith(page, DEV_ADDRESS.slice(0, 4));

    // disconnect('solana') ends only the Solana connection (the Account view's button ends all, as AppKit's).
    await page.evaluate(async () => {
      await (
        window as unknown as { appKit: { disconnect(namespace: string): Promise<void> } }
      ).appKit.disconnect('solana');
    });
    await page.waitForSelector(byTestId('connect-button'), { visible: true });
    await pressTestId(page, 'w3m-network-button');
    await pressTestId(page, `w3m-network-switch-${evmChain}`);
    await waitForAccountButtonWith(page, evmAddress.slice(0, 4));
  });
});
