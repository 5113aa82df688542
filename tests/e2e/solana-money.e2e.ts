// Solana balances and Send end to end: the plain HTML host with `?solana=1`, the Dev Solana Wallet
// (Wallet Standard) and the stack's local Solana chain with its SPL test token. The chain has no
// reset, so every check reads the chain before and after and compares differences; each test uses
// its own dev key and fresh receivers.
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token';
import type { Browser, Page } from 'puppeteer';
import { devSolanaKeypair } from '../../dev/solana/dev-keys';
import { lamportsToSol } from '../../src/chains/solana/balance';
import { formatUnitsText } from '../../src/chains/solana/token-balances';
import { formatBalance } from '../../src/stores/format';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { byTestId, pressTestId, textOf, typeInto, waitForText } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
const solanaStack = stack.config.solana;
if (!solanaStack) throw new Error('the stack has no Solana chain');
const connection = new Connection(solanaStack.rpcUrl, 'confirmed');
const token = solanaStack.tokens[0];
if (!token) throw new Error('the stack minted no SPL test token');
const mint = new PublicKey(token.mint);

const SOLANA_WALLET = 'wallet-standard:Dev Solana Wallet';
const REJECTION = 'You rejected the request in your wallet.';

interface DevSolanaWindow {
  devSolanaWallet: { configure(settings: object): void };
}

async function tokenUnits(owner: PublicKey): Promise<bigint> {
  try {
    return (await getAccount(connection, getAssociatedTokenAddressSync(mint, owner))).amount;
  } catch {
    return 0n;
  }
}

/** Polls the chain until `read` gives `expected`. */
async function waitForChain(read: () => Promise<bigint>, expected: bigint): Promise<void> {
  let last = await read();
  for (let attempt = 0; last !== expected && attempt < 200; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toBe(expected);
}

let browser: Browser;
let recorded: RecordedPage;

beforeEach(async () => {
  browser = await launchBrowser();
  recorded = await openPage(browser, `${stack.urls.html}?solana=1`);
  recorded.page.setDefaultTimeout(20_000);
});

afterEach(async () => {
  expect(recorded.pageErrors).toEqual([]);
  expect(recorded.blockedRequests).toEqual([]);
  await browser.close();
});

async function configureWallet(page: Page, settings: object): Promise<void> {
  await page.waitForFunction(() => 'devSolanaWallet' in window);
  await page.evaluate(
    (more: object) => (window as unknown as DevSolanaWindow).devSolanaWallet.configure(more),
    settings,
  );
}

/** Connects the Dev Solana Wallet with dev key `index` and opens the Account view. */
async function connectAndOpenAccount(page: Page, index: number): Promise<void> {
  await configureWallet(page, { autoApprove: true, accountIndex: index });
  await pressTestId(page, 'connect-button');
  await pressTestId(page, `wallet-selector-${SOLANA_WALLET}`);
  await page.waitForSelector(byTestId('account-button'), { visible: true });
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
  await pressTestId(page, 'account-button');
  await page.waitForSelector(byTestId('w3m-account-name'), { visible: true });
}

const shownSol = (lamports: number): string => formatBalance(lamportsToSol(BigInt(lamports)), 'SOL');
const shownToken = (units: bigint): string =>
  formatBalance(formatUnitsText(units, token.decimals), token.symbol);

describe('Solana balances and Send (Dev Solana Wallet, local chain)', () => {
  test('the Tokens tab shows SOL and the SPL test token by its metadata symbol', async () => {
    const { page } = recorded;
    const owner = devSolanaKeypair(1).publicKey;
    await connectAndOpenAccount(page, 1);
    await waitForText(page, 'w3m-account-token-amount-SOL', shownSol(await connection.getBalance(owner)));
    await waitForText(page, `w3m-account-token-amount-${token.symbol}`, shownToken(await tokenUnits(owner)));
  });

  test('sending SOL and then the SPL token through the Send views moves them on chain and refreshes the balances', async () => {
    const { page } = recorded;
    const owner = devSolanaKeypair(2).publicKey;
    const receiver = Keypair.generate().publicKey;
    await connectAndOpenAccount(page, 2);

    await pressTestId(page, 'w3m-account-feature-send');
    await waitForTextMatching(page, 'w3m-send-select-token', /^SOL/);
    await typeInto(page, 'w3m-send-amount-input', '1.5');
    await typeInto(page, 'w3m-send-address-input', receiver.toBase58());
    await pressTestId(page, 'w3m-send-preview-button');
    await waitForText(page, 'w3m-send-preview-amount', '1.5 SOL');
    // One signature's fee (5,000 lamports) is below the 3 decimals shown.
    await waitForText(page, 'w3m-send-fee', '< 0.001 SOL');
    await pressTestId(page, 'w3m-send-confirm');
    await waitForChain(async () => BigInt(await connection.getBalance(receiver)), 1_500_000_000n);
    await page.waitForSelector(byTestId('w3m-account-name'), { visible: true });
    await waitForText(page, 'w3m-account-token-amount-SOL', shownSol(await connection.getBalance(owner)));

    // The receiver has no token account yet: the transfer creates it.
    const tokensBefore = await tokenUnits(owner);
    const sent = 7n * 10n ** BigInt(token.decimals);
    await pressTestId(page, 'w3m-account-feature-send');
    await pressTestId(page, 'w3m-send-select-token');
    await pressTestId(page, `w3m-send-token-${token.symbol}`);
    await waitForTextMatching(page, 'w3m-send-select-token', new RegExp(`^${token.symbol}`));
    await typeInto(page, 'w3m-send-amount-input', '7');
    await typeInto(page, 'w3m-send-address-input', receiver.toBase58());
    await pressTestId(page, 'w3m-send-preview-button');
    await waitForText(page, 'w3m-send-preview-amount', `7 ${token.symbol}`);
    await pressTestId(page, 'w3m-send-confirm');
    await waitForChain(() => tokenUnits(receiver), sent);
    expect(await tokenUnits(owner)).toBe(tokensBefore - sent);
    await page.waitForSelector(byTestId('w3m-account-name'), { visible: true });
    await waitForText(page, `w3m-account-token-amount-${token.symbol}`, shownToken(tokensBefore - sent));
  });

  test('an invalid base58 receiver, a too large amount and a rejection each show their message; the wallet stays connected', async () => {
    const { page } = recorded;
    const receiver = Keypair.generate().publicKey;
    await connectAndOpenAccount(page, 3);
    await pressTestId(page, 'w3m-account-feature-send');
    await waitForTextMatching(page, 'w3m-send-select-token', /^SOL/);
    await typeInto(page, 'w3m-send-amount-input', '1');
    // 0, O, I and l are not base58; an EVM address is not a Solana one either.
    await typeInto(page, 'w3m-send-address-input', '0OIl1111111111111111111111111111');
    await waitForText(page, 'w3m-send-error', 'Invalid address');
    await typeInto(page, 'w3m-send-address-input', stack.config.accounts[0] ?? '');
    await waitForText(page, 'w3m-send-error', 'Invalid address');
    await typeInto(page, 'w3m-send-address-input', receiver.toBase58());
    await typeInto(page, 'w3m-send-amount-input', '100000');
    await waitForText(page, 'w3m-send-error', 'Insufficient funds');
    expect(
      await page.$eval(
        byTestId('w3m-send-preview-button'),
        (button) => (button as HTMLButtonElement).disabled,
      ),
    ).toBe(true);

    await typeInto(page, 'w3m-send-amount-input', '0.25');
    await waitForText(page, 'w3m-send-error', '');
    await configureWallet(page, { autoApprove: false, rejectAll: true });
    await pressTestId(page, 'w3m-send-preview-button');
    await pressTestId(page, 'w3m-send-confirm');
    await waitForText(page, 'w3m-snackbar', REJECTION);
    // Back on the form with what was typed; nothing moved and the account is still connected.
    await page.waitForSelector(byTestId('w3m-send-amount-input'), { visible: true });
    expect(
      await page.$eval(byTestId('w3m-send-amount-input'), (input) => (input as HTMLInputElement).value),
    ).toBe('0.25');
    expect(await connection.getBalance(receiver)).toBe(0);
    const status = await page.evaluate(
      () =>
        (
          window as unknown as { appKit: { getAccount(namespace: string): { status?: string } } }
        ).appKit.getAccount('solana').status,
    );
    expect(status).toBe('connected');
    expect(await textOf(page, 'w3m-send-error')).toBe('');
  });
});

/** Waits until the element with this test id shows a text matching `pattern`. */
async function waitForTextMatching(page: Page, testId: string, pattern: RegExp): Promise<void> {
  await page.waitForFunction(
    (selector: string, source: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      return new RegExp(source).test((find(document)?.textContent ?? '').trim());
    },
    {},
    `[data-testid="${testId}"]`,
    pattern.source,
  );
}
