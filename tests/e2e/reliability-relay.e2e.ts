// Reliability: the WalletConnect relay killed and restarted during a session. The dapp (React demo)
// and the dev mobile wallet pair through a relay this file owns; it is stopped with the session
// live, a signature is requested during the outage, and the relay comes back on the same port.
import type { Page } from 'puppeteer';
import { getAddress, verifyMessage } from 'viem';
import { startRelay, type RunningRelay } from '../../dev/relay/server';
import { useCleanChain } from '../support/chain';
import { waitForTextMatching } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import {
  answerRequest,
  clickWhenReady,
  pairWallet,
  shownUri,
  type RecordedTab,
  useRecordedTabs,
} from '../support/walletconnect';

const MESSAGE = 'Hello from the w3m-elements demo';
const stack = stackInfo();
useCleanChain();

const tabs = useRecordedTabs();
let relay: RunningRelay;

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await relay?.stop();
});

/** A tab of the demo whose dev-config points at this file's relay. */
function open(path: string): Promise<RecordedTab> {
  return tabs.open(path, { ...stack.config, relayUrl: relay.url });
}

/** The number of personal_sign requests the wallet page has been shown so far. */
function signRequestsSeen(wallet: Page): Promise<number> {
  return wallet.evaluate(() => (window as unknown as { __signRequests?: number }).__signRequests ?? 0);
}

describe('reliability: WalletConnect relay faults', () => {
  test('the relay restarts mid-session: a request made during the outage completes once after it', async () => {
    const dapp = await open('/');
    const wallet = await open('/wallet/');
    // Counts every personal_sign card the wallet ever shows (a request delivered twice would show twice).
    await wallet.page.evaluate(() => {
      const seen = new WeakSet<Element>();
      const count = (): void => {
        for (const card of document.querySelectorAll(
          '[data-testid="wc-wallet-request"][data-method="personal_sign"]',
        )) {
          if (seen.has(card)) continue;
          seen.add(card);
          const scope = window as unknown as { __signRequests?: number };
          scope.__signRequests = (scope.__signRequests ?? 0) + 1;
        }
      };
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    });
    await waitForTextMatching(wallet.page, 'wc-wallet-status', /^Ready/);
    await clickWhenReady(dapp.page, 'connect-button');
    await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
    await pairWallet(wallet.page, await shownUri(dapp.page));
    const address = getAddress(stack.config.accounts[0]!);
    await waitForTextMatching(dapp.page, 'evm-address', new RegExp(`^${address}$`));

    const { port } = relay;
    await relay.stop();
    await clickWhenReady(dapp.page, 'evm-sign-message');
    relay = await startRelay({ host: '127.0.0.1', port });

    await answerRequest(wallet.page, 'personal_sign', true);
    const signature = await waitForTextMatching(dapp.page, 'evm-signature', /^0x[0-9a-f]{130}$/i);
    expect(await verifyMessage({ address, message: MESSAGE, signature: signature as `0x${string}` })).toBe(
      true,
    );
    expect(await signRequestsSeen(wallet.page)).toBe(1);
    expect(await dapp.page.evaluate(() => document.body.textContent ?? '')).not.toMatch(/error/i);
    // The session goes on: a second request after the restart is answered too.
    await clickWhenReady(dapp.page, 'evm-sign-message');
    await answerRequest(wallet.page, 'personal_sign', true);
    expect(await signRequestsSeen(wallet.page)).toBe(2);
  });
});
