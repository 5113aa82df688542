import logsHistoryFixture from './fixtures/logs-history-anvil.json';
import fixture from './fixtures/otterscan-anvil.json';
import type { FetchLike } from '../http-client';
import type { Transaction } from '../../stores/transaction-types';
import { createOtterscanSource, otterscanPageSchema, otterscanToHistoryPage } from './otterscan';
import { replayFetch, type RecordedExchange } from './replay-fetch';

const ACCOUNT = fixture.account;
const OTHER = fixture.counterparty.toLowerCase();
const CHAIN = `eip155:${fixture.chainId}` as const;
const ME = ACCOUNT.toLowerCase();
/** Sender and receiver of each transfer, lowercased. */
const parties = (transaction: Transaction | undefined) =>
  transaction?.transfers.map((transfer) => [
    transfer.sender?.toLowerCase(),
    transfer.recipient?.toLowerCase(),
  ]);
const ETH = { symbol: 'ETH', decimals: 18 };
const exchanges = fixture.exchanges as RecordedExchange[];

function source(fetchList: RecordedExchange[] = exchanges) {
  const replay = replayFetch(fetchList);
  return {
    calls: replay.calls,
    source: createOtterscanSource({
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: ETH,
      pageSize: 3,
      fetch: replay.fetch,
    }),
  };
}

/** Every page of account 0's history, following the cursor. */
async function allPages(): Promise<{ pages: Transaction[][]; cursors: Array<string | undefined> }> {
  const { source: otterscan } = source();
  const pages: Transaction[][] = [];
  const cursors: Array<string | undefined> = [];
  let cursor: string | undefined;
  do {
    const page = await otterscan.fetch({ account: ACCOUNT, cursor, chainId: CHAIN });
    pages.push(page.data);
    cursor = page.next ?? undefined;
    cursors.push(cursor);
  } while (cursor !== undefined);
  return { pages, cursors };
}

/** The recorded answer of the first ots_searchTransactionsBefore call. */
function firstSearchAnswer() {
  const exchange = exchanges.find(
    (entry) => (entry.request as { method?: string }).method === 'ots_searchTransactionsBefore',
  );
  return otterscanPageSchema.parse((exchange?.response as { result: unknown }).result);
}

const byType = (transactions: Transaction[], type: string) =>
  transactions.filter((transaction) => transaction.metadata.operationType === type);

describe('Otterscan history source (recorded from anvil)', () => {
  test('pages newest first; the cursor is the oldest block of a page, none after the last page', async () => {
    const { pages, cursors } = await allPages();
    // Page 1 holds 3 found by Otterscan plus the two NFTs minted to the account (found through eth_getLogs).
    expect(pages.map((page) => page.length)).toEqual([5, 4, 3, 3]);
    expect(cursors).toEqual(['11', '7', '4', undefined]);
    const times = pages.flat().map((transaction) => Date.parse(transaction.metadata.minedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(pages.flat().map((transaction) => transaction.id)).size).toBe(15);
    for (const transaction of pages.flat()) expect(transaction.metadata.chain).toBe(CHAIN);
  });

  test('an ETH send and an ETH receive: direction, amount, parties, confirmed', async () => {
    const all = (await allPages()).pages.flat();
    const ethTransfers = all.filter(
      (transaction) => transaction.transfers[0]?.fungible_info?.symbol === 'ETH',
    );
    const sent = ethTransfers.find((transaction) => transaction.metadata.operationType === 'send');
    const received = byType(ethTransfers, 'receive')[0];
    expect(sent?.transfers).toEqual([
      {
        direction: 'out',
        sender: expect.any(String),
        recipient: expect.any(String),
        quantity: { numeric: '1.5' },
        fungible_info: { name: 'ETH', symbol: 'ETH' },
      },
    ]);
    expect(parties(sent)).toEqual([[ME, OTHER]]);
    expect(sent?.metadata).toMatchObject({ status: 'confirmed', sentTo: OTHER });
    expect(received?.transfers).toMatchObject([
      { direction: 'in', quantity: { numeric: '0.25' }, fungible_info: { name: 'ETH', symbol: 'ETH' } },
    ]);
    expect(parties(received)).toEqual([[OTHER, ME]]);
    expect(received?.metadata).toMatchObject({ status: 'confirmed', sentFrom: OTHER });
  });

  test('a token transfer carries the symbol and decimals read from the contract', async () => {
    const all = (await allPages()).pages.flat();
    const tusd = all.find((transaction) =>
      transaction.transfers.some(
        (transfer) => transfer.fungible_info?.symbol === 'tUSD' && transfer.direction === 'out',
      ),
    );
    expect(tusd?.metadata.operationType).toBe('send');
    expect(tusd?.metadata.sentTo).toBe(fixture.tokens.tUSD.toLowerCase());
    expect(tusd?.transfers).toMatchObject([
      { direction: 'out', quantity: { numeric: '12.5' }, fungible_info: { name: 'tUSD', symbol: 'tUSD' } },
    ]);
    // The transaction called the token contract; the transfer went to the counterparty.
    expect(parties(tusd)).toEqual([[ME, OTHER]]);
  });

  test('a token another account sent is found through its Transfer log and shown as received', async () => {
    const all = (await allPages()).pages.flat();
    const tst = all.find((transaction) =>
      transaction.transfers.some(
        (transfer) => transfer.fungible_info?.symbol === 'TST' && transfer.direction === 'in',
      ),
    );
    expect(tst?.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed', sentFrom: OTHER });
    expect(tst?.transfers).toMatchObject([
      { direction: 'in', quantity: { numeric: '3' }, fungible_info: { name: 'TST', symbol: 'TST' } },
    ]);
    expect(parties(tst)).toEqual([[OTHER, ME]]);
    expect(Date.parse(tst?.metadata.minedAt ?? '')).toBeGreaterThan(0);
  });

  test('a reverted transaction is failed and moved nothing', async () => {
    const failed = (await allPages()).pages.flat().filter((row) => row.metadata.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.metadata.operationType).toBe('execute');
    expect(failed[0]?.transfers).toEqual([]);
  });

  test('contract creations are deploys; mints to the account are mints', async () => {
    const all = (await allPages()).pages.flat();
    expect(byType(all, 'deploy')).toHaveLength(2);
    for (const deploy of byType(all, 'deploy')) expect(deploy.metadata.sentTo).toBe('');
    const mints = byType(all, 'mint').filter((mint) => mint.transfers[0]?.fungible_info);
    expect(byType(all, 'mint')).toHaveLength(4);
    expect(mints.map((mint) => mint.transfers[0]?.fungible_info?.symbol).sort()).toEqual(['TST', 'tUSD']);
    expect(mints.map((mint) => mint.transfers[0]?.quantity.numeric).sort()).toEqual(['1000', '1000000']);
  });

  test('token metadata is read once per token (one batch), not on every page', async () => {
    const { source: otterscan, calls } = source();
    let cursor: string | undefined;
    do {
      cursor = (await otterscan.fetch({ account: ACCOUNT, cursor, chainId: CHAIN })).next ?? undefined;
    } while (cursor);
    // symbol() and decimals() of tUSD, TST, the ERC-721 and the ERC-1155 collection.
    expect(calls.filter((method) => method === 'eth_call')).toHaveLength(8);
    expect(calls.filter((method) => method === 'ots_searchTransactionsBefore')).toHaveLength(4);
    // Per page: the ERC-20/721 Transfer and the ERC-1155 filters for tokens others sent.
    expect(calls.filter((method) => method === 'eth_getLogs')).toHaveLength(8);
    // The node is asked once whether it has the Otterscan API.
    expect(calls.filter((method) => method === 'ots_getApiLevel')).toHaveLength(1);
  });

  test('the parser is pure: the same answer always gives the same page', () => {
    const answer = firstSearchAnswer();
    const once = otterscanToHistoryPage(answer, ACCOUNT, CHAIN, ETH, new Map());
    expect(otterscanToHistoryPage(answer, ACCOUNT, CHAIN, ETH, new Map())).toEqual(once);
    // Without the collection's metadata an NFT is named by its standard.
    expect(once.data).toHaveLength(3);
    expect(once.data[0]?.transfers[0]?.nft_info?.name).toBe('ERC-1155 #2');
  });
});

describe('ERC-1155 and ERC-721 in the Otterscan source', () => {
  const nftTransfers = (transactions: Transaction[]) =>
    transactions.flatMap((transaction) =>
      transaction.transfers
        .filter((transfer) => transfer.nft_info)
        .map((transfer) => ({
          type: transaction.metadata.operationType,
          to: transaction.metadata.sentTo.toLowerCase(),
          direction: transfer.direction,
          name: transfer.nft_info?.name,
          amount: transfer.quantity.numeric,
        })),
    );

  test('TransferSingle and TransferBatch sent by the account, and items minted to it by another', async () => {
    const { pages } = await allPages();
    const multi = fixture.tokens['Dev Items'].toLowerCase();
    const badges = fixture.tokens.DBADGE.toLowerCase();
    expect(nftTransfers(pages[0] ?? [])).toEqual([
      // safeTransferFrom and safeBatchTransferFrom of one Dev Gem (id 2) each, to account 1.
      { type: 'send', to: multi, direction: 'out', name: 'ERC-1155 #2', amount: '1' },
      { type: 'send', to: multi, direction: 'out', name: 'ERC-1155 #2', amount: '1' },
      // Minted by account 1: not in Otterscan's answer, found through the eth_getLogs filters.
      { type: 'mint', to: multi, direction: 'in', name: 'ERC-1155 #2', amount: '3' },
      { type: 'mint', to: badges, direction: 'in', name: 'DBADGE #3', amount: '1' },
    ]);
  });
});

describe('nodes without the Otterscan API (eth_getLogs fallback, recorded from anvil)', () => {
  const logsFixture = logsHistoryFixture as { account: string; exchanges: RecordedExchange[] };

  test('ots_getApiLevel is refused: token transfers come from eth_getLogs in block ranges, newest first', async () => {
    const replay = replayFetch(logsFixture.exchanges);
    const fallback = createOtterscanSource({
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: ETH,
      pageSize: 3,
      blockRange: 4,
      fetch: replay.fetch,
    });
    const pages: Transaction[][] = [];
    const cursors: Array<string | undefined> = [];
    let cursor: string | undefined;
    do {
      const page = await fallback.fetch({ account: ACCOUNT, cursor, chainId: CHAIN });
      pages.push(page.data);
      cursor = page.next ?? undefined;
      cursors.push(cursor);
    } while (cursor !== undefined);
    expect(cursors).toEqual(['17', '5', undefined]);
    const rows = pages.map((page) =>
      page.map((row) => [row.metadata.operationType, row.transfers.map((t) => t.quantity.numeric)]),
    );
    expect(rows).toEqual([
      [
        ['send', ['1']],
        ['send', ['1']],
        ['mint', ['3']],
      ],
      [
        ['mint', ['1']],
        ['receive', ['3']],
        ['send', ['12.5']],
      ],
      [
        ['mint', ['1000']],
        ['mint', ['1000000']],
      ],
    ]);
    const times = pages.flat().map((row) => Date.parse(row.metadata.minedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(replay.calls.filter((method) => method === 'ots_getApiLevel')).toHaveLength(1);
    expect(replay.calls).not.toContain('ots_searchTransactionsBefore');
  });

  test('a probe that failed on the network is asked again; a malformed eth_getLogs answer is refused', async () => {
    let probes = 0;
    const fetch: FetchLike = async (_url, init) => {
      const request = JSON.parse(String(init?.body)) as
        { id: number; method: string } | Array<{ id: number }>;
      if (!Array.isArray(request) && request.method === 'ots_getApiLevel' && ++probes === 1)
        throw new TypeError('fetch failed');
      const answer = (entry: { id: number; method?: string }) =>
        entry.method === 'ots_getApiLevel'
          ? { jsonrpc: '2.0', id: entry.id, error: { code: -32601, message: 'Method not found' } }
          : entry.method === 'eth_blockNumber'
            ? { jsonrpc: '2.0', id: entry.id, result: '0x10' }
            : { jsonrpc: '2.0', id: entry.id, result: 'not a list of logs' };
      const body = Array.isArray(request) ? request.map(answer) : answer(request);
      return { ok: true, status: 200, json: async () => body } as unknown as Response;
    };
    const otterscan = createOtterscanSource({ rpcUrl: 'http://127.0.0.1:1', nativeCurrency: ETH, fetch });
    await expect(otterscan.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'fetch failed',
    );
    await expect(otterscan.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'Malformed eth_getLogs answer',
    );
    await expect(otterscan.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'Malformed eth_getLogs answer',
    );
    expect(probes).toBe(2);
  });
});

describe('Otterscan history source errors', () => {
  const answering = (body: unknown) =>
    createOtterscanSource({
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: ETH,
      // The same answer to every call, under the id it was asked with.
      fetch: async (_url, init) => {
        const { id } = JSON.parse(String(init?.body)) as { id: number };
        const answer = { ...(body as object), id };
        return { ok: true, status: 200, json: async () => answer } as unknown as Response;
      },
    });

  test('a malformed answer is refused', async () => {
    const otterscan = answering({ jsonrpc: '2.0', id: 1, result: { txs: 'nope' } });
    await expect(otterscan.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'Malformed ots_searchTransactionsBefore answer',
    );
  });

  test('an HTTP error answer', async () => {
    const otterscan = createOtterscanSource({
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: ETH,
      fetch: async () => ({ ok: false, status: 502 }) as Response,
    });
    await expect(otterscan.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'HTTP status code: 502',
    );
  });

  test.each(['0', '-3', 'abc', '12.5'])('a bad cursor %p is refused before any call', async (cursor) => {
    const { source: otterscan, calls } = source();
    await expect(otterscan.fetch({ account: ACCOUNT, cursor, chainId: CHAIN })).rejects.toThrow(
      `Invalid history cursor "${cursor}"`,
    );
    expect(calls).toEqual([]);
  });

  test('a receipt missing from the answer is an error', () => {
    const answer = firstSearchAnswer();
    const broken = { ...answer, receipts: answer.receipts.slice(1) };
    expect(() => otterscanToHistoryPage(broken, ACCOUNT, CHAIN, ETH, new Map())).toThrow(
      /has no receipt for 0x/,
    );
  });
});
