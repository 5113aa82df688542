// Coinbase Onramp's Transaction Status API (GET /onramp/v1/buy/user/{partnerUserRef}/transactions):
// the kit opens Coinbase with the wallet address as partnerUserId, so the address finds the purchases.
import { z } from 'zod';
import { parseProviderAnswer, type OnrampPurchase } from './purchase';

const money = z.object({ value: z.string().regex(/^\d+(\.\d+)?$/), currency: z.string().min(1).max(20) });

const coinbaseTransaction = z.object({
  transaction_id: z.string().min(1).max(200),
  status: z.enum([
    'ONRAMP_TRANSACTION_STATUS_CREATED',
    'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
    'ONRAMP_TRANSACTION_STATUS_SUCCESS',
    'ONRAMP_TRANSACTION_STATUS_FAILED',
  ]),
  purchase_currency: z.string().min(1).max(20),
  purchase_network: z.string().max(64).optional(),
  purchase_amount: money,
  wallet_address: z.string().max(200).optional(),
  tx_hash: z.string().max(200).optional(),
  created_at: z.iso.datetime({ offset: true }),
});

/** The documented answer (snake_case, newest first, paginated). */
export const coinbaseReportSchema = z.object({
  transactions: z.array(coinbaseTransaction).max(1000),
  next_page_key: z.string().optional(),
  total_count: z.union([z.string(), z.number()]).optional(),
});

const STATUS = {
  ONRAMP_TRANSACTION_STATUS_CREATED: 'pending',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'pending',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'success',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
} as const;

/** The request path for one wallet's purchases (also what the CDP token is bound to). */
export function coinbaseReportPath(address: string, pageSize = 20): string {
  return `/onramp/v1/buy/user/${encodeURIComponent(address)}/transactions?page_size=${pageSize}`;
}

/** Checks a Coinbase answer and turns it into provider-neutral purchases. */
export function readCoinbaseReport(answer: unknown): OnrampPurchase[] {
  const report = parseProviderAnswer('coinbase', coinbaseReportSchema, answer);
  return report.transactions.map((transaction) => ({
    provider: 'coinbase',
    id: transaction.transaction_id,
    status: STATUS[transaction.status],
    amount: transaction.purchase_amount.value,
    asset: transaction.purchase_currency,
    ...(transaction.purchase_network ? { network: transaction.purchase_network } : {}),
    ...(transaction.tx_hash ? { txHash: transaction.tx_hash } : {}),
    createdAt: transaction.created_at,
  }));
}
