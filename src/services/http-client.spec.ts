import { HttpClient, HttpStatusError, type FetchLike } from './http-client';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that records each call and answers with `status` and `body`. */
function recordingFetch(status = 200, body: unknown = { ok: true }): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => body,
      blob: async () => ({ size: 3, type: 'image/png' }),
    } as unknown as Response;
  };
  return { fetch, calls };
}

describe('HttpClient (SPEC §7 generic HTTP client)', () => {
  test('GET resolves the path against the base URL and returns the JSON answer', async () => {
    const { fetch, calls } = recordingFetch(200, { items: [1] });
    const client = new HttpClient({ baseUrl: 'https://api.example.test/v2', fetch });
    await expect(client.get({ path: '/addresses/0xabc' })).resolves.toEqual({ items: [1] });
    expect(calls[0]!.url).toBe('https://api.example.test/v2/addresses/0xabc');
    expect(calls[0]!.init).toMatchObject({ method: 'GET', headers: {} });
    expect(calls[0]!.init?.body).toBeUndefined();
  });

  test('appends clientId when configured and drops empty query parameters', async () => {
    const { fetch, calls } = recordingFetch();
    const client = new HttpClient({ baseUrl: 'https://api.example.test/', clientId: 'abc', fetch });
    await client.get({ path: 'list', params: { a: '1', b: '', c: undefined, d: null, e: 0, f: false } });
    const url = new URL(calls[0]!.url);
    expect([...url.searchParams.entries()]).toEqual([
      ['a', '1'],
      ['e', '0'],
      ['f', 'false'],
      ['clientId', 'abc'],
    ]);
  });

  test('without clientId no clientId parameter is sent', async () => {
    const { fetch, calls } = recordingFetch();
    await new HttpClient({ baseUrl: 'https://api.example.test', fetch }).get({ path: 'x' });
    expect(calls[0]!.url).toBe('https://api.example.test/x');
  });

  test.each(['post', 'put', 'delete'] as const)(
    '%s sends a JSON body with its content type',
    async (method) => {
      const { fetch, calls } = recordingFetch(200, { done: true });
      const client = new HttpClient({
        baseUrl: 'https://api.example.test',
        headers: { 'x-sdk': '1' },
        fetch,
      });
      await expect(client[method]({ path: 'item', body: { id: 7 } })).resolves.toEqual({ done: true });
      expect(calls[0]!.init).toMatchObject({
        method: method.toUpperCase(),
        body: '{"id":7}',
        headers: { 'x-sdk': '1', 'Content-Type': 'application/json' },
      });
    },
  );

  test('GET blob returns the body as a blob', async () => {
    const { fetch } = recordingFetch();
    const blob = await new HttpClient({ baseUrl: 'https://img.example.test', fetch }).getBlob({
      path: 'a.png',
    });
    expect(blob).toEqual({ size: 3, type: 'image/png' });
  });

  test.each([400, 404, 429, 500])("a %i answer throws 'HTTP status code: N'", async (status) => {
    const { fetch } = recordingFetch(status);
    const client = new HttpClient({ baseUrl: 'https://api.example.test', fetch });
    const error = await client.get({ path: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).message).toBe(`HTTP status code: ${status}`);
    expect((error as HttpStatusError).status).toBe(status);
    await expect(client.post({ path: 'x', body: {} })).rejects.toThrow(`HTTP status code: ${status}`);
  });

  test('a network failure is passed on unchanged', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      new HttpClient({ baseUrl: 'https://api.example.test', fetch }).get({ path: 'x' }),
    ).rejects.toThrow('Failed to fetch');
  });

  test('refuses a base URL that is not absolute http(s)', () => {
    expect(() => new HttpClient({ baseUrl: 'not a url' })).toThrow('Invalid base URL "not a url"');
    expect(() => new HttpClient({ baseUrl: 'ftp://files.example.test' })).toThrow('expected http or https');
  });
});

describe('HttpClient URLs', () => {
  test('an empty path is the base URL itself (no trailing slash is added)', () => {
    const client = new HttpClient({ baseUrl: 'https://rpc.example.test/v1/key', clientId: 'c' });
    expect(client.url('')).toBe('https://rpc.example.test/v1/key?clientId=c');
    expect(client.url('sub')).toBe('https://rpc.example.test/v1/key/sub?clientId=c');
  });
});
