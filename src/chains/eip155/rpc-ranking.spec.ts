import { localhost } from '../networks/local';
import type { EvmNetwork } from '../network-types';
import { createEvmClient } from './balance';
import { ranksRpcUrls, setRpcRanking } from './rpc-ranking';

const twoUrls: EvmNetwork = {
  ...localhost,
  rpcUrls: { default: { http: ['http://127.0.0.1:1/dead', 'http://127.0.0.1:1/live'] } },
};

/** A fetch that answers every JSON-RPC call (and net_listening pings) with `true`, recording methods. */
function answeringFetch() {
  const methods: string[] = [];
  const fetchFn = (async (_input: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body));
    const calls = (Array.isArray(body) ? body : [body]) as Array<{ id: number; method: string }>;
    methods.push(...calls.map((call) => call.method));
    const answer = (call: { id: number; method: string }) => ({
      jsonrpc: '2.0',
      id: call.id,
      result: call.method === 'eth_chainId' ? '0x7a69' : true,
    });
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { methods, fetchFn };
}

describe('rankRpcUrls (SPEC §7 ranking as a host option)', () => {
  afterEach(() => setRpcRanking(false));

  test('off by default; true ranks every network; a list ranks only the networks it names', () => {
    expect(ranksRpcUrls('eip155:31337')).toBe(false);
    setRpcRanking(true);
    expect(ranksRpcUrls('eip155:31337')).toBe(true);
    expect(ranksRpcUrls('eip155:1')).toBe(true);
    setRpcRanking(['eip155:31337']);
    expect(ranksRpcUrls('eip155:31337')).toBe(true);
    expect(ranksRpcUrls('eip155:1')).toBe(false);
  });

  test('a ranked network keeps one client (one ranking loop); an unranked one gets a fresh client', async () => {
    // Fake timers: the ranking loop's 4 s wait never fires, so no timer outlives the test.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { fetchFn, methods } = answeringFetch();
    const custom = { 'eip155:31337': [{ url: 'http://127.0.0.1:1/custom', config: { fetchFn } }] };
    const first = await createEvmClient(twoUrls, custom);
    expect(await createEvmClient(twoUrls, custom)).not.toBe(first);
    setRpcRanking(['eip155:31337']);
    const ranked = await createEvmClient(twoUrls, custom);
    expect(await createEvmClient(twoUrls, custom)).toBe(ranked);
    // Its ranking pings every URL with net_listening (SPEC §7).
    for (let tick = 0; tick < 200 && !methods.includes('net_listening'); tick += 1)
      await jest.advanceTimersByTimeAsync(0); // the batch scheduler sends on the next (0 ms) timer
    expect(methods).toContain('net_listening');
    jest.useRealTimers();
  });
});
