import type { Browser } from 'puppeteer';
import { startStack } from '../dev/stack';
import { byTestId } from '../tests/support/shell-page';
import { clickWhenReady, openRecordedTab, shownUri } from '../tests/support/walletconnect';
import { applyProfile, OPEN_PROFILES } from './open-speed';

/** How long one local WalletConnect connect took, in milliseconds. */
export interface WalletConnectTiming {
  /** Click on WalletConnect → the QR code's URI is there (client loaded, relay reached, pairing made). */
  qrMs: number;
  /** Click on Approve in the wallet page → the dapp shows the account. */
  connectMs: number;
  /** Requests that headed off 127.0.0.1 (must stay empty). */
  leaks: string[];
}

/**
 * Measures a local WalletConnect connect with the stack (its relay, verify and telemetry off): the
 * React demo and the dev mobile wallet in two fresh browser contexts per run, cold caches.
 */
export async function measureWalletConnect(
  browser: Browser,
  siteRoot: string,
  runs: number,
): Promise<WalletConnectTiming[]> {
  const stack = await startStack({ siteRoot });
  try {
    const timings: WalletConnectTiming[] = [];
    for (let run = 0; run < runs; run++) {
      const dapp = await openRecordedTab(browser, '/', stack);
      const wallet = await openRecordedTab(browser, '/wallet/', stack);
      try {
        await wallet.page.waitForFunction(() =>
          /^Ready/.test(document.querySelector('[data-testid="wc-wallet-status"]')?.textContent ?? ''),
        );
        await clickWhenReady(dapp.page, 'connect-button');
        await dapp.page.waitForSelector(byTestId('wallet-selector-walletConnect'), { visible: true });
        const started = performance.now();
        await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
        const uri = await shownUri(dapp.page);
        const qrMs = performance.now() - started;
        const input = await wallet.page.waitForSelector('[data-testid="wc-wallet-uri"]');
        await input!.evaluate((element, value) => ((element as HTMLInputElement).value = value), uri);
        await clickWhenReady(wallet.page, 'wc-wallet-pair');
        await wallet.page.waitForSelector('[data-testid="wc-wallet-approve-session"]');
        const approving = performance.now();
        await clickWhenReady(wallet.page, 'wc-wallet-approve-session');
        await dapp.page.waitForFunction(
          () =>
            /^0x[0-9a-fA-F]{40}$/.test(
              document.querySelector('[data-testid="evm-address"]')?.textContent ?? '',
            ),
          { timeout: 20_000 },
        );
        timings.push({
          qrMs,
          connectMs: performance.now() - approving,
          leaks: [...dapp.leaks, ...wallet.leaks],
        });
      } finally {
        await dapp.context.close();
        await wallet.context.close();
      }
    }
    return timings;
  } finally {
    await stack.stop();
  }
}

/** The phone profile without a hover: 4x CPU, 150 ms round trip, 1.6 Mbps. */
const PHONE = OPEN_PROFILES.find((profile) => profile.network && profile.hoverMs === 0)!;

/**
 * Click on WalletConnect → QR code on the phone profile, per page (a path under the stack's demo
 * origin), cold caches, `runs` times each, alternating pages so a busy moment hits both. The profile
 * applies once Connect is on screen and idle: what is timed is the pairing view and everything it
 * loads (the client, UniversalProvider, the QR encoder) and the relay's answers.
 */
export async function measureQrOnPhone(
  browser: Browser,
  siteRoot: string,
  paths: readonly string[],
  runs: number,
): Promise<Map<string, number[]>> {
  const stack = await startStack({ siteRoot });
  const times = new Map(paths.map((path) => [path, [] as number[]]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        const dapp = await openRecordedTab(browser, path, stack);
        try {
          await dapp.page.setCacheEnabled(false);
          await clickWhenReady(dapp.page, 'connect-button');
          await dapp.page.waitForSelector(byTestId('wallet-selector-walletConnect'), { visible: true });
          await dapp.page.waitForNetworkIdle({ idleTime: 300 });
          await applyProfile(dapp.page, PHONE);
          const started = performance.now();
          await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
          await shownUri(dapp.page, undefined, 60_000);
          times.get(path)!.push(performance.now() - started);
        } finally {
          await dapp.context.close();
        }
      }
    }
    return times;
  } finally {
    await stack.stop();
  }
}
