import * as z from 'zod/mini';

/** A token balance (SPEC §3): address is absent for the native token; quantity holds decimals and amount as strings. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});

/** A token balance row. */
export type TokenBalance = z.output<typeof tokenBalanceSchema>;

/** What each cache holds per entry, checked again on every read. */
export const CACHE_VALUE_SCHEMAS = {
  balance: z.array(tokenBalanceSchema),
  nativeBalance: z.object({ balance: z.string(), symbol: z.string() }),
  ens: z.array(z.looseObject({ name: z.string() })),
  identity: z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
} as const;

/** One of the caches with an expiry. */
export type CacheName = keyof typeof CACHE_VALUE_SCHEMAS;

/** The value type one cache holds. */
export type CacheValue<C extends CacheName> = z.output<(typeof CACHE_VALUE_SCHEMAS)[C]>;
