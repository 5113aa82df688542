import fixture from './fixtures/etherscan-txlist.json';
import { createEtherscanSource } from './etherscan';
import { jsonAnswers } from './json-fetch';

const ACCOUNT = fixture.account;
const OTHER = fixture.counterparty.toLowerCase();
const CHAIN = 'eip155:1' as const;
const ETH = { symbol: 'ETH', decimals: 18 };
const URL_ = 'https://api.etherscan.test/v2/api';

describe('Etherscan-compatible history source', () => {
  test('txlist newest first with chainid, key and page; a full page gives the next page number', async () => {
    const { fetch, urls } = jsonAnswers([...fixture.pages, fixture.empty]);
    const source = createEtherscanSource({
      url: URL_,
      apiKey: 'KEY',
      nativeCurrency: ETH,
      pageSize: 2,
      fetch,
    });
    const first = await source.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN });
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      chainid: '1',
      module: 'account',
      action: 'txlist',
      address: ACCOUNT,
      page: '1',
      offset: '2',
      sort: 'desc',
      apikey: 'KEY',
    });
    expect(`${urls[0]!.origin}${urls[0]!.pathname}`).toBe(URL_);
    expect(first.next).toBe('2');
    expect(first.data.map((transaction) => transaction.metadata.operationType)).toEqual(['send', 'receive']);
    expect(first.data[0]).toMatchObject({
      metadata: {
        status: 'confirmed',
        sentTo: OTHER,
        minedAt: new Date(1795169723 * 1000).toISOString(),
        chain: CHAIN,
      },
      transfers: [{ direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ETH' } }],
    });
    expect(first.data[1]?.transfers).toEqual([
      {
        direction: 'in',
        sender: expect.stringMatching(new RegExp(`^${OTHER}$`, 'i')),
        recipient: expect.stringMatching(new RegExp(`^${ACCOUNT}$`, 'i')),
        quantity: { numeric: '0.25' },
        fungible_info: { name: 'ETH', symbol: 'ETH' },
      },
    ]);

    const second = await source.fetch({ account: ACCOUNT, cursor: first.next ?? undefined, chainId: CHAIN });
    expect(urls[1]!.searchParams.get('page')).toBe('2');
    expect(second.data.map((transaction) => transaction.metadata)).toMatchObject([
      { status: 'failed', operationType: 'execute' },
      { status: 'confirmed', operationType: 'deploy', sentTo: '' },
    ]);
    expect(second.next).toBe('3');

    const third = await source.fetch({ account: ACCOUNT, cursor: '3', chainId: CHAIN });
    expect(third).toEqual({ data: [] });
  });

  test('without an API key no apikey parameter is sent', async () => {
    const { fetch, urls } = jsonAnswers([fixture.empty]);
    await createEtherscanSource({ url: URL_, nativeCurrency: ETH, fetch }).fetch({
      account: ACCOUNT,
      cursor: undefined,
      chainId: CHAIN,
    });
    expect(urls[0]!.searchParams.has('apikey')).toBe(false);
  });

  test("the API's own error (status 0, NOTOK) is passed on", async () => {
    const source = createEtherscanSource({
      url: URL_,
      nativeCurrency: ETH,
      fetch: jsonAnswers([fixture.error]).fetch,
    });
    await expect(source.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'Etherscan API error: Missing/Invalid API Key',
    );
  });

  test('HTTP errors, malformed answers, bad cursors and non-EVM chains are refused', async () => {
    const http = createEtherscanSource({
      url: URL_,
      nativeCurrency: ETH,
      fetch: jsonAnswers([{}], 429).fetch,
    });
    await expect(http.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'HTTP status code: 429',
    );
    const malformed = createEtherscanSource({
      url: URL_,
      nativeCurrency: ETH,
      fetch: jsonAnswers([{ status: 1, result: [] }]).fetch,
    });
    await expect(malformed.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'Malformed Etherscan txlist answer',
    );
    const { fetch, urls } = jsonAnswers([]);
    const source = createEtherscanSource({ url: URL_, nativeCurrency: ETH, fetch });
    await expect(source.fetch({ account: ACCOUNT, cursor: 'next', chainId: CHAIN })).rejects.toThrow(
      'Invalid history cursor "next"',
    );
    await expect(
      source.fetch({
        account: ACCOUNT,
        cursor: undefined,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).rejects.toThrow('needs an eip155 chain id');
    expect(urls).toEqual([]);
  });
});
