import { isValidAddress } from '../chains/address';
import type { ChainNamespace } from '../chains/constants';
import type { TokenBalance } from './cache';

/** Why the send form cannot go on (SPEC §5 messages first, then the amount and address checks). */
export type SendFormProblem =
  'tokenRequired' | 'amountAndReceiverRequired' | 'invalidAmount' | 'invalidAddress' | 'insufficientFunds';

const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/** A decimal string in a token's smallest unit, or undefined when it has more places than the token. */
export function toSmallestUnit(amount: string, decimals: number): bigint | undefined {
  if (!DECIMAL.test(amount)) return undefined;
  const [whole = '', fraction = ''] = amount.split('.');
  if (fraction.length > decimals) return undefined;
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
}

/** A receiver that may still become an address: an ENS-style name (mainnet only resolves it). */
export function looksLikeName(receiver: string): boolean {
  return /^[^\s.]+(?:\.[^\s.]+)+$/.test(receiver) && !receiver.startsWith('0x');
}

/**
 * The first problem of the send form, or undefined when it can be previewed: a token, a non-zero
 * amount and a receiver are required; the amount must fit the token's decimals and balance; the
 * receiver must be an address of the namespace, or (when `names` is on) a name to resolve.
 */
export function sendFormProblem(
  form: { token: TokenBalance | undefined; amount: string | undefined; receiver: string | undefined },
  namespace: ChainNamespace | undefined,
  names = false,
): SendFormProblem | undefined {
  const { token, amount, receiver } = form;
  if (!token) return 'tokenRequired';
  const amountText = amount?.trim() ?? '';
  const receiverText = receiver?.trim() ?? '';
  const decimals = Number(token.quantity.decimals);
  const units =
    Number.isInteger(decimals) && decimals >= 0 ? toSmallestUnit(amountText, decimals) : undefined;
  if (amountText === '' || receiverText === '' || units === 0n) return 'amountAndReceiverRequired';
  if (units === undefined) return 'invalidAmount';
  if (!isValidAddress(receiverText, namespace) && !(names && looksLikeName(receiverText)))
    return 'invalidAddress';
  const held = toSmallestUnit(token.quantity.numeric, decimals);
  if (held === undefined || units > held) return 'insufficientFunds';
  return undefined;
}
