// The RPC balance route of src/services/balances against a real anvil node with the test tokens:
// native + ERC-20 reads in one deployless multicall (anvil has no Multicall3), then the full
// fetch with the wallet route falling back to RPC.
import { createWalletClient, http, parseEther, type Address } from 'viem';
import { startAnvil, type AnvilNode } from '../dev/evm/anvil';
import { deployTestTokens } from '../dev/evm/deploy';
import { findFreePort } from '../dev/ports';
import { createEvmClient } from '../src/chains/eip155/balance';
import { localhost } from '../src/chains/networks/local';
import { defineEvmNetwork } from '../src/chains/networks/define-evm-network';
import type { EvmNetwork } from '../src/chains/network-types';
import { fetchBalances } from '../src/services/balances/fetch-balances';
import { readRpcBalances } from '../src/services/balances/rpc-balances';
import { defaultBalanceSources } from '../src/services/balances/default-sources';
import { resetSend, setLastRetry } from '../src/stores/send';
import type { DevToken } from '../dev/config';

let anvil: AnvilNode;
let network: EvmNetwork;
let accounts: Address[];
let tokens: DevToken[];

/** The caches live in localStorage (SPEC §9); Node has none, so the test brings a small one. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

beforeAll(async () => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
  anvil = await startAnvil({ port: await findFreePort(), chainId: 31337 });
  network = defineEvmNetwork(
    { ...localhost, rpcUrls: { default: { http: [anvil.rpcUrl] } } },
    { name: 'Test anvil' },
  );
  accounts = await createWalletClient({ transport: http(anvil.rpcUrl) }).getAddresses();
  tokens = await deployTestTokens(anvil.rpcUrl, 31337, accounts);
}, 60_000);

afterAll(async () => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  await anvil?.stop();
});

afterEach(() => {
  resetSend();
  setLastRetry(undefined);
});

const options = () => tokens.map((token) => ({ address: token.address }));

it('reads ETH and both test tokens (name, symbol, decimals from the chain) without Multicall3', async () => {
  const client = await createEvmClient(network);
  const rows = await readRpcBalances(client, network, accounts[0] as Address, options());
  expect(rows.map((row) => [row.symbol, row.quantity.numeric, row.quantity.decimals, row.address])).toEqual([
    ['ETH', expect.stringMatching(/^99\d\d\.\d+$/), '18', undefined],
    ['tUSD', '1000000', '6', tokens[0]?.address],
    ['TST', '1000', '18', tokens[1]?.address],
  ]);
  expect(rows[1]?.name).toBe('Test USD');
});

it('leaves out tokens the account does not hold and addresses that are not tokens', async () => {
  const client = await createEvmClient(network);
  const notAToken = accounts[4] as Address;
  const rows = await readRpcBalances(client, network, accounts[4] as Address, [
    ...options(),
    { address: notAToken },
  ]);
  expect(rows.map((row) => row.symbol)).toEqual(['ETH']);
  expect(rows[0]?.quantity.numeric).toBe('10000');
});

it('a balance change shows only after the 30 s portfolio cache expires', async () => {
  let now = 1_000_000;
  const sources = { ...defaultBalanceSources({ customRpcUrls: {} }), now: () => now };
  const request = {
    network,
    address: accounts[2] as string,
    networks: [network],
    tokens: { [network.caipNetworkId]: options() },
  };
  const before = await fetchBalances(request, sources);
  expect(before.find((row) => row.symbol === 'TST')?.quantity.numeric).toBe('1000');
  const sender = createWalletClient({
    account: accounts[2] as Address,
    chain: network,
    transport: http(anvil.rpcUrl),
  });
  await sender.writeContract({
    address: tokens[1]?.address as Address,
    abi: [
      {
        type: 'function',
        name: 'transfer',
        stateMutability: 'nonpayable',
        inputs: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
        outputs: [{ type: 'bool' }],
      },
    ],
    functionName: 'transfer',
    args: [accounts[3] as Address, parseEther('250')],
  });
  now += 29_000;
  expect((await fetchBalances(request, sources)).find((row) => row.symbol === 'TST')?.quantity.numeric).toBe(
    '1000',
  );
  now += 1_000;
  expect((await fetchBalances(request, sources)).find((row) => row.symbol === 'TST')?.quantity.numeric).toBe(
    '750',
  );
});

it('a wallet without asset discovery, or with a malformed answer, falls back to RPC', async () => {
  const calls: string[] = [];
  const sources = {
    ...defaultBalanceSources({
      customRpcUrls: {},
      walletRequest: async ({ method }) => {
        calls.push(method);
        if (method === 'wallet_getCapabilities') return { '0x7a69': { assetDiscovery: { supported: true } } };
        return { '0x7a69': [{ address: 'native', balance: '0x1', type: 'NATIVE' }] };
      },
    }),
    now: () => 5_000_000,
  };
  const rows = await fetchBalances(
    {
      network,
      address: accounts[1] as string,
      networks: [network],
      tokens: { [network.caipNetworkId]: options() },
      force: true,
    },
    sources,
  );
  expect(calls).toEqual(['wallet_getCapabilities', 'wallet_getAssets']);
  expect(rows.map((row) => row.symbol)).toEqual(['ETH', 'tUSD', 'TST']);
});
