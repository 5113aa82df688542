import fixture from './fixtures/blockscout-nfts.json';
import { $nfts, fetchNfts, resetNfts } from '../../stores/nfts';
import { blockscoutNftsSchema, blockscoutToNftPage, createBlockscoutNftSource } from './blockscout-nfts';
import { jsonAnswers } from './json-fetch';

const ACCOUNT = fixture.account;
const [page1, page2] = fixture.pages;

describe('Blockscout NFT source', () => {
  test('asks /api/v2/addresses/{account}/nft for ERC-721 and ERC-1155, then follows the cursor', async () => {
    const { fetch, urls } = jsonAnswers([page1, page2]);
    const source = createBlockscoutNftSource({ url: 'https://eth.blockscout.test/', fetch });
    const first = await source.fetch({ account: ACCOUNT, cursor: undefined });
    expect(urls[0]!.pathname).toBe(`/api/v2/addresses/${ACCOUNT}/nft`);
    expect(urls[0]!.searchParams.get('type')).toBe('ERC-721,ERC-1155');
    const second = await source.fetch({ account: ACCOUNT, cursor: first.next });
    expect(urls[1]!.searchParams.get('token_id')).toBe('1');
    expect(urls[1]!.searchParams.get('items_count')).toBe('2');
    expect(second.next).toBeUndefined();
  });

  test('holdings: name, collection, amount, preview image, spam flag', () => {
    const { items } = blockscoutToNftPage(blockscoutNftsSchema.parse(page1));
    expect(items[0]).toEqual({
      id: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d:7421',
      name: 'Ape #7421',
      collection: 'BoredApeYachtClub',
      tokenId: '7421',
      standard: 'ERC-721',
      amount: '1',
      imageUrl: 'https://img.example.test/bayc/7421.png',
      spam: false,
    });
    expect(items[1]?.spam).toBe(true);
    const [item] = blockscoutToNftPage(blockscoutNftsSchema.parse(page2)).items;
    expect(item).toMatchObject({
      name: 'Game Items #42',
      amount: '5',
      standard: 'ERC-1155',
      imageUrl: undefined,
    });
  });

  test('other token types and unsafe images are left out; ipfs:// images go through the gateway', () => {
    const answer = blockscoutNftsSchema.parse({
      items: [
        { ...page1!.items[0]!, token_type: 'ERC-404' },
        { ...page1!.items[0]!, id: '8', image_url: null, metadata: { image: 'javascript:alert(1)' } },
        { ...page1!.items[0]!, id: '9', image_url: 'ipfs://QmImage/9.png' },
        { ...page1!.items[0]!, id: '10', image_url: null, metadata: { image: 'ipfs://ipfs/QmMeta' } },
      ],
      next_page_params: null,
    });
    const defaults = blockscoutToNftPage(answer).items;
    expect(defaults.map((item) => [item.tokenId, item.imageUrl])).toEqual([
      ['8', undefined],
      ['9', 'https://ipfs.io/ipfs/QmImage/9.png'],
      ['10', 'https://ipfs.io/ipfs/QmMeta'],
    ]);
    const own = blockscoutToNftPage(answer, 'http://127.0.0.1:8080/ipfs').items;
    expect(own.map((item) => item.imageUrl)).toEqual([
      undefined,
      'http://127.0.0.1:8080/ipfs/QmImage/9.png',
      'http://127.0.0.1:8080/ipfs/QmMeta',
    ]);
  });

  test('the source passes its ipfsGateway on', async () => {
    const answer = { items: [{ ...page1!.items[0]!, image_url: 'ipfs://QmImage' }], next_page_params: null };
    const source = createBlockscoutNftSource({
      url: 'https://x.test',
      fetch: jsonAnswers([answer]).fetch,
      ipfsGateway: 'https://gateway.example.test/ipfs/',
    });
    const { items } = await source.fetch({ account: ACCOUNT, cursor: undefined });
    expect(items[0]?.imageUrl).toBe('https://gateway.example.test/ipfs/QmImage');
  });

  test('a malformed answer is refused', async () => {
    const source = createBlockscoutNftSource({
      url: 'https://x.test',
      fetch: jsonAnswers([{ items: 'none' }]).fetch,
    });
    await expect(source.fetch({ account: ACCOUNT, cursor: undefined })).rejects.toThrow(
      'Malformed Blockscout NFT answer',
    );
  });
});

describe('$nfts store', () => {
  beforeEach(() => resetNfts());

  test('loads page by page, spam hidden, duplicates once', async () => {
    const source = createBlockscoutNftSource({
      url: 'https://x.test',
      fetch: jsonAnswers([page1, page2]).fetch,
    });
    await fetchNfts(source, ACCOUNT);
    expect($nfts.get().items.map((nft) => nft.tokenId)).toEqual(['7421']);
    expect($nfts.get().next).toBeDefined();
    await fetchNfts(source, ACCOUNT);
    expect($nfts.get()).toMatchObject({ loading: false, failed: false, next: undefined });
    expect($nfts.get().items.map((nft) => nft.tokenId)).toEqual(['7421', '42']);
  });

  test('no source: unavailable; a failure: failed, with what was loaded kept', async () => {
    await fetchNfts(undefined, ACCOUNT);
    expect($nfts.get()).toMatchObject({ unavailable: true, items: [], loading: false });
    const source = createBlockscoutNftSource({ url: 'https://x.test', fetch: jsonAnswers([page1]).fetch });
    await fetchNfts(source, ACCOUNT);
    await fetchNfts(source, ACCOUNT);
    expect($nfts.get()).toMatchObject({ failed: true, loading: false, unavailable: false });
    expect($nfts.get().items).toHaveLength(1);
  });
});
