import * as z from 'zod/mini';
import type { RawTransfer } from './build-transaction';
import { parseQuantity } from './units';

/** The token lists an Etherscan-compatible API serves beside txlist, and the standard of each. */
export const TOKEN_ACTIONS = ['tokentx', 'tokennfttx', 'token1155tx'] as const;

/** One of {@link TOKEN_ACTIONS}. */
export type TokenAction = (typeof TOKEN_ACTIONS)[number];

/**
 * One row of tokentx (ERC-20: value, tokenDecimal), tokennfttx (ERC-721: tokenID) or token1155tx
 * (ERC-1155: tokenID, tokenValue), as Etherscan documents them. `from` and `to` are the token's
 * sender and receiver, not the transaction's.
 */
export const tokenRowSchema = z.looseObject({
  blockNumber: z.string(),
  timeStamp: z.string(),
  hash: z.string(),
  from: z.string(),
  to: z.string(),
  contractAddress: z.string(),
  tokenName: z.optional(z.string()),
  tokenSymbol: z.optional(z.string()),
  tokenDecimal: z.optional(z.string()),
  value: z.optional(z.string()),
  tokenID: z.optional(z.string()),
  tokenValue: z.optional(z.string()),
});

/** A parsed token list row. */
export type TokenRow = z.infer<typeof tokenRowSchema>;

function decimalsOf(row: TokenRow): number {
  const decimals = Number(row.tokenDecimal ?? '');
  if (!/^[0-9]{1,3}$/.test(row.tokenDecimal ?? '') || decimals > 255)
    throw new Error(`Invalid tokenDecimal "${String(row.tokenDecimal)}"`);
  return decimals;
}

/** The transfer a token list row records; a row missing its list's fields throws. */
export function tokenRowTransfer(action: TokenAction, row: TokenRow): RawTransfer {
  const label = row.tokenSymbol || row.tokenName || (action === 'tokennfttx' ? 'ERC-721' : 'ERC-1155');
  if (action === 'tokentx') {
    return {
      from: row.from,
      to: row.to,
      amount: parseQuantity(row.value ?? '', 'value'),
      decimals: decimalsOf(row),
      symbol: row.tokenSymbol || 'ERC-20',
      ...(row.tokenName ? { name: row.tokenName } : {}),
    };
  }
  const id = parseQuantity(row.tokenID ?? '', 'tokenID');
  const amount = action === 'token1155tx' ? parseQuantity(row.tokenValue ?? '', 'tokenValue') : 1n;
  return { from: row.from, to: row.to, amount, decimals: 0, nft: { name: `${label} #${id}`, spam: false } };
}
