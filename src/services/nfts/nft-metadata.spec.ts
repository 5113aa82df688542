import type { FetchLike } from '../http-client';
import { fetchNftMetadata } from './nft-metadata';
import { substituteTokenId, toFetchableUri, toImageUri } from './nft-uri';

const json = (value: unknown): string => JSON.stringify(value);
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** A fetch serving fixed bodies by URL (404 for anything else) and listing what was asked. */
function servedBy(bodies: Record<string, string>): { fetch: FetchLike; urls: string[] } {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    const body = bodies[url];
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      text: async () => body ?? '',
    } as Response;
  };
  return { fetch, urls };
}

describe('NFT URIs', () => {
  test('http(s) and data: pass, ipfs:// goes through the gateway, other schemes are refused', () => {
    expect(toFetchableUri('https://example.test/1.json')).toBe('https://example.test/1.json');
    expect(toFetchableUri('ipfs://bafyCID/1.json', 'http://127.0.0.1:9/ipfs')).toBe(
      'http://127.0.0.1:9/ipfs/bafyCID/1.json',
    );
    expect(toFetchableUri('ipfs://ipfs/bafyCID')).toBe('https://ipfs.io/ipfs/bafyCID');
    expect(toFetchableUri('javascript:alert(1)')).toBeUndefined();
    expect(toFetchableUri('ar://abc')).toBeUndefined();
    expect(toFetchableUri(42)).toBeUndefined();
    expect(toImageUri('data:text/html,<b>x</b>')).toBeUndefined();
    expect(toImageUri('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  test('ERC-1155 {id} becomes 64 lower-case hex digits', () => {
    expect(substituteTokenId('https://x.test/{id}.json', 255n)).toBe(
      `https://x.test/${'0'.repeat(62)}ff.json`,
    );
  });
});

describe('fetchNftMetadata', () => {
  const fetchNone: FetchLike = () => Promise.reject(new Error('no network expected'));

  test('reads name and image from base64 and percent-encoded data: JSON without fetching', async () => {
    const doc = json({ name: 'Gem', image: 'data:image/svg+xml;base64,PHN2Zz4=' });
    await expect(
      fetchNftMetadata(`data:application/json;base64,${base64(doc)}`, { fetch: fetchNone }),
    ).resolves.toEqual({
      name: 'Gem',
      imageUrl: 'data:image/svg+xml;base64,PHN2Zz4=',
    });
    await expect(
      fetchNftMetadata(
        `data:application/json,${encodeURIComponent(json({ name: 'Ü', image_url: 'ipfs://cid/a.png' }))}`,
        {
          fetch: fetchNone,
          ipfsGateway: 'http://127.0.0.1:9/ipfs/',
        },
      ),
    ).resolves.toEqual({ name: 'Ü', imageUrl: 'http://127.0.0.1:9/ipfs/cid/a.png' });
  });

  test('fetches http(s) and ipfs metadata through the given fetch and gateway', async () => {
    const { fetch, urls } = servedBy({
      'http://127.0.0.1:9/ipfs/cid/1.json': json({ name: 'From IPFS', image: 'https://img.test/1.png' }),
    });
    await expect(
      fetchNftMetadata('ipfs://cid/1.json', { fetch, ipfsGateway: 'http://127.0.0.1:9/ipfs/' }),
    ).resolves.toEqual({
      name: 'From IPFS',
      imageUrl: 'https://img.test/1.png',
    });
    expect(urls).toEqual(['http://127.0.0.1:9/ipfs/cid/1.json']);
  });

  test.each([
    ['a 404', 'http://meta.test/missing.json'],
    ['not JSON', 'data:application/json,{not json'],
    ['a JSON array', `data:application/json,${encodeURIComponent('[1,2]')}`],
    ['bad base64', 'data:application/json;base64,%%%'],
    ['a refused scheme', 'javascript:alert(1)'],
    ['no URI', undefined],
  ])('%s gives no name and no image', async (_case, uri) => {
    const { fetch } = servedBy({});
    await expect(fetchNftMetadata(uri, { fetch })).resolves.toEqual({ name: undefined, imageUrl: undefined });
  });

  test('wrong field types and unsafe images are ignored', async () => {
    const doc = json({ name: 12, image: 'javascript:alert(1)', image_url: 'data:text/html,x' });
    await expect(
      fetchNftMetadata(`data:application/json,${encodeURIComponent(doc)}`, { fetch: fetchNone }),
    ).resolves.toEqual({
      name: undefined,
      imageUrl: undefined,
    });
  });
});
