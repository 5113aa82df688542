import { createPublicClient } from 'viem';
import { localhost } from '../networks/local';
import { base } from '../networks/base';
import type { EvmNetwork } from '../network-types';
import {
  MissingRpcUrlError,
  RPC_BATCH,
  RPC_RANK_OPTIONS,
  RPC_TIMEOUT_MS,
  createEvmTransport,
  rpcEndpointsFor,
} from './transport';

const noUrlNetwork: EvmNetwork = { ...localhost, name: 'Nowhere', rpcUrls: { default: { http: [] } } };

/**
 * A fetch that records each request body, answers eth_chainId with `chainIdHex` (the local chain,
 * 31337, by default) and every other JSON-RPC call with `0x1`.
 */
function recordingFetch(chainIdHex = '0x7a69') {
  const bodies: unknown[] = [];
  /** The JSON-RPC methods of every request, batch members one by one. */
  const methods = (): string[] =>
    bodies.flatMap((body) =>
      (Array.isArray(body) ? body : [body]).map((call: { method: string }) => call.method),
    );
  const fetchFn = async (_input: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body));
    bodies.push(body);
    const answer = (call: { id: number; method: string }) => ({
      jsonrpc: '2.0',
      id: call.id,
      result: call.method === 'eth_chainId' ? chainIdHex : '0x1',
    });
    const payload = Array.isArray(body) ? body.map(answer) : answer(body);
    return new Response(JSON.stringify(payload), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { bodies, methods, fetchFn: fetchFn as unknown as typeof fetch };
}

describe('rpcEndpointsFor (SPEC §7 chain RPC)', () => {
  it('puts the custom URLs first, then the network defaults, without duplicates', () => {
    const urls = rpcEndpointsFor(base, {
      'eip155:8453': [
        { url: 'https://a.example/rpc' },
        { url: 'https://mainnet.base.org' },
        { url: 'https://b.example' },
      ],
      'eip155:1': [{ url: 'https://other-chain.example' }],
    }).map((e) => e.url);
    expect(urls).toEqual(['https://a.example/rpc', 'https://mainnet.base.org', 'https://b.example']);
  });

  it('uses only the network defaults when no custom URL is configured for it', () => {
    expect(rpcEndpointsFor(localhost).map((e) => e.url)).toEqual(['http://127.0.0.1:8545']);
    expect(
      rpcEndpointsFor(localhost, { 'eip155:1': [{ url: 'https://x.example' }] }).map((e) => e.url),
    ).toEqual(['http://127.0.0.1:8545']);
  });

  it('gives every endpoint batching (1000, wait 0) and a 10 s timeout, keeping the host config on top', () => {
    const [custom, fallbackUrl] = rpcEndpointsFor(localhost, {
      'eip155:31337': [{ url: 'https://c.example', config: { timeout: 2_500, retryCount: 1 } }],
    });
    expect(RPC_BATCH).toEqual({ batchSize: 1000, wait: 0 });
    expect(RPC_TIMEOUT_MS).toBe(10_000);
    expect(custom?.config).toEqual({ batch: RPC_BATCH, timeout: 2_500, retryCount: 1 });
    expect(fallbackUrl?.config).toEqual({ batch: { batchSize: 1000, wait: 0 }, timeout: 10_000 });
  });

  it('throws the SPEC §8 missing-RPC error when a network has no URL at all', () => {
    expect(() => rpcEndpointsFor(noUrlNetwork)).toThrow(MissingRpcUrlError);
    expect(() => rpcEndpointsFor(noUrlNetwork)).toThrow(
      'A valid RPC URL is required for network "Nowhere" (eip155:31337)',
    );
    expect(() => createEvmTransport(noUrlNetwork, { customRpcUrls: { 'eip155:31337': [] } })).toThrow(
      'A valid RPC URL is required',
    );
  });

  it('rejects malformed custom entries with the offending index', () => {
    const bad = (entries: unknown) => () => rpcEndpointsFor(localhost, { 'eip155:31337': entries as never });
    expect(bad([{ url: 'https://ok.example' }, { url: 'ws://nope' }])).toThrow(
      'Invalid customRpcUrls["eip155:31337"][1].url: must be an http(s) URL',
    );
    expect(bad([{ url: 42 }])).toThrow('Invalid customRpcUrls["eip155:31337"][0].url');
    expect(bad('https://not-an-array.example')).toThrow('Invalid customRpcUrls["eip155:31337"]');
  });
});

describe('createEvmTransport', () => {
  it('builds a viem fallback of http transports in URL order with the 10 s timeout', () => {
    const transport = createEvmTransport(localhost, {
      customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:1/first' }] },
    })({ chain: localhost });
    expect(transport.config.type).toBe('fallback');
    const inner = transport.value?.transports ?? [];
    expect(inner.map((t) => t.value?.url)).toEqual(['http://127.0.0.1:1/first', 'http://127.0.0.1:8545']);
    expect(inner.map((t) => t.config.timeout)).toEqual([10_000, 10_000]);
  });

  it('batches concurrent calls into one JSON-RPC request', async () => {
    const { bodies, fetchFn } = recordingFetch();
    const client = createPublicClient({
      chain: localhost,
      transport: createEvmTransport(localhost, {
        customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:8545', config: { fetchFn } }] },
      }),
    });
    const [a, b, c] = await Promise.all([
      client.getBlockNumber({ cacheTime: 0 }),
      client.getChainId(),
      client.getGasPrice(),
    ]);
    expect([a, b, c]).toEqual([1n, 31337, 1n]);
    // The endpoint's chain check first, then one batch.
    expect(bodies).toHaveLength(2);
    expect((bodies[0] as { method: string }[]).map((call) => call.method)).toEqual(['eth_chainId']);
    expect((bodies[1] as { method: string }[]).map((call) => call.method).sort()).toEqual([
      'eth_blockNumber',
      'eth_chainId',
      'eth_gasPrice',
    ]);
  });

  it('passes the SPEC §7 rank options to viem only when ranking is on', async () => {
    expect(RPC_RANK_OPTIONS).toEqual({
      interval: 4_000,
      sampleCount: 10,
      timeout: 1_000,
      weights: { latency: 0.3, stability: 0.7 },
    });
    // Response bodies resolve on real ticks, so only the timers (the ranking interval) are faked.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const advanceUntil = async (done: () => boolean, stepMs: number) => {
      for (let step = 0; step < 40 && !done(); step += 1) {
        await jest.advanceTimersByTimeAsync(stepMs);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    try {
      const pings: string[] = [];
      const { fetchFn } = recordingFetch();
      const spy = (async (input: unknown, init?: { body?: unknown }) => {
        const body = JSON.parse(String(init?.body));
        const methods = (Array.isArray(body) ? body : [body]).map((c: { method: string }) => c.method);
        pings.push(...methods.filter((method: string) => method !== 'eth_chainId'));
        return fetchFn(input as string, init as RequestInit);
      }) as unknown as typeof fetch;
      const endpoints = { 'eip155:31337': [{ url: 'http://127.0.0.1:8545', config: { fetchFn: spy } }] };

      createEvmTransport(localhost, { customRpcUrls: endpoints })({ chain: localhost });
      await advanceUntil(() => pings.length > 0, 500);
      expect(pings).toEqual([]);

      createEvmTransport(localhost, { customRpcUrls: endpoints, rank: true })({ chain: localhost });
      await advanceUntil(() => pings.length > 0, 0);
      expect(pings).toEqual(['net_listening']);
      // The next sample is taken one ranking interval later, not before.
      await jest.advanceTimersByTimeAsync(RPC_RANK_OPTIONS.interval - 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(pings).toEqual(['net_listening']);
      await advanceUntil(() => pings.length > 1, 1);
      expect(pings).toEqual(['net_listening', 'net_listening']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('chain check of each endpoint', () => {
  it('skips an endpoint that serves another chain and answers from the next one', async () => {
    const wrong = recordingFetch('0x1');
    const right = recordingFetch();
    const client = createPublicClient({
      chain: localhost,
      transport: createEvmTransport(localhost, {
        customRpcUrls: {
          'eip155:31337': [
            { url: 'http://127.0.0.1:1/wrong', config: { fetchFn: wrong.fetchFn } },
            { url: 'http://127.0.0.1:1/right', config: { fetchFn: right.fetchFn } },
          ],
        },
      }),
    });
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(1n);
    expect(wrong.methods()).toEqual(['eth_chainId']);
    expect(right.methods()).toEqual(['eth_chainId', 'eth_blockNumber']);
  });

  it('fails with a message naming both chains when no endpoint serves the network', async () => {
    const wrong = recordingFetch('0x1');
    const onlyCustom: EvmNetwork = { ...localhost, rpcUrls: { default: { http: [] } } };
    const client = createPublicClient({
      chain: localhost,
      transport: createEvmTransport(onlyCustom, {
        customRpcUrls: {
          'eip155:31337': [
            { url: 'http://127.0.0.1:1/wrong', config: { fetchFn: wrong.fetchFn, retryCount: 0 } },
          ],
        },
      }),
    });
    await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow(/serves chain 1, not chain 31337/);
  });
});
