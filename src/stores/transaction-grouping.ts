import type { Transaction, TransactionsByYear } from './transaction-types';

function minedAtMs(transaction: Transaction): number {
  return new Date(transaction.metadata.minedAt).getTime();
}

/**
 * Adds transactions to a year → month → list grouping (SPEC §3): each list is newest first and
 * holds each id once (a later copy replaces an earlier one). Returns a new grouping.
 */
export function groupTransactionsByYearAndMonth(
  grouped: TransactionsByYear,
  transactions: readonly Transaction[],
): TransactionsByYear {
  const result: TransactionsByYear = {};
  for (const [year, months] of Object.entries(grouped)) result[Number(year)] = { ...months };
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt);
    if (Number.isNaN(minedAt.getTime())) continue;
    const year = minedAt.getFullYear();
    const month = minedAt.getMonth();
    const months = result[year] ?? {};
    const others = (months[month] ?? []).filter((existing) => existing.id !== transaction.id);
    months[month] = [...others, transaction].sort((a, b) => minedAtMs(b) - minedAtMs(a));
    result[year] = months;
  }
  return result;
}

/** SPEC §5: drops a transaction when every one of its transfers is an NFT flagged as spam. */
export function filterSpamTransactions(transactions: readonly Transaction[]): Transaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.transfers.length === 0 ||
      !transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true),
  );
}

/** SPEC §5: keeps only the transactions on the connected chain (a CAIP network id). */
export function filterByChain(
  transactions: readonly Transaction[],
  caipNetworkId: string | undefined,
): Transaction[] {
  return transactions.filter((transaction) => transaction.metadata.chain === caipNetworkId);
}
