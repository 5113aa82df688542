// Meld's transaction search (GET /payments/transactions): the kit opens Meld with the wallet address
// as externalCustomerId; the answer is also filtered on the delivery wallet so nobody else's shows.
import { z } from 'zod';
import { parseProviderAnswer, type OnrampPurchase, type OnrampReportProvider } from './purchase';

const decimal = z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d+)?$/)]);

const meldTransaction = z.object({
  id: z.string().min(1).max(200),
  status: z.string().regex(/^[A-Z_]{2,40}$/),
  destinationAmount: decimal,
  destinationCurrencyCode: z.string().min(1).max(30),
  createdAt: z.iso.datetime({ offset: true }),
  cryptoDetails: z.object({
    walletAddress: z.string().min(1).max(200),
    transactionHash: z.string().max(200).nullish(),
    chainId: z.union([z.string(), z.number()]).nullish(),
  }),
});

/** The documented answer of the search. */
export const meldReportSchema = z.object({
  transactions: z.array(meldTransaction).max(1000),
  count: z.number().int().nonnegative().optional(),
  remaining: z.number().int().nonnegative().optional(),
  totalCount: z.number().int().nonnegative().optional(),
});

const SUCCESS = new Set(['SETTLED', 'COMPLETED']);
const FAILED = new Set([
  'FAILED',
  'ERROR',
  'DECLINED',
  'CANCELLED',
  'VOIDED',
  'REFUNDED',
  'AUTHORIZATION_EXPIRED',
]);

/** The search for one wallet's purchases, newest first. */
export function meldReportPath(address: string, limit = 20): string {
  return `/payments/transactions?externalCustomerIds=${encodeURIComponent(address)}&limit=${limit}`;
}

// Meld's codes may carry the network after an underscore (USDC_BASE); the symbol comes first.
const symbolOf = (code: string): string => code.split('_')[0] as string;

/** Checks a Meld-shaped answer and turns the wallet's purchases into provider-neutral ones. */
export function readMeldReport(
  answer: unknown,
  address: string,
  provider: OnrampReportProvider = 'meld',
): OnrampPurchase[] {
  const report = parseProviderAnswer(provider, meldReportSchema, answer);
  return report.transactions
    .filter((transaction) => transaction.cryptoDetails.walletAddress.toLowerCase() === address.toLowerCase())
    .map((transaction) => ({
      provider,
      id: transaction.id,
      status: SUCCESS.has(transaction.status)
        ? 'success'
        : FAILED.has(transaction.status)
          ? 'failed'
          : 'pending',
      amount: String(transaction.destinationAmount),
      asset: symbolOf(transaction.destinationCurrencyCode),
      ...(transaction.cryptoDetails.chainId != null
        ? { network: String(transaction.cryptoDetails.chainId) }
        : {}),
      ...(transaction.cryptoDetails.transactionHash
        ? { txHash: transaction.cryptoDetails.transactionHash }
        : {}),
      createdAt: transaction.createdAt,
    }));
}
