import type { Page } from 'puppeteer';
import { createPublicClient, getAddress, http, verifyMessage } from 'viem';
import { PAIRING_LIFETIME_MS } from '../../src/chains/constants';
import { useCleanChain } from '../support/chain';
import { byTestId, textOf, waitForTextMatching } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import {
  answerRequest,
  clickWhenReady,
  decodeShownQr,
  pairWallet,
  type RecordedTab,
  shownUri,
  useRecordedTabs,
} from '../support/walletconnect';

// WalletConnect end to end: the React demo (dapp) and the dev mobile wallet (/wallet/) in two
// browser contexts, paired through the stack's relay. Every request both tabs make is recorded.

const MESSAGE = 'Hello from the w3m-elements demo';

useCleanChain();

const { open } = useRecordedTabs();

/** Opens the modal's WalletConnect view and returns the URI it shows. */
async function openWalletConnect(dapp: Page): Promise<string> {
  await clickWhenReady(dapp, 'connect-button');
  await clickWhenReady(dapp, 'wallet-selector-walletConnect');
  return shownUri(dapp);
}

/** Dapp and wallet tabs, paired and connected; resolves with the dapp's address. */
async function connected(): Promise<{ dapp: RecordedTab; wallet: RecordedTab; address: string }> {
  const dapp = await open('/');
  const wallet = await open('/wallet/');
  await waitForTextMatching(wallet.page, 'wc-wallet-status', /^Ready/);
  const uri = await openWalletConnect(dapp.page);
  await pairWallet(wallet.page, uri);
  const address = getAddress(stackInfo().config.accounts[0]!);
  await waitForTextMatching(dapp.page, 'evm-address', new RegExp(`^${address}$`));
  return { dapp, wallet, address };
}

describe('WalletConnect through the local relay', () => {
  test('pair with the copied URI (the QR code decodes to it) → approve → the account shows; sign, send and a rejection', async () => {
    const dapp = await open('/');
    const wallet = await open('/wallet/');
    await waitForTextMatching(wallet.page, 'wc-wallet-status', /^Ready/);
    await dapp.context.overridePermissions(stackInfo().urls.demo, [
      'clipboard-read',
      'clipboard-write',
      'clipboard-sanitized-write',
    ]);

    const shown = await openWalletConnect(dapp.page);
    // The clipboard needs the document to have focus: the wallet tab was opened last.
    await dapp.page.bringToFront();
    await clickWhenReady(dapp.page, 'copy-wc2-uri');
    await waitForTextMatching(dapp.page, 'w3m-snackbar', /^Link copied$/);
    const copied = await dapp.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    expect(copied).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(await decodeShownQr(dapp.page)).toBe(copied);

    await pairWallet(wallet.page, copied);
    // The recorder sees the WebSocket too: both tabs talk to the stack's relay, and only to it.
    const relay = stackInfo().urls.relay;
    expect(dapp.requests.some((url) => url.startsWith(relay))).toBe(true);
    expect(wallet.requests.some((url) => url.startsWith(relay))).toBe(true);
    const address = getAddress(stackInfo().config.accounts[0]!);
    await waitForTextMatching(dapp.page, 'evm-address', new RegExp(`^${address}$`));
    expect(await textOf(dapp.page, 'evm-status')).toBe('connected');
    await dapp.page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await waitForTextMatching(wallet.page, 'wc-wallet-session', /w3m-elements|React|demo|\S/);

    // personal_sign approved in the wallet: a signature that verifies for the account.
    await clickWhenReady(dapp.page, 'evm-sign-message');
    await answerRequest(wallet.page, 'personal_sign', true);
    const signature = await waitForTextMatching(dapp.page, 'evm-signature', /^0x[0-9a-f]{130}$/i);
    expect(await verifyMessage({ address, message: MESSAGE, signature: signature as `0x${string}` })).toBe(
      true,
    );

    // eth_sendTransaction approved in the wallet: a transaction mined on anvil.
    await clickWhenReady(dapp.page, 'evm-send-eth');
    await answerRequest(wallet.page, 'eth_sendTransaction', true);
    const hash = await waitForTextMatching(dapp.page, 'evm-send-eth-hash', /^0x[0-9a-f]{64}$/i);
    const client = createPublicClient({ transport: http(stackInfo().config.chains[0]!.rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(getAddress(receipt.from)).toBe(address);

    // A rejection in the wallet reaches the dapp as an error.
    await clickWhenReady(dapp.page, 'evm-sign-message');
    await answerRequest(wallet.page, 'personal_sign', false);
    await waitForTextMatching(dapp.page, 'evm-error', /reject/i);
  });

  test('a chain switch inside the session; a refresh keeps the session; a disconnect from the wallet page disconnects the dapp', async () => {
    const { dapp, wallet, address } = await connected();
    // The session holds both local chains: the switch needs no wallet round trip, and requests follow.
    await clickWhenReady(dapp.page, 'evm-switch-second');
    await waitForTextMatching(dapp.page, 'evm-network', /^eip155:31338$/);
    await clickWhenReady(dapp.page, 'evm-sign-message');
    const request = await wallet.page.waitForSelector(
      '[data-testid="wc-wallet-request"][data-method="personal_sign"]',
    );
    expect(await request!.evaluate((element) => element.textContent)).toContain('eip155:31338');
    await answerRequest(wallet.page, 'personal_sign', true);
    await waitForTextMatching(dapp.page, 'evm-signature', /^0x[0-9a-f]{130}$/i);

    await dapp.page.reload({ waitUntil: 'load' });
    await waitForTextMatching(dapp.page, 'evm-status', /^connected$/);
    expect(await textOf(dapp.page, 'evm-address')).toBe(address);
    expect(await textOf(dapp.page, 'evm-network')).toBe('eip155:31338');

    await clickWhenReady(wallet.page, 'wc-wallet-disconnect');
    await waitForTextMatching(dapp.page, 'evm-status', /^disconnected$/);
    expect(await textOf(dapp.page, 'evm-address')).toBe('');
    await dapp.page.waitForSelector(byTestId('connect-button'), { visible: true });
  });

  test('a disconnect from the dapp ends the session in the wallet page too', async () => {
    const { dapp, wallet } = await connected();
    await wallet.page.waitForSelector('[data-testid="wc-wallet-session"]');
    await clickWhenReady(dapp.page, 'account-button');
    await clickWhenReady(dapp.page, 'disconnect-button');
    await waitForTextMatching(dapp.page, 'evm-status', /^disconnected$/);
    await wallet.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="wc-wallet-session"]').length === 0,
    );
  });

  test('with the clock moved past the pairing lifetime the URI is replaced by a fresh one', async () => {
    const dapp = await open('/');
    // An injected clock: Date.now runs ahead by whatever the test adds (timers keep real time).
    await dapp.page.evaluate(() => {
      const realNow = Date.now.bind(Date);
      let offset = 0;
      Date.now = () => realNow() + offset;
      (window as unknown as { advanceClock: (ms: number) => void }).advanceClock = (ms) => (offset += ms);
    });
    const first = await openWalletConnect(dapp.page);
    expect(await decodeShownQr(dapp.page)).toBe(first);
    await dapp.page.evaluate(
      (ms: number) => (window as unknown as { advanceClock: (ms: number) => void }).advanceClock(ms),
      PAIRING_LIFETIME_MS,
    );
    const fresh = await shownUri(dapp.page, first);
    expect(fresh).not.toBe(first);
    expect(await decodeShownQr(dapp.page)).toBe(fresh);
  });
});
