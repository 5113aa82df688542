// The onramp purchases the secure site reports for a wallet (it holds the providers' report keys),
// checked here again and turned into Activity transactions labelled as purchases.
import * as z from 'zod/mini';
import type { Transaction } from '../../stores/transaction-types';
import type { FetchLike } from '../http-client';

const DECIMAL = /^\d+(\.\d+)?$/;

const purchaseSchema = z.object({
  provider: z.enum(['coinbase', 'meld', 'dev']),
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  status: z.enum(['pending', 'success', 'failed']),
  amount: z.string().check(z.regex(DECIMAL)),
  asset: z.string().check(z.minLength(1), z.maxLength(20)),
  network: z.optional(z.string()),
  txHash: z.optional(z.string()),
  createdAt: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid date')),
});

const reportSchema = z.object({
  purchases: z.array(purchaseSchema),
  errors: z.array(z.object({ provider: z.string(), message: z.string() })),
});

/** A purchase as the secure site reports it. */
export type OnrampPurchase = z.infer<typeof purchaseSchema>;

/** The report: the purchases, and the providers that could not answer (with why). */
export type OnrampPurchaseReport = z.infer<typeof reportSchema>;

/** The provider names shown in Activity. */
export const PURCHASE_PROVIDER_NAMES: Readonly<Record<OnrampPurchase['provider'], string>> = {
  coinbase: 'Coinbase',
  meld: 'Meld',
  dev: 'Dev Onramp',
};

/** Asks the secure site for the wallet's purchases; throws an Error that says what went wrong. */
export async function fetchOnrampPurchases(options: {
  secureSiteUrl: string;
  projectId: string;
  address: string;
  fetch?: FetchLike;
}): Promise<OnrampPurchaseReport> {
  const url = new URL('/onramp/v1/purchases', options.secureSiteUrl);
  url.searchParams.set('projectId', options.projectId);
  url.searchParams.set('address', options.address);
  const response = await (options.fetch ?? fetch)(url.toString());
  if (!response.ok || response.status >= 400)
    throw new Error(`The onramp purchase report answered HTTP ${response.status}`);
  const parsed = reportSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The onramp purchase report was malformed (${issue?.path.join('.') || 'answer'}: ${issue?.message ?? ''})`,
    );
  }
  return parsed.data;
}

const STATUSES = { pending: 'pending', success: 'confirmed', failed: 'failed' } as const;

/** A purchase as an Activity transaction: operation 'buy', from the provider, to the wallet. */
export function purchaseTransaction(purchase: OnrampPurchase, address: string): Transaction {
  return {
    id: `onramp:${purchase.provider}:${purchase.id}`,
    metadata: {
      minedAt: purchase.createdAt,
      operationType: 'buy',
      status: STATUSES[purchase.status],
      sentFrom: PURCHASE_PROVIDER_NAMES[purchase.provider],
      sentTo: address,
    },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric: purchase.amount },
        fungible_info: { symbol: purchase.asset },
      },
    ],
  };
}
