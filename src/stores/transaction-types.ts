import * as z from 'zod/mini';

const transferSchema = z.looseObject({
  direction: z.optional(z.string()),
  /** Who sent and who received this transfer (for a token: not the token contract). */
  sender: z.optional(z.string()),
  recipient: z.optional(z.string()),
  quantity: z.looseObject({ numeric: z.string() }),
  fungible_info: z.optional(
    z.looseObject({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.optional(z.nullable(z.looseObject({ url: z.string() }))),
    }),
  ),
  nft_info: z.optional(
    z.looseObject({
      name: z.optional(z.string()),
      flags: z.looseObject({ is_spam: z.boolean() }),
      content: z.optional(z.looseObject({ preview: z.optional(z.looseObject({ url: z.string() })) })),
    }),
  ),
});

/** SPEC §3 Transaction, as a history source returns it. */
export const transactionSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  metadata: z.looseObject({
    minedAt: z.string(),
    chain: z.optional(z.string()),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
  }),
  transfers: z.array(transferSchema),
});

/** A page of history: the transactions and the cursor of the next page, if any (SPEC §7). */
export const historyPageSchema = z.looseObject({
  data: z.array(transactionSchema),
  next: z.optional(z.nullable(z.string())),
});

/** SPEC §3 Transaction. */
export type Transaction = z.infer<typeof transactionSchema>;

/** One transfer inside a transaction. */
export type TransactionTransfer = Transaction['transfers'][number];

/** A page of history. */
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** year → month index (0–11) → transactions, newest first (SPEC §3). */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>;
