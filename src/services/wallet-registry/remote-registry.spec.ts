import { MAX_REGISTRY_COUNT, parseExplorerPage } from './explorer-format';
import {
  fetchRegistryPage,
  MAX_REGISTRY_RESPONSE_BYTES,
  REGISTRY_REQUEST_TIMEOUT_MS,
  registryPageUrl,
  type FetchLike,
} from './remote-registry';
import { explorerAnswer, explorerWallet, startTestRegistry, type TestRegistry } from './test-registry-server';

let registry: TestRegistry;

beforeAll(async () => {
  registry = await startTestRegistry();
});

afterAll(async () => {
  await registry.close();
});

beforeEach(() => {
  registry.requests.length = 0;
});

describe('the Explorer getWallets URL', () => {
  test('page, entries, search and comma-joined include/exclude; empty ones left out', () => {
    const url = new URL(
      registryPageUrl('http://127.0.0.1:1/api', {
        page: 2,
        entries: 40,
        search: 'rain',
        include: ['a', 'b'],
        exclude: [],
      }),
    );
    expect(url.pathname).toBe('/api/getWallets');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      entries: '40',
      search: 'rain',
      include: 'a,b',
    });
  });

  test('a URL that is not http(s) is refused clearly', () => {
    expect(() => registryPageUrl('ftp://x/', { page: 1, entries: 40 })).toThrow(
      'Invalid wallet registry URL "ftp://x/": expected http or https',
    );
    expect(() => registryPageUrl('nope', { page: 1, entries: 40 })).toThrow(
      'Invalid wallet registry URL "nope"',
    );
  });
});

describe('the response format', () => {
  test('a valid page maps to entries; a https mobile link is a universal link', () => {
    const page = parseExplorerPage({
      count: 1,
      data: [explorerWallet(1, { mobile_link: 'https://u.test' })],
      extra: 1,
    });
    expect(page.count).toBe(1);
    expect(page.data[0]?.name).toBe('Remote Wallet 1');
  });

  test.each([
    [null, 'Invalid wallet registry response: Expected object, received null'],
    [{ data: [] }, 'Invalid wallet registry response: count: Required'],
    [
      { count: -1, data: [] },
      'Invalid wallet registry response: count: Number must be greater than or equal to 0',
    ],
    [{ count: 1, data: [{ id: 'x' }] }, 'Invalid wallet registry response: data[0].name: Required'],
    [
      { count: 1, data: [{ id: 'x', name: 'X', homepage: 5 }] },
      'Invalid wallet registry response: data[0].homepage',
    ],
  ])('rejects %j', (input, message) => {
    expect(() => parseExplorerPage(input)).toThrow(message);
  });
});

describe('fetching from a local registry', () => {
  test('gets a page and maps it (native scheme vs universal link)', async () => {
    registry.answer(explorerAnswer(95));
    const page = await fetchRegistryPage(registry.url, { page: 3, entries: 40 });
    expect(page.count).toBe(95);
    expect(page.entries.map((e) => e.id)).toEqual(Array.from({ length: 15 }, (_, i) => `remote-${81 + i}`));
    expect(page.entries[0]).toMatchObject({
      mobileLink: 'remote81://',
      universalLink: null,
      imageId: 'img-81',
    });
    expect(registry.requests[0]?.searchParams.get('page')).toBe('3');
  });

  test('an HTTP error, a non-JSON body and a bad shape each give a clear error', async () => {
    registry.answer(() => ({ status: 503, body: {} }));
    await expect(fetchRegistryPage(registry.url, { page: 1, entries: 40 })).rejects.toThrow(
      'The wallet registry answered HTTP status code: 503',
    );
    registry.answer(() => ({ status: 200, body: '<html>' }));
    await expect(fetchRegistryPage(registry.url, { page: 1, entries: 40 })).rejects.toThrow(
      'Invalid wallet registry response: not JSON',
    );
    registry.answer(() => ({ status: 200, body: { count: '3', data: [] } }));
    await expect(fetchRegistryPage(registry.url, { page: 1, entries: 40 })).rejects.toThrow(
      'Invalid wallet registry response: count: Expected number, received string',
    );
  });

  test('an unreachable registry says so', async () => {
    const closed = await startTestRegistry();
    await closed.close();
    await expect(fetchRegistryPage(closed.url, { page: 1, entries: 40 })).rejects.toThrow(
      /^Could not reach the wallet registry \(/,
    );
  });
});

describe('hostile registries (issue 23)', () => {
  /**
   * A fetch whose answer streams `chunks`, then hangs unless `end` (an abort errors the read). A
   * hand-made response: the spec environment's Response does not stream.
   */
  function streaming(chunks: string[], end: boolean, headers: Record<string, string> = {}): FetchLike {
    return (_input, init) => {
      const queue = chunks.map((chunk) => new TextEncoder().encode(chunk));
      const reader = {
        read: () => {
          const value = queue.shift();
          if (value) return Promise.resolve({ done: false, value });
          if (end) return Promise.resolve({ done: true, value: undefined });
          return new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        },
        cancel: () => Promise.resolve(),
      };
      const response = {
        ok: true,
        status: 200,
        headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
        body: { getReader: () => reader, cancel: () => Promise.resolve() },
      };
      return Promise.resolve(response as unknown as Response);
    };
  }

  afterEach(() => jest.useRealTimers());

  test('an answer over the size limit is refused, streamed or announced by Content-Length', async () => {
    const chunk = 'x'.repeat(100_000);
    const chunks = Array.from({ length: MAX_REGISTRY_RESPONSE_BYTES / chunk.length + 1 }, () => chunk);
    await expect(
      fetchRegistryPage('http://127.0.0.1:1/api', { page: 1, entries: 40 }, streaming(chunks, false)),
    ).rejects.toThrow('Invalid wallet registry response: larger than 2 MB');
    const announced = streaming(['{}'], false, { 'content-length': String(MAX_REGISTRY_RESPONSE_BYTES + 1) });
    await expect(
      fetchRegistryPage('http://127.0.0.1:1/api', { page: 1, entries: 40 }, announced),
    ).rejects.toThrow('Invalid wallet registry response: larger than 2 MB');
  });

  test('a body that stops half way gives up at the request deadline', async () => {
    jest.useFakeTimers();
    const page = fetchRegistryPage(
      'http://127.0.0.1:1/api',
      { page: 1, entries: 40 },
      streaming(['{"count": 1, "data": ['], false),
    );
    const settled = expect(page).rejects.toThrow('Could not reach the wallet registry (timed out)');
    await jest.advanceTimersByTimeAsync(REGISTRY_REQUEST_TIMEOUT_MS);
    await settled;
  });

  test('more entries than asked for are cut to the page; an absurd count is refused', async () => {
    registry.answer(() => ({
      status: 200,
      body: { count: 500, data: Array.from({ length: 500 }, (_, i) => explorerWallet(i)) },
    }));
    const page = await fetchRegistryPage(registry.url, { page: 1, entries: 40 });
    expect(page.entries).toHaveLength(40);
    registry.answer(() => ({ status: 200, body: { count: MAX_REGISTRY_COUNT + 1, data: [] } }));
    await expect(fetchRegistryPage(registry.url, { page: 1, entries: 40 })).rejects.toThrow(
      `Invalid wallet registry response: count: Number must be less than or equal to ${MAX_REGISTRY_COUNT}`,
    );
  });
});
