import type { Browser, HTTPResponse, Page } from 'puppeteer';
import { startStack } from '../dev/stack';
import { byTestId, clickTestId } from '../tests/support/shell-page';
import { gzipSize } from './gzip-size';

/** One step of a Solana session and the JavaScript/CSS files it loaded (gzip -9 bytes each). */
export interface SolanaStep {
  step: string;
  files: { path: string; bytes: number }[];
}

const WALLET_STAND_INS = new Set(['/dev-wallet.js', '/dev-solana-wallet.js', '/dev-bitcoin-wallet.js']);

function record(page: Page): { take(): Promise<{ path: string; bytes: number }[]> } {
  const seen = new Set<string>();
  let batch: Promise<{ path: string; bytes: number }>[] = [];
  page.on('response', (response: HTTPResponse) => {
    const type = response.headers()['content-type'] ?? '';
    const path = new URL(response.url()).pathname;
    if (
      !/javascript|ecmascript|text\/css/.test(type) ||
      seen.has(response.url()) ||
      WALLET_STAND_INS.has(path)
    )
      return;
    seen.add(response.url());
    batch.push(response.buffer().then((body) => ({ path, bytes: gzipSize(body) })));
  });
  return {
    async take() {
      const done = await Promise.all(batch);
      batch = [];
      return done;
    },
  };
}

/**
 * What a kit with a Solana network loads, step by step, on the plain HTML host with `?solana=1`
 * against a local stack: the page before any click, opening the modal (Wallet Standard
 * discovery), connecting the Dev Solana Wallet, and the Account view's SOL/SPL balances.
 */
export async function measureSolanaLoads(browser: Browser, siteRoot: string): Promise<SolanaStep[]> {
  const stack = await startStack({ siteRoot, secureSite: false });
  const page = await browser.newPage();
  try {
    await page.setCacheEnabled(false);
    page.setDefaultTimeout(30_000);
    const responses = record(page);
    const steps: SolanaStep[] = [];
    const step = async (name: string, action: () => Promise<void>): Promise<void> => {
      await action();
      await page.waitForNetworkIdle({ idleTime: 200 });
      steps.push({ step: name, files: await responses.take() });
    };
    await step('page with a Solana network, before any click', async () => {
      await page.goto(`${stack.urls.html}?solana=1`, { waitUntil: 'networkidle0' });
      await page.waitForSelector(byTestId('connect-button'), { visible: true });
    });
    await step('open the modal (Wallet Standard discovery)', async () => {
      await page.evaluate(() =>
        (window as unknown as { devSolanaWallet: { configure(s: object): void } }).devSolanaWallet.configure({
          autoApprove: true,
        }),
      );
      await clickTestId(page, 'connect-button');
      await page.waitForSelector(byTestId('wallet-selector-wallet-standard:Dev Solana Wallet'), {
        visible: true,
      });
    });
    await step('connect the Dev Solana Wallet', async () => {
      await clickTestId(page, 'wallet-selector-wallet-standard:Dev Solana Wallet');
      await page.waitForSelector(byTestId('account-button'), { visible: true });
    });
    await step('Account view with SOL and SPL balances', async () => {
      await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
      await clickTestId(page, 'account-button');
      await page.waitForSelector(byTestId('w3m-account-token-amount-SOL'), { visible: true });
    });
    return steps;
  } finally {
    await page.close();
    await stack.stop();
  }
}
