import { array, nullable, number, object, optional, string, type Infer } from '../chains/checks';

const LOOSE = false;

/** A token balance (SPEC §3): address is absent for the native token; quantity holds decimals and amount as strings. */
export const tokenBalanceSchema = object(
  {
    name: string(),
    symbol: string(),
    chainId: string(),
    address: optional(string()),
    value: optional(number()),
    price: number(),
    quantity: object({ decimals: string(), numeric: string() }, LOOSE),
    iconUrl: string(),
  },
  LOOSE,
);

/** A token balance row. */
export type TokenBalance = Infer<typeof tokenBalanceSchema>;

/** What each cache holds per entry, checked again on every read. */
export const CACHE_VALUE_SCHEMAS = {
  balance: array(tokenBalanceSchema),
  nativeBalance: object({ balance: string(), symbol: string() }, LOOSE),
  ens: array(object({ name: string() }, LOOSE)),
  identity: object({ name: nullable(string()), avatar: nullable(string()) }, LOOSE),
} as const;

/** One of the caches with an expiry. */
export type CacheName = keyof typeof CACHE_VALUE_SCHEMAS;

/** The value type one cache holds. */
export type CacheValue<C extends CacheName> = Infer<(typeof CACHE_VALUE_SCHEMAS)[C]>;
