import { map } from 'nanostores';
import type { CaipNetworkId } from '../chains/caip';
import { notices } from '../locales/en/notices';
import { getActiveNetwork } from './chain';
import { isSmartAccountActive } from './account-connection';
import { emitEvent } from './events';
import { $options } from './options';
import { showError } from './snackbar';
import {
  filterByChain,
  filterSpamTransactions,
  groupTransactionsByYearAndMonth,
} from './transaction-grouping';
import {
  historyPageSchema,
  type HistoryPage,
  type Transaction,
  type TransactionsByYear,
} from './transaction-types';

export type { Transaction, TransactionTransfer, TransactionsByYear, HistoryPage } from './transaction-types';

/** What a history source is asked for (SPEC §7: account, cursor, onramp, cache, chainId). */
export interface HistoryRequest {
  account: string;
  cursor: string | undefined;
  chainId: CaipNetworkId | undefined;
  onramp?: 'coinbase';
  cache?: 'no-cache';
}

/** Where transaction history comes from; a later issue provides the real sources. */
export interface HistorySource {
  fetch(request: HistoryRequest): Promise<HistoryPage>;
}

/** SPEC §3 transaction state. */
export interface TransactionsState {
  transactions: Transaction[];
  coinbaseTransactions: TransactionsByYear;
  transactionsByYear: TransactionsByYear;
  lastNetworkInView: CaipNetworkId | undefined;
  loading: boolean;
  empty: boolean;
  next: string | undefined;
}

const INITIAL: TransactionsState = {
  transactions: [],
  coinbaseTransactions: {},
  transactionsByYear: {},
  lastNetworkInView: undefined,
  loading: false,
  empty: false,
  next: undefined,
};

/** The activity list of the connected account. */
export const $transactions = map<TransactionsState>({ ...INITIAL });

let source: HistorySource | undefined;
/** Counts resets: an answer to a request made before the last reset is stale. */
let generation = 0;

/** Sets (or with undefined, removes) the history source. */
export function setHistorySource(next: HistorySource | undefined): void {
  source = next;
}

/** Remembers which network the activity list was loaded for. */
export function setLastNetworkInView(networkId: CaipNetworkId | undefined): void {
  $transactions.setKey('lastNetworkInView', networkId);
}

/** SPEC §4: clears everything. */
export function resetTransactions(): void {
  generation += 1;
  $transactions.set({ ...INITIAL });
}

/**
 * Loads the next page of history (SPEC §4): on success the lists grow, `empty` says whether any
 * remain and the cursor is kept; on failure `empty` is set, the cursor cleared, the
 * 'Failed to fetch transactions' snackbar shown and ERROR_FETCH_TRANSACTIONS emitted. An answer
 * that arrives after a reset or a network switch is dropped (a switch also empties the list).
 */
export async function fetchTransactions(
  accountAddress: string | undefined,
  onramp?: 'coinbase',
): Promise<void> {
  if (!accountAddress) throw new Error("Transactions can't be fetched without an accountAddress");
  const cursor = $transactions.get().next;
  const started = generation;
  const chainId = getActiveNetwork()?.caipNetworkId;
  // An answer for a list that was reset, or for a network that is no longer active, is dropped.
  const isStale = (): boolean => {
    if (started !== generation) return true;
    if (getActiveNetwork()?.caipNetworkId === chainId) return false;
    resetTransactions();
    return true;
  };
  $transactions.setKey('loading', true);
  try {
    if (!source) throw new Error('No transaction history source is configured');
    const request: HistoryRequest = { account: accountAddress, cursor, chainId };
    if (onramp) Object.assign(request, { onramp, cache: 'no-cache' });
    const page = historyPageSchema.parse(await source.fetch(request));
    if (!isStale()) applyPage(page, chainId, onramp);
  } catch {
    if (isStale()) return;
    $transactions.set({ ...$transactions.get(), loading: false, empty: true, next: undefined });
    emitEvent({
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: {
        address: accountAddress,
        projectId: $options.get().projectId ?? '',
        cursor,
        isSmartAccount: isSmartAccountActive(),
      },
    });
    showError(notices.activityFailed);
  }
}

/** Adds onramp purchases (as Activity transactions) to the list, in date order with the rest. */
export function addPurchaseTransactions(purchases: readonly Transaction[]): void {
  if (purchases.length === 0) return;
  const state = $transactions.get();
  $transactions.set({
    ...state,
    transactionsByYear: groupTransactionsByYearAndMonth(state.transactionsByYear, purchases),
    empty: false,
  });
}

function applyPage(
  page: HistoryPage,
  chainId: CaipNetworkId | undefined,
  onramp: 'coinbase' | undefined,
): void {
  const state = $transactions.get();
  const next = page.next ?? undefined;
  if (onramp === 'coinbase') {
    const coinbaseTransactions = groupTransactionsByYearAndMonth(state.coinbaseTransactions, page.data);
    $transactions.set({
      ...state,
      coinbaseTransactions,
      loading: false,
      empty: page.data.length === 0,
      next,
    });
    return;
  }
  const kept = filterByChain(filterSpamTransactions(page.data), chainId);
  const transactions = [...state.transactions, ...kept];
  $transactions.set({
    ...state,
    transactions,
    transactionsByYear: groupTransactionsByYearAndMonth(state.transactionsByYear, kept),
    loading: false,
    empty: transactions.length === 0,
    next,
  });
}
