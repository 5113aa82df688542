import type { CaipNetwork } from '../network-schema';
import { PROGRAM_IDS } from './keys';
import { solanaRpc } from './rpc';

/** What one owner holds of one mint, summed over its token accounts. */
export interface SplHolding {
  mint: string;
  /** The token program that owns the mint's accounts. */
  program: string;
  amount: bigint;
  decimals: number;
}

const UNSIGNED = /^\d+$/;

/** One jsonParsed token account of a getTokenAccountsByOwner answer for `owner`, or undefined when it is malformed. */
export function parseTokenAccount(entry: unknown, owner: string): Omit<SplHolding, 'program'> | undefined {
  const account = (entry as { account?: { data?: unknown } } | null)?.account;
  const data = account?.data as { parsed?: { type?: unknown; info?: Record<string, unknown> } } | undefined;
  const info = data?.parsed?.type === 'account' ? data.parsed.info : undefined;
  const amount = info?.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined;
  if (!info || typeof info.mint !== 'string' || info.owner !== owner || !amount) return undefined;
  const { amount: raw, decimals } = amount;
  if (typeof raw !== 'string' || !UNSIGNED.test(raw)) return undefined;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return undefined;
  return { mint: info.mint, amount: BigInt(raw), decimals };
}

/**
 * The SPL tokens an owner holds under one token program (getTokenAccountsByOwner, jsonParsed),
 * summed per mint; empty accounts are left out. A malformed entry is skipped; an answer that is not
 * a list of accounts throws.
 */
export async function fetchSplHoldings(
  network: CaipNetwork,
  owner: string,
  program: string = PROGRAM_IDS.token,
): Promise<SplHolding[]> {
  const result = await solanaRpc(network, 'getTokenAccountsByOwner', [
    owner,
    { programId: program },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ]);
  const entries = (result as { value?: unknown } | null)?.value;
  if (!Array.isArray(entries)) throw new Error(`${network.name} RPC gave no token accounts for ${owner}`);
  const byMint = new Map<string, SplHolding>();
  for (const entry of entries) {
    const parsed = parseTokenAccount(entry, owner);
    if (!parsed) {
      console.warn('w3m: skipping a malformed token account', entry);
      continue;
    }
    const known = byMint.get(parsed.mint);
    if (known) known.amount += parsed.amount;
    else byMint.set(parsed.mint, { ...parsed, program });
  }
  return [...byMint.values()].filter((holding) => holding.amount > 0n);
}

/** A raw token amount in display units (no trailing zeros). */
export function formatUnitsText(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString();
  const text = amount.toString().padStart(decimals + 1, '0');
  const fraction = text.slice(-decimals).replace(/0+$/, '');
  const whole = text.slice(0, -decimals);
  return fraction ? `${whole}.${fraction}` : whole;
}
