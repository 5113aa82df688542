// Reliability: the WalletConnect relay is down when the user picks WalletConnect. The dapp (React
// demo) points at a relay this file owns, stopped before the click: ConnectingWalletConnect must
// say so (never an endless spinner), and its Retry must pair once the relay is back on its port.
import { getAddress } from 'viem';
import { startRelay, type RunningRelay } from '../../dev/relay/server';
import { useCleanChain } from '../support/chain';
import { byTestId, waitForTextMatching } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import {
  clickWhenReady,
  pairWallet,
  shownUri,
  type RecordedTab,
  useRecordedTabs,
} from '../support/walletconnect';

const stack = stackInfo();
useCleanChain();

const tabs = useRecordedTabs();
let relay: RunningRelay | undefined;

afterAll(async () => {
  await relay?.stop();
});

/** A tab of the demo whose dev-config points at `relayUrl`. */
function open(path: string, relayUrl: string): Promise<RecordedTab> {
  return tabs.open(path, { ...stack.config, relayUrl });
}

describe('reliability: WalletConnect relay down at connect time', () => {
  test('a clear error instead of a spinner; Retry pairs once the relay is back', async () => {
    // A port that held a relay a moment ago: nothing listens there now.
    const stopped = await startRelay({ host: '127.0.0.1', port: 0 });
    const { port, url } = stopped;
    await stopped.stop();

    const dapp = await open('/', url);
    await clickWhenReady(dapp.page, 'connect-button');
    await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
    const error = await waitForTextMatching(dapp.page, 'w3m-connecting-wc-error', /relay/i, 40_000);
    expect(error).toMatch(/could not reach the WalletConnect relay/i);
    expect(await dapp.page.$(byTestId('w3m-qr-code'))).toBeNull();
    expect(await dapp.page.$(byTestId('w3m-connecting-wc-retry'))).not.toBeNull();

    relay = await startRelay({ host: '127.0.0.1', port });
    const wallet = await open('/wallet/', relay.url);
    await waitForTextMatching(wallet.page, 'wc-wallet-status', /^Ready/);
    await clickWhenReady(dapp.page, 'w3m-connecting-wc-retry');
    await pairWallet(wallet.page, await shownUri(dapp.page, undefined, 30_000));
    const address = getAddress(stack.config.accounts[0]!);
    await waitForTextMatching(dapp.page, 'evm-address', new RegExp(`^${address}$`));
  });
});
