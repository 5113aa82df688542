import { registerNamespaceClient } from '../chains/namespace-client';
import { RecordingNamespaceClient } from '../chains/recording-namespace-client';
import { bitcoin, mainnet, solana } from '../networks';
import { resetAccount } from './account';
import { setActiveNetwork, setNetworks } from './chain';
import { setCaipAddress } from './account-connection';
import { subscribeEvents, type EmittedEvent } from './events';
import { $router } from './router';
import {
  $send,
  resetSend,
  sendToken,
  setReceiverAddress,
  setReceiverProfile,
  setToken,
  setTokenAmount,
  setTokenBalances,
  type TokenBalance,
} from './send';
import { $snackbar, hideSnackbar } from './snackbar';

const EVM_FROM = '0x1111111111111111111111111111111111111111';
const EVM_TO = '0x2222222222222222222222222222222222222222';
const SOL_FROM = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const SOL_TO = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: 'https://img/eth.png',
};
const usdc: TokenBalance = {
  ...eth,
  name: 'USD Coin',
  symbol: 'USDC',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  quantity: { decimals: '6', numeric: '100' },
};
const sol: TokenBalance = {
  ...eth,
  name: 'Solana',
  symbol: 'SOL',
  chainId: solana.caipNetworkId,
  quantity: { decimals: '9', numeric: '5' },
};

let events: EmittedEvent[] = [];
let cleanups: Array<() => void> = [];

function useClient(namespace: 'eip155' | 'solana', failures = {}) {
  const client = new RecordingNamespaceClient(
    namespace,
    namespace === 'eip155' ? EVM_FROM : SOL_FROM,
    failures,
  );
  cleanups.push(registerNamespaceClient(client));
  return client;
}

function fill(token: TokenBalance, to: string, amount = '0.5') {
  setToken(token);
  setTokenAmount(amount);
  setReceiverAddress(to);
}

beforeEach(() => {
  jest.useFakeTimers();
  setNetworks([mainnet, solana, bitcoin]);
  setActiveNetwork(mainnet);
  resetAccount('eip155');
  resetAccount('solana');
  setCaipAddress('eip155', `eip155:1:${EVM_FROM}`);
  setCaipAddress('solana', `${solana.caipNetworkId}:${SOL_FROM}`);
  $router.set({
    view: 'WalletSendPreview',
    history: ['Account', 'WalletSend', 'WalletSendPreview'],
    data: undefined,
    transactionStack: [],
  });
  resetSend();
  hideSnackbar();
  events = [];
  cleanups.push(subscribeEvents((event) => events.push(event)));
});

afterEach(() => {
  cleanups.forEach((stop) => stop());
  cleanups = [];
  jest.useRealTimers();
});

describe('validation', () => {
  test('SPEC §5: an amount and a receiver are required', async () => {
    useClient('eip155');
    setToken(eth);
    setReceiverAddress(EVM_TO);
    await expect(sendToken()).rejects.toThrow('An amount and receiver address are required');
    setReceiverAddress(undefined);
    setTokenAmount('1');
    await expect(sendToken()).rejects.toThrow('An amount and receiver address are required');
    expect(events).toEqual([]);
  });

  test('SPEC §5: a token is required', async () => {
    useClient('eip155');
    setTokenAmount('1');
    setReceiverAddress(EVM_TO);
    await expect(sendToken()).rejects.toThrow('A token is required');
  });

  test('SPEC §5: a malformed amount or receiver is refused', async () => {
    expect(() => setTokenAmount('1e3')).toThrow('Invalid amount "1e3"');
    expect(() => setTokenAmount('-1')).toThrow('Invalid amount');
    useClient('eip155');
    fill(eth, 'not-an-address');
    await expect(sendToken()).rejects.toThrow('Invalid receiver address for eip155');
  });

  test('SPEC §8: any namespace but eip155 or solana fails with Unsupported chain', async () => {
    setActiveNetwork(bitcoin);
    fill(eth, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await expect(sendToken()).rejects.toThrow('Unsupported chain');
    expect($send.get().loading).toBe(false);
  });

  test('SPEC §4: a missing namespace client is named', async () => {
    fill(eth, EVM_TO);
    await expect(sendToken()).rejects.toThrow('No client for namespace "eip155" yet: add its adapter');
    expect($router.get().transactionStack).toEqual([]);
  });
});

describe('sending', () => {
  test('SPEC §4: a native eip155 send: loading during the send, an entry with no view and no going back, then reset', async () => {
    const client = useClient('eip155');
    fill(eth, EVM_TO);
    setReceiverProfile({ name: 'bob.eth', imageUrl: 'https://img/bob.png' });
    setTokenBalances([eth, usdc], '6000');
    const pending = sendToken();
    expect($send.get().loading).toBe(true);
    expect($router.get().transactionStack).toEqual([{ goBack: false }]);
    await pending;
    expect(client.calls).toEqual([
      {
        method: 'sendNativeToken',
        args: [{ from: EVM_FROM, to: EVM_TO, amount: '0.5', network: 'eip155:1' }],
      },
    ]);
    expect($send.get()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      tokenBalances: [],
      loading: false,
    });
  });

  test('SPEC §7: SEND_INITIATED then SEND_SUCCESS with isSmartAccount, token, amount and network', async () => {
    useClient('eip155');
    fill(eth, EVM_TO, '0.25');
    await sendToken();
    const properties = { isSmartAccount: true, token: 'ETH', amount: '0.25', network: 'eip155:1' };
    expect(events.map((e) => e.data)).toEqual([
      { event: 'SEND_INITIATED', properties },
      { event: 'SEND_SUCCESS', properties },
    ]);
  });

  test('SPEC §4: an ERC20 send pushes an entry targeting Account and transfers with the token decimals', async () => {
    const client = useClient('eip155');
    fill(usdc, EVM_TO, '12.5');
    await sendToken();
    expect($router.get().transactionStack).toEqual([{ view: 'Account', goBack: false }]);
    expect(client.calls[0]).toEqual({
      method: 'sendToken',
      args: [
        {
          from: EVM_FROM,
          to: EVM_TO,
          amount: '12.5',
          network: 'eip155:1',
          tokenAddress: usdc.address,
          decimals: 6,
        },
      ],
    });
  });

  test('SPEC §4: a Solana send pushes an entry targeting Account and then refetches the balance', async () => {
    setActiveNetwork(solana);
    const client = useClient('solana');
    fill(sol, SOL_TO, '1');
    await sendToken();
    expect($router.get().transactionStack).toEqual([{ view: 'Account', goBack: false }]);
    expect(client.methods()).toEqual(['sendNativeToken', 'refreshBalance']);
    expect($send.get().token).toBeUndefined();
  });

  test('SPEC §4: a failed send stops loading, keeps the form, shows the error and rejects', async () => {
    useClient('eip155', { send: new Error('User rejected the request.') });
    fill(eth, EVM_TO);
    await expect(sendToken()).rejects.toThrow('User rejected the request.');
    expect($send.get()).toMatchObject({
      loading: false,
      token: eth,
      sendTokenAmount: '0.5',
      receiverAddress: EVM_TO,
    });
    expect($snackbar.get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'User rejected the request.',
    });
    expect(events.map((e) => e.data.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR']);
  });
});
