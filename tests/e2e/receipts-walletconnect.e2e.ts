// Receipts after a send from an account connected over WalletConnect: the React demo and the dev
// mobile wallet (/wallet/) paired through the stack's relay. As in receipts.e2e, mining is paused
// while the wallet broadcasts an ETH send to dev account 1, whose code is then made to revert, so
// the transaction fails on chain after broadcast. The kit waits for the receipt through the
// session's read path (the rpc map, not the phone), reports the failure and lists it as failed.
import type { Page } from 'puppeteer';
import { getAddress } from 'viem';
import { rpc, useCleanChain } from '../support/chain';
import { byTestId, pressTestId, typeInto, waitForTextContaining } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import {
  answerRequest,
  clickWhenReady,
  pairWallet,
  shownUri,
  useRecordedTabs,
} from '../support/walletconnect';

/** PUSH1 0 PUSH1 0 REVERT: any call to this code reverts. */
const REVERTING_CODE = '0x60006000fd';
const stack = stackInfo();
const [, account1 = ''] = stack.config.accounts;

useCleanChain();

const tabs = useRecordedTabs();

afterEach(async () => {
  await rpc(stack.urls.evm, 'evm_setAutomine', [true]);
  await rpc(stack.urls.evm, 'anvil_setCode', [account1, '0x']);
});

async function open(path: string): Promise<Page> {
  const tab = await tabs.open(path);
  tab.page.setDefaultTimeout(20_000);
  return tab.page;
}

/** Waits (condition and deadline, no fixed sleep) until the node holds a pending transaction. */
async function waitForPendingTransaction(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const status = (await rpc(stack.urls.evm, 'txpool_status')) as { pending: string };
    if (BigInt(status.pending) > 0n) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the wallet never broadcast the transaction');
}

describe('receipts over WalletConnect (React demo, dev mobile wallet, anvil)', () => {
  test('a send that reverts after broadcast shows an error and a failed row in Activity', async () => {
    const dapp = await open('/');
    const wallet = await open('/wallet/');
    await wallet.waitForFunction(
      () => document.querySelector('[data-testid="wc-wallet-status"]')?.textContent?.startsWith('Ready'),
      { timeout: 30_000 },
    );
    await clickWhenReady(dapp, 'connect-button');
    await clickWhenReady(dapp, 'wallet-selector-walletConnect');
    await pairWallet(wallet, await shownUri(dapp));
    await dapp.waitForFunction(
      (address: string) => document.querySelector('[data-testid="evm-address"]')?.textContent === address,
      { timeout: 20_000 },
      getAddress(stack.config.accounts[0]!),
    );
    await dapp.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    await pressTestId(dapp, 'account-button');
    await pressTestId(dapp, 'w3m-account-feature-send');
    await typeInto(dapp, 'w3m-send-amount-input', '0.1');
    await typeInto(dapp, 'w3m-send-address-input', account1);
    await pressTestId(dapp, 'w3m-send-preview-button');

    await rpc(stack.urls.evm, 'evm_setAutomine', [false]);
    await pressTestId(dapp, 'w3m-send-confirm');
    await answerRequest(wallet, 'eth_sendTransaction', true);
    await waitForPendingTransaction();
    await rpc(stack.urls.evm, 'anvil_setCode', [account1, REVERTING_CODE]);
    await rpc(stack.urls.evm, 'evm_mine');

    await waitForTextContaining(dapp, 'w3m-snackbar', 'The transaction failed on chain (reverted)');
    await dapp.keyboard.press('Escape');
    await dapp.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await pressTestId(dapp, 'account-button');
    await pressTestId(dapp, 'account-tab-activity');
    await waitForTextContaining(dapp, 'w3m-activity-row', 'Failed');
  });
});
