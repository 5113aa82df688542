import type { TransactionErrorJson } from './tx-error';
import type { TokenBalance } from './token-accounts';

/** A transaction that landed in a block, with everything getTransaction answers. */
export interface LandedTransaction {
  signature: string;
  slot: number;
  blockTime: number;
  /** The transaction as sent on the wire. */
  wire: Uint8Array;
  version: 'legacy' | 0;
  /** Static account keys, in message order. */
  accountKeys: string[];
  err: TransactionErrorJson | null;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logMessages: string[];
  computeUnitsConsumed: number;
}

/** Options of getSignaturesForAddress. */
export interface HistoryQuery {
  limit: number;
  before?: string;
  until?: string;
}

/** Every landed transaction, by signature and by the addresses it touched (oldest first). */
export class Ledger {
  private readonly bySignature = new Map<string, LandedTransaction>();
  private readonly byAddress = new Map<string, string[]>();

  /** Records a landed transaction under its signature and each of its account keys. */
  add(transaction: LandedTransaction): void {
    this.bySignature.set(transaction.signature, transaction);
    for (const key of new Set(transaction.accountKeys)) {
      const list = this.byAddress.get(key) ?? [];
      list.push(transaction.signature);
      this.byAddress.set(key, list);
    }
  }

  /** The landed transaction with this signature, if any. */
  get(signature: string): LandedTransaction | undefined {
    return this.bySignature.get(signature);
  }

  /** Newest first, starting after `before` and stopping at `until` (both excluded), at most `limit`. */
  history(address: string, query: HistoryQuery): LandedTransaction[] {
    const signatures = this.byAddress.get(address) ?? [];
    const newestFirst = [...signatures].reverse();
    let start = 0;
    if (query.before !== undefined) {
      const index = newestFirst.indexOf(query.before);
      start = index === -1 ? newestFirst.length : index + 1;
    }
    const result: LandedTransaction[] = [];
    for (const signature of newestFirst.slice(start)) {
      if (signature === query.until || result.length >= query.limit) break;
      const transaction = this.bySignature.get(signature);
      if (transaction) result.push(transaction);
    }
    return result;
  }
}
