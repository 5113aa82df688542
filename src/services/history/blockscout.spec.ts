import fixture from './fixtures/blockscout-transactions.json';
import { blockscoutToHistoryPage, blockscoutTransactionsSchema, createBlockscoutSource } from './blockscout';
import { jsonAnswers } from './json-fetch';

const ACCOUNT = fixture.account;
const CHAIN = 'eip155:1' as const;
const ETH = { symbol: 'ETH', decimals: 18 };
const [page1, page2] = fixture.pages;

describe('Blockscout v2 history source', () => {
  test('asks /api/v2/addresses/{account}/transactions, then follows next_page_params', async () => {
    const { fetch, urls } = jsonAnswers([page1, page2]);
    const source = createBlockscoutSource({ url: 'https://eth.blockscout.test', nativeCurrency: ETH, fetch });
    const first = await source.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN });
    expect(urls[0]!.pathname).toBe(`/api/v2/addresses/${ACCOUNT}/transactions`);
    expect(urls[0]!.search).toBe('');
    expect(first.data.map((transaction) => transaction.id)).toEqual(page1!.items.map((item) => item.hash));
    expect(JSON.parse(first.next ?? '')).toEqual({ block_number: 20999000, index: 3, items_count: 3 });

    const second = await source.fetch({ account: ACCOUNT, cursor: first.next ?? undefined, chainId: CHAIN });
    expect(Object.fromEntries(urls[1]!.searchParams)).toEqual({
      block_number: '20999000',
      index: '3',
      items_count: '3',
    });
    expect(second.data).toHaveLength(3);
    expect(second.next).toBeUndefined();
  });

  test('ETH out and in, and an ERC-20 transfer with its decimals and icon', () => {
    const page = blockscoutToHistoryPage(blockscoutTransactionsSchema.parse(page1), ACCOUNT, CHAIN, ETH);
    const [sent, received, token] = page.data;
    expect(sent).toMatchObject({
      metadata: {
        operationType: 'send',
        status: 'confirmed',
        minedAt: '2026-11-20T10:15:23.000Z',
        chain: CHAIN,
      },
      transfers: [{ direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ETH' } }],
    });
    expect(received).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '0.25' } }],
    });
    expect(token?.metadata.operationType).toBe('send');
    expect(token?.transfers).toEqual([
      {
        direction: 'out',
        // The transaction went to the USDC contract; the transfer to the real receiver.
        sender: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        quantity: { numeric: '12.5' },
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          icon: { url: 'https://assets.example.test/usdc.png' },
        },
      },
    ]);
  });

  test('status error is failed; an NFT keeps its preview; a scam token is flagged spam', () => {
    const page = blockscoutToHistoryPage(blockscoutTransactionsSchema.parse(page2), ACCOUNT, CHAIN, ETH);
    const [failed, nft, spam] = page.data;
    expect(failed?.metadata).toMatchObject({ status: 'failed', operationType: 'execute' });
    expect(nft?.metadata.operationType).toBe('receive');
    expect(nft?.transfers).toEqual([
      {
        direction: 'in',
        sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        quantity: { numeric: '1' },
        nft_info: {
          name: 'BoredApeYachtClub #7421',
          flags: { is_spam: false },
          content: { preview: { url: 'https://img.example.test/bayc/7421.png' } },
        },
      },
    ]);
    expect(spam?.transfers[0]?.nft_info?.flags.is_spam).toBe(true);
  });

  test('errors: HTTP status, malformed answer, bad cursor', async () => {
    const failing = createBlockscoutSource({
      url: 'https://x.test',
      nativeCurrency: ETH,
      fetch: jsonAnswers([{}], 503).fetch,
    });
    await expect(failing.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'HTTP status code: 503',
    );
    const malformed = createBlockscoutSource({
      url: 'https://x.test',
      nativeCurrency: ETH,
      fetch: jsonAnswers([{ items: [{ hash: 1 }], next_page_params: null }]).fetch,
    });
    await expect(malformed.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'Malformed Blockscout transactions answer',
    );
    const { fetch, urls } = jsonAnswers([page1]);
    const source = createBlockscoutSource({ url: 'https://x.test', nativeCurrency: ETH, fetch });
    await expect(source.fetch({ account: ACCOUNT, cursor: '[1,2]', chainId: CHAIN })).rejects.toThrow(
      'Invalid history cursor "[1,2]"',
    );
    expect(urls).toEqual([]);
  });

  test('an invalid timestamp is refused', () => {
    const item = { ...page1!.items[0]!, timestamp: 'yesterday' };
    const answer = blockscoutTransactionsSchema.parse({ items: [item], next_page_params: null });
    expect(() => blockscoutToHistoryPage(answer, ACCOUNT, CHAIN, ETH)).toThrow('invalid timestamp');
  });
});
