/** Satoshis per bitcoin. */
export const SATS_PER_BTC = 100_000_000n;

/** Satoshis as a decimal BTC string without trailing zeros ('0.001', '12', '0.00000001'). */
export function formatBtc(sats: bigint): string {
  const negative = sats < 0n;
  const abs = negative ? -sats : sats;
  const whole = abs / SATS_PER_BTC;
  const fraction = (abs % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A BTC amount in display units ('0.001') as satoshis; throws a clear error for anything else. */
export function parseBtc(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Invalid BTC amount "${amount}": use a decimal with at most 8 decimals`);
  return BigInt(match[1] as string) * SATS_PER_BTC + BigInt((match[2] ?? '').padEnd(8, '0'));
}

/** A satoshi amount given as a decimal string of digits ('100000'); throws a clear error for anything else. */
export function parseSats(amount: unknown): bigint {
  if (typeof amount !== 'string' || !/^\d+$/.test(amount.trim()))
    throw new Error(`Invalid amount ${JSON.stringify(amount)}: expected satoshis as a string of digits`);
  return BigInt(amount.trim());
}
