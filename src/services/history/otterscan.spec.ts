import fixture from './fixtures/otterscan-anvil.json';
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

const byType = (transactions: Transaction[], type: string) =>
  transactions.filter((transaction) => transaction.metadata.operationType === type);

describe('Otterscan history source (recorded from anvil)', () => {
  test('pages newest first; the cursor is the oldest block of a page, none after the last page', async () => {
    const { pages, cursors } = await allPages();
    // Page 1 holds 3 found by Otterscan plus the TST someone else sent (found through eth_getLogs).
    expect(pages.map((page) => page.length)).toEqual([4, 3, 3, 1]);
    expect(cursors).toEqual(['8', '5', '2', undefined]);
    const times = pages.flat().map((transaction) => Date.parse(transaction.metadata.minedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(pages.flat().map((transaction) => transaction.id)).size).toBe(11);
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
    const [newest] = (await allPages()).pages[0] ?? [];
    expect(newest?.metadata).toMatchObject({ status: 'failed', operationType: 'execute' });
    expect(newest?.transfers).toEqual([]);
  });

  test('contract creations are deploys; mints to the account are mints', async () => {
    const all = (await allPages()).pages.flat();
    expect(byType(all, 'deploy')).toHaveLength(2);
    for (const deploy of byType(all, 'deploy')) expect(deploy.metadata.sentTo).toBe('');
    const mints = byType(all, 'mint');
    expect(mints.map((mint) => mint.transfers[0]?.fungible_info?.symbol).sort()).toEqual(['TST', 'tUSD']);
    expect(mints.map((mint) => mint.transfers[0]?.quantity.numeric).sort()).toEqual(['1000', '1000000']);
  });

  test('token metadata is read once per token (one batch), not on every page', async () => {
    const { source: otterscan, calls } = source();
    let cursor: string | undefined;
    do {
      cursor = (await otterscan.fetch({ account: ACCOUNT, cursor, chainId: CHAIN })).next ?? undefined;
    } while (cursor);
    expect(calls.filter((method) => method === 'eth_call')).toHaveLength(4);
    expect(calls.filter((method) => method === 'ots_searchTransactionsBefore')).toHaveLength(4);
    expect(calls.filter((method) => method === 'eth_getLogs')).toHaveLength(4);
  });

  test('the parser is pure: the same answer always gives the same page', () => {
    const answer = otterscanPageSchema.parse((exchanges[0]?.response as { result: unknown }).result);
    const once = otterscanToHistoryPage(answer, ACCOUNT, CHAIN, ETH, new Map());
    expect(otterscanToHistoryPage(answer, ACCOUNT, CHAIN, ETH, new Map())).toEqual(once);
    // Without token metadata the token transfer is left out, the transaction stays.
    expect(once.data).toHaveLength(3);
    expect(once.data[1]?.transfers).toEqual([]);
    expect(once.data[1]?.metadata.operationType).toBe('execute');
  });
});

describe('Otterscan history source errors', () => {
  const answering = (body: unknown) =>
    createOtterscanSource({
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: ETH,
      fetch: async () => ({ ok: true, status: 200, json: async () => body }) as unknown as Response,
    });

  test('a node without the ots namespace: the JSON-RPC error is passed on', async () => {
    const otterscan = answering({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    });
    await expect(otterscan.fetch({ account: ACCOUNT, cursor: undefined, chainId: CHAIN })).rejects.toThrow(
      'ots_searchTransactionsBefore failed: Method not found (-32601)',
    );
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
    const answer = otterscanPageSchema.parse((exchanges[0]?.response as { result: unknown }).result);
    const broken = { ...answer, receipts: answer.receipts.slice(1) };
    expect(() => otterscanToHistoryPage(broken, ACCOUNT, CHAIN, ETH, new Map())).toThrow(
      /has no receipt for 0x/,
    );
  });
});
