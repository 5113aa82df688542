// The EVM transport of src/chains/eip155 against a real anvil node: reads, batching, fallback.
import { createPublicClient } from 'viem';
import { findFreePort } from '../dev/ports';
import { spawnWatched, type WatchedProcess } from '../tests/support/child-process';
import { defineEvmNetwork } from '../src/chains/networks/define-evm-network';
import { localhost } from '../src/chains/networks/local';
import { createEvmTransport } from '../src/chains/eip155/transport';

const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEV_BALANCE = 10_000n * 10n ** 18n;

let anvil: WatchedProcess | undefined;
let liveUrl = '';
let deadUrl = '';

beforeAll(async () => {
  const [livePort, deadPort] = [await findFreePort(), await findFreePort()];
  liveUrl = `http://127.0.0.1:${livePort}`;
  // Nothing listens here: the port was only bound briefly to pick it.
  deadUrl = `http://127.0.0.1:${deadPort}`;
  anvil = spawnWatched('node_modules/.bin/anvil', [
    '--host',
    '127.0.0.1',
    '--port',
    String(livePort),
    '--chain-id',
    '31337',
  ]);
  await anvil.waitForLine(new RegExp(`Listening on 127\\.0\\.0\\.1:${livePort}`));
});

afterAll(async () => {
  if (!anvil) return;
  anvil.killGroup();
  await anvil.exit;
});

/** The dev network pointed at this test's anvil. */
const testNetwork = () =>
  defineEvmNetwork({ ...localhost, rpcUrls: { default: { http: [liveUrl] } } }, { name: 'Test anvil' });

it('reads the chain id and a funded balance through the built transport', async () => {
  const network = testNetwork();
  const client = createPublicClient({ chain: network, transport: createEvmTransport(network) });
  expect(await client.getChainId()).toBe(31337);
  expect(await client.getBalance({ address: DEV_ACCOUNT })).toBe(DEV_BALANCE);
});

it('sends concurrent calls to the node as one JSON-RPC batch, after the endpoint proved its chain', async () => {
  const network = testNetwork();
  const requests: string[] = [];
  const client = createPublicClient({
    chain: network,
    transport: createEvmTransport(network, {
      customRpcUrls: {
        'eip155:31337': [
          {
            url: liveUrl,
            config: { onFetchRequest: async (request) => void requests.push(await request.clone().text()) },
          },
        ],
      },
    }),
  });
  const [chainId, balance, blockNumber] = await Promise.all([
    client.getChainId(),
    client.getBalance({ address: DEV_ACCOUNT }),
    client.getBlockNumber({ cacheTime: 0 }),
  ]);
  expect([chainId, balance, typeof blockNumber]).toEqual([31337, DEV_BALANCE, 'bigint']);
  // The endpoint's one-time eth_chainId check, then the three calls in one batch.
  expect(requests).toHaveLength(2);
  expect(JSON.parse(requests[0] ?? 'null')).toMatchObject([{ method: 'eth_chainId' }]);
  expect(JSON.parse(requests[1] ?? 'null')).toHaveLength(3);
});

it('falls back to the next URL when the first endpoint is dead', async () => {
  const network = testNetwork();
  const attempts: string[] = [];
  const record = (label: string) => ({ onFetchRequest: () => void attempts.push(label) });
  const client = createPublicClient({
    chain: network,
    transport: createEvmTransport(network, {
      customRpcUrls: {
        'eip155:31337': [
          { url: deadUrl, config: record('dead') },
          { url: liveUrl, config: record('live') },
        ],
      },
    }),
  });
  expect(await client.getBalance({ address: DEV_ACCOUNT })).toBe(DEV_BALANCE);
  // The dead endpoint's chain check fails; the live one proves its chain, then answers.
  expect(attempts).toEqual(['dead', 'live', 'live']);
});

it('fails with the node error when every endpoint is dead', async () => {
  const network = defineEvmNetwork({ ...localhost, rpcUrls: { default: { http: [deadUrl] } } });
  const client = createPublicClient({ chain: network, transport: createEvmTransport(network) });
  await expect(client.getChainId()).rejects.toThrow(/HTTP request failed/);
});
