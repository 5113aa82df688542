import fixture from './fixtures/etherscan-account-lists.json';
import type { Transaction } from '../../stores/transaction-types';
import type { FetchLike } from '../http-client';
import { createEtherscanSource } from './etherscan';

const ACCOUNT = fixture.account;
const OTHER = fixture.counterparty.toLowerCase();
const CHAIN = 'eip155:1' as const;
const ETH = { symbol: 'ETH', decimals: 18 };
const URL_ = 'https://api.etherscan.test/v2/api';
const hash = (suffix: string): string => `0x${'0'.repeat(62)}${suffix}`;

type Lists = Record<string, Array<{ blockNumber: string }>>;

/**
 * An Etherscan-compatible API over the fixture's lists: each action answers its rows newest first,
 * up to `endblock`, `offset` per page, 'No transactions found' when there are none. `answers`
 * replaces the answer of an action; every URL asked for is recorded.
 */
function api(
  answers: Record<string, unknown> = {},
  lists: Lists = fixture.lists,
): { fetch: FetchLike; urls: URL[] } {
  const urls: URL[] = [];
  const fetch: FetchLike = async (url) => {
    const asked = new URL(url);
    urls.push(asked);
    const action = asked.searchParams.get('action') ?? '';
    const end = Number(asked.searchParams.get('endblock') ?? Number.MAX_SAFE_INTEGER);
    const offset = Number(asked.searchParams.get('offset'));
    const rows = (lists[action] ?? []).filter((row) => Number(row.blockNumber) <= end).slice(0, offset);
    const body =
      action in answers
        ? answers[action]
        : rows.length > 0
          ? { status: '1', message: 'OK', result: rows }
          : fixture.empty;
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  };
  return { fetch, urls };
}

async function allPages(fetch: FetchLike, pageSize = 3) {
  const source = createEtherscanSource({ url: URL_, apiKey: 'KEY', nativeCurrency: ETH, pageSize, fetch });
  const pages: Transaction[][] = [];
  const cursors: Array<string | undefined> = [];
  let cursor: string | undefined;
  do {
    const page = await source.fetch({ account: ACCOUNT, cursor, chainId: CHAIN });
    pages.push(page.data);
    cursor = page.next ?? undefined;
    cursors.push(cursor);
  } while (cursor !== undefined && pages.length < 20);
  return { pages, cursors };
}

describe('Etherscan-compatible history source', () => {
  test('asks txlist, tokentx, tokennfttx and token1155tx with chainid, key, page size and end block', async () => {
    const { fetch, urls } = api();
    await allPages(fetch);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      chainid: '1',
      module: 'account',
      action: 'txlist',
      address: ACCOUNT,
      startblock: '0',
      page: '1',
      offset: '3',
      sort: 'desc',
      apikey: 'KEY',
    });
    expect(`${urls[0]!.origin}${urls[0]!.pathname}`).toBe(URL_);
    expect(urls.slice(0, 4).map((url) => url.searchParams.get('action'))).toEqual([
      'txlist',
      'tokentx',
      'tokennfttx',
      'token1155tx',
    ]);
    // The next pages end at the block the cursor names, for all four lists.
    expect(urls.slice(4).map((url) => url.searchParams.get('endblock'))).toEqual([
      ...Array(4).fill('20999999'),
      ...Array(4).fill('20999997'),
    ]);
  });

  test('pages merge the four lists by transaction, newest first, each transaction once', async () => {
    const { pages, cursors } = await allPages(api().fetch);
    expect(cursors).toEqual(['20999999', '20999997', undefined]);
    expect(pages.map((page) => page.map((row) => row.id))).toEqual([
      [hash('c7'), hash('c6'), hash('c5')],
      [hash('c1'), hash('c2')],
      [hash('c3'), hash('c4'), hash('c8')],
    ]);
    const times = pages.flat().map((row) => Date.parse(row.metadata.minedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('ERC-20, ERC-721 and ERC-1155 transfers, sent and received, beside the native ones', async () => {
    const rows = new Map((await allPages(api().fetch)).pages.flat().map((row) => [row.id, row]));
    // An ERC-1155 item someone else sent: only in token1155tx; the transaction is the contract's.
    expect(rows.get(hash('c7'))).toMatchObject({
      metadata: { operationType: 'receive', sentTo: fixture.contracts['Dev Items'], status: 'confirmed' },
      transfers: [{ direction: 'in', quantity: { numeric: '4' }, nft_info: { name: 'Dev Items #7' } }],
    });
    // The account's own NFT transfer: txlist (0 ETH, left out) and tokennfttx in one row.
    expect(rows.get(hash('c6'))).toMatchObject({
      metadata: { operationType: 'send', sentTo: fixture.contracts.DBADGE },
      transfers: [{ direction: 'out', quantity: { numeric: '1' }, nft_info: { name: 'DBADGE #42' } }],
    });
    expect(rows.get(hash('c5'))?.transfers).toEqual([
      {
        direction: 'out',
        sender: ACCOUNT.toLowerCase(),
        recipient: OTHER,
        quantity: { numeric: '12.5' },
        fungible_info: { name: 'Test USD', symbol: 'tUSD' },
      },
    ]);
    expect(rows.get(hash('c8'))).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: OTHER },
      transfers: [{ direction: 'in', quantity: { numeric: '3' }, fungible_info: { symbol: 'TST' } }],
    });
    expect(rows.get(hash('c1'))?.transfers).toMatchObject([
      { direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ETH' } },
    ]);
    expect(rows.get(hash('c3'))?.metadata).toMatchObject({ status: 'failed', operationType: 'execute' });
    expect(rows.get(hash('c4'))?.metadata).toMatchObject({ operationType: 'deploy', sentTo: '' });
  });

  test('a block holding more than a page is shown whole once, and paging moves on', async () => {
    const crowded = Array.from({ length: 4 }, (_, index) => ({
      ...fixture.lists.txlist[0]!,
      blockNumber: '500',
      hash: hash(`a${index}`),
    }));
    const older = { ...fixture.lists.txlist[2]!, blockNumber: '400', hash: hash('b0') };
    const { pages, cursors } = await allPages(api({}, { txlist: [...crowded, older] }).fetch);
    expect(cursors).toEqual(['499', undefined]);
    expect(pages.map((page) => page.map((row) => row.id))).toEqual([
      [hash('a0'), hash('a1'), hash('a2')],
      [hash('b0')],
    ]);
  });

  test('without an API key no apikey parameter is sent', async () => {
    const { fetch, urls } = api();
    await createEtherscanSource({ url: URL_, nativeCurrency: ETH, fetch }).fetch({
      account: ACCOUNT,
      cursor: undefined,
      chainId: CHAIN,
    });
    expect(urls.every((url) => !url.searchParams.has('apikey'))).toBe(true);
  });

  test("the API's own error (status 0, NOTOK) is passed on, from any list", async () => {
    for (const action of ['txlist', 'tokentx']) {
      const source = createEtherscanSource({
        url: URL_,
        nativeCurrency: ETH,
        fetch: api({ [action]: fixture.error }).fetch,
      });
      await expect(source.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
        'Etherscan API error: Missing/Invalid API Key',
      );
    }
  });

  test('an API that does not know a token action (older clones) still gives the rest', async () => {
    const { pages } = await allPages(api({ token1155tx: fixture.unknownAction }).fetch);
    expect(pages.flat().map((row) => row.id)).not.toContain(hash('c7'));
    expect(pages.flat()).toHaveLength(7);
    const txlistUnknown = createEtherscanSource({
      url: URL_,
      nativeCurrency: ETH,
      fetch: api({ txlist: fixture.unknownAction }).fetch,
    });
    await expect(
      txlistUnknown.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN }),
    ).rejects.toThrow('Etherscan API error: Error! Invalid action name');
  });

  test('malformed answers and rows are refused with the list they came from', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ txlist: { status: 1, result: [] } }, 'Malformed Etherscan txlist answer'],
      [
        { tokennfttx: { status: '1', message: 'OK', result: [{ hash: 1 }] } },
        'Malformed Etherscan tokennfttx answer',
      ],
      [
        {
          tokentx: {
            status: '1',
            message: 'OK',
            result: [{ ...fixture.lists.tokentx[0], tokenDecimal: 'six' }],
          },
        },
        'Invalid tokenDecimal "six"',
      ],
      [
        {
          token1155tx: {
            status: '1',
            message: 'OK',
            result: [{ ...fixture.lists.token1155tx[0], tokenValue: '-4' }],
          },
        },
        'Invalid tokenValue "-4"',
      ],
    ];
    for (const [answers, message] of cases) {
      const source = createEtherscanSource({ url: URL_, nativeCurrency: ETH, fetch: api(answers).fetch });
      await expect(source.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
        message,
      );
    }
  });

  test('HTTP errors, bad cursors and non-EVM chains are refused', async () => {
    const failing: FetchLike = async () => ({ ok: false, status: 429 }) as Response;
    const http = createEtherscanSource({ url: URL_, nativeCurrency: ETH, fetch: failing });
    await expect(http.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'HTTP status code: 429',
    );
    const { fetch, urls } = api();
    const source = createEtherscanSource({ url: URL_, nativeCurrency: ETH, fetch });
    for (const cursor of ['next', '-1', '1.5', '01']) {
      await expect(source.fetch({ account: ACCOUNT, cursor, chainId: CHAIN })).rejects.toThrow(
        `Invalid history cursor "${cursor}"`,
      );
    }
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
