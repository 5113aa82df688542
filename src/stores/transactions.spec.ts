import { base, mainnet } from '../networks';
import { $chain, setActiveNetwork, setNetworks } from './chain';
import { subscribeEvents, type EmittedEvent } from './events';
import { parseOptions, setOptions } from './options';
import { $snackbar, hideSnackbar } from './snackbar';
import {
  $transactions,
  fetchTransactions,
  resetTransactions,
  setHistorySource,
  type HistoryRequest,
  type Transaction,
} from './transactions';
import { filterSpamTransactions, groupTransactionsByYearAndMonth } from './transaction-grouping';

const ACCOUNT = '0x1111111111111111111111111111111111111111';

function tx(id: string, minedAt: string, options: { chain?: string; spam?: boolean[] } = {}): Transaction {
  const spam = options.spam ?? [];
  return {
    id,
    metadata: {
      minedAt,
      chain: options.chain ?? 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ACCOUNT,
      sentTo: '0x2222222222222222222222222222222222222222',
    },
    transfers:
      spam.length === 0
        ? [
            {
              quantity: { numeric: '1.5' },
              fungible_info: { symbol: 'ETH', icon: { url: 'https://img/eth.png' } },
            },
          ]
        : spam.map((isSpam) => ({
            quantity: { numeric: '1' },
            nft_info: { name: 'NFT', flags: { is_spam: isSpam } },
          })),
  };
}

/** An in-memory history source serving fixed pages by cursor. */
class PagedSource {
  readonly requests: HistoryRequest[] = [];
  constructor(
    private readonly pages: Record<string, { data: unknown[]; next?: string | null }>,
    private readonly error?: Error,
  ) {}
  async fetch(request: HistoryRequest) {
    this.requests.push(request);
    if (this.error) throw this.error;
    const page = this.pages[request.cursor ?? 'first'];
    if (!page) throw new Error(`no page ${String(request.cursor)}`);
    return page as never;
  }
}

let events: EmittedEvent[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  setOptions(parseOptions({ projectId: 'proj-1' }));
  setNetworks([mainnet, base]);
  setActiveNetwork(mainnet);
  resetTransactions();
  hideSnackbar();
  events = [];
  stop = subscribeEvents((event) => events.push(event));
});

afterEach(() => {
  stop();
  setHistorySource(undefined);
  jest.useRealTimers();
});

describe('fetchTransactions', () => {
  test('SPEC §5: without an account address it throws the SPEC message', async () => {
    await expect(fetchTransactions(undefined)).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    );
    await expect(fetchTransactions('')).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    );
  });

  test('SPEC §4: loading, then success appends the lists and stores the cursor', async () => {
    const source = new PagedSource({
      first: { data: [tx('a', '2024-03-15T10:00:00Z')], next: 'c2' },
      c2: { data: [tx('b', '2024-03-10T10:00:00Z')], next: null },
    });
    setHistorySource(source);
    const pending = fetchTransactions(ACCOUNT);
    expect($transactions.get().loading).toBe(true);
    await pending;
    expect($transactions.get()).toMatchObject({ loading: false, empty: false, next: 'c2' });
    await fetchTransactions(ACCOUNT);
    expect($transactions.get().transactions.map((t) => t.id)).toEqual(['a', 'b']);
    expect($transactions.get().next).toBeUndefined();
    expect(source.requests.map((r) => r.cursor)).toEqual([undefined, 'c2']);
    expect(source.requests[0]).toEqual({ account: ACCOUNT, cursor: undefined, chainId: 'eip155:1' });
  });

  test('SPEC §4: a page with no results sets empty', async () => {
    setHistorySource(new PagedSource({ first: { data: [] } }));
    await fetchTransactions(ACCOUNT);
    expect($transactions.get()).toMatchObject({ empty: true, loading: false, transactions: [] });
  });

  test('SPEC §5: spam-only transactions and other chains are dropped', async () => {
    setHistorySource(
      new PagedSource({
        first: {
          data: [
            tx('spam', '2024-03-15T10:00:00Z', { spam: [true, true] }),
            tx('mixed', '2024-03-14T10:00:00Z', { spam: [true, false] }),
            tx('other-chain', '2024-03-13T10:00:00Z', { chain: 'eip155:8453' }),
            tx('ok', '2024-03-12T10:00:00Z'),
          ],
        },
      }),
    );
    await fetchTransactions(ACCOUNT);
    expect($transactions.get().transactions.map((t) => t.id)).toEqual(['mixed', 'ok']);
  });

  test('SPEC §4/§8: failure sets empty, clears the cursor, shows the snackbar and emits ERROR_FETCH_TRANSACTIONS', async () => {
    setHistorySource(new PagedSource({ first: { data: [tx('a', '2024-03-15T10:00:00Z')], next: 'c2' } }));
    await fetchTransactions(ACCOUNT);
    setHistorySource(new PagedSource({}, new Error('HTTP status code: 500')));
    await fetchTransactions(ACCOUNT);
    expect($transactions.get()).toMatchObject({ loading: false, empty: true, next: undefined });
    expect($snackbar.get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    });
    const failure = events.find((e) => e.data.event === 'ERROR_FETCH_TRANSACTIONS');
    expect(failure?.data.properties).toEqual({
      address: ACCOUNT,
      projectId: 'proj-1',
      cursor: 'c2',
      isSmartAccount: true,
    });
  });

  test('SPEC §4: a malformed history response counts as a failure', async () => {
    setHistorySource(new PagedSource({ first: { data: [{ id: 'x' }] } }));
    await fetchTransactions(ACCOUNT);
    expect($transactions.get()).toMatchObject({ empty: true, transactions: [] });
    expect($snackbar.get().message).toBe('Failed to fetch transactions');
  });

  test('SPEC §4: with no history source configured the failure path runs', async () => {
    await fetchTransactions(ACCOUNT);
    expect($transactions.get().empty).toBe(true);
    expect(events.map((e) => e.data.event)).toEqual(['ERROR_FETCH_TRANSACTIONS']);
  });

  test('SPEC §7: coinbase onramp history asks for no-cache and fills coinbaseTransactions', async () => {
    const source = new PagedSource({
      first: { data: [tx('cb', '2024-05-15T10:00:00Z', { chain: 'eip155:8453' })] },
    });
    setHistorySource(source);
    await fetchTransactions(ACCOUNT, 'coinbase');
    expect(source.requests[0]).toMatchObject({ onramp: 'coinbase', cache: 'no-cache' });
    expect($transactions.get().coinbaseTransactions[2024]?.[4]?.map((t) => t.id)).toEqual(['cb']);
    expect($transactions.get().transactions).toEqual([]);
  });

  test('an answer that arrives after a network switch is dropped and the list starts over', async () => {
    setHistorySource(new PagedSource({ first: { data: [tx('a', '2024-03-15T10:00:00Z')], next: 'c2' } }));
    const pending = fetchTransactions(ACCOUNT);
    setActiveNetwork(base);
    await pending;
    expect($transactions.get()).toMatchObject({ transactions: [], loading: false, next: undefined });
  });

  test('a failure that arrives after a reset shows no snackbar and leaves the new list alone', async () => {
    setHistorySource(new PagedSource({}, new Error('node down')));
    const pending = fetchTransactions(ACCOUNT);
    resetTransactions();
    await pending;
    expect($transactions.get()).toMatchObject({ empty: false, loading: false });
    expect($snackbar.get().open).toBe(false);
    expect(events).toEqual([]);
  });

  test('SPEC §4: reset clears everything', async () => {
    setHistorySource(new PagedSource({ first: { data: [tx('a', '2024-03-15T10:00:00Z')], next: 'c2' } }));
    await fetchTransactions(ACCOUNT);
    resetTransactions();
    expect($transactions.get()).toEqual({
      transactions: [],
      coinbaseTransactions: {},
      transactionsByYear: {},
      lastNetworkInView: undefined,
      loading: false,
      empty: false,
      next: undefined,
    });
    expect($chain.get().activeNetwork?.caipNetworkId).toBe('eip155:1');
  });
});

describe('grouping', () => {
  test('SPEC §3: transactionsByYear is year → month index → list, newest first, de-duplicated by id', () => {
    const grouped = groupTransactionsByYearAndMonth({}, [
      tx('a', '2024-03-05T10:00:00Z'),
      tx('b', '2024-03-20T10:00:00Z'),
      tx('c', '2023-11-15T10:00:00Z'),
    ]);
    const again = groupTransactionsByYearAndMonth(grouped, [
      tx('a', '2024-03-05T10:00:00Z'),
      tx('d', '2024-03-12T10:00:00Z'),
    ]);
    expect(again[2024]?.[2]?.map((t) => t.id)).toEqual(['b', 'd', 'a']);
    expect(again[2023]?.[10]?.map((t) => t.id)).toEqual(['c']);
    expect(grouped[2024]?.[2]?.map((t) => t.id)).toEqual(['b', 'a']);
  });

  test('SPEC §3: a transaction with an unreadable date is left out of the grouping', () => {
    expect(groupTransactionsByYearAndMonth({}, [tx('x', 'yesterday')])).toEqual({});
  });

  test('SPEC §5: a transaction with no transfers is not spam', () => {
    expect(filterSpamTransactions([{ ...tx('n', '2024-01-15T00:00:00Z'), transfers: [] }])).toHaveLength(1);
  });
});
