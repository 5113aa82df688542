// Readable rows for batched calls (EIP-5792 wallet_sendCalls) and ERC-4337 user operations on the
// approval screen: one row per call, naming the recipient, the native amount and, when the data is
// an ERC-20 transfer or approve, what it moves; anything else shows only its size.
import { readAccountCalls, readTokenCall, type DecodedCall } from './abi-reader';
import { formatNumber, t } from './i18n';

/** One call as the screen reads it; every field still untrusted. */
interface RawCall {
  to?: unknown;
  value?: unknown;
  data?: unknown;
}

const HEX = /^0x([0-9a-fA-F]{2})*$/;
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** 0x1234…abcd (lowercase, as decoded ones are) for an address; anything else is named invalid. */
export function shortAddress(value: unknown): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return t('invalidAddress');
  return `${value.slice(0, 6)}…${value.slice(-4)}`.toLowerCase();
}

/** Wei as ETH with every significant decimal (no rounding on an approval screen). */
export function formatEther(wei: bigint): string {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** The native amount in ETH, in the active locale's digits. */
function nativeAmount(value: unknown): string {
  let wei = 0n;
  if (typeof value === 'bigint') wei = value;
  else if (typeof value === 'string' && QUANTITY.test(value)) wei = BigInt(value);
  return `${formatNumber(formatEther(wei))} ETH`;
}

const byteCount = (data: string): string => formatNumber((data.length - 2) / 2);

const isZero = (value: unknown): boolean =>
  !(typeof value === 'bigint'
    ? value > 0n
    : typeof value === 'string' && QUANTITY.test(value) && BigInt(value) > 0n);

/** What one call does, in a sentence. */
export function describeCall(call: RawCall): string {
  const to = shortAddress(call.to);
  const amount = nativeAmount(call.value);
  const data = typeof call.data === 'string' && HEX.test(call.data) ? call.data : '0x';
  if (typeof call.data === 'string' && !HEX.test(call.data)) return t('callMalformed', { to });
  if (data === '0x') return t('send', { amount, to });
  const sending = isZero(call.value) ? '' : t('sending', { amount });
  try {
    const { kind, who, units } = readTokenCall(data);
    const values = { units: formatNumber(units), token: to, sending };
    return kind === 'transfer'
      ? t('transfer', { ...values, to: shortAddress(who) })
      : t('allow', { ...values, spender: shortAddress(who) });
  } catch {
    return t('callWithData', { to, bytes: byteCount(data), sending });
  }
}

/** One [label, sentence] row per call. */
export function callRows(calls: readonly RawCall[]): Array<[string, string]> {
  return calls.map((call, index) => [
    calls.length === 1
      ? t('labelCall')
      : t('labelCallOf', { index: formatNumber(index + 1), count: formatNumber(calls.length) }),
    describeCall(call),
  ]);
}

const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** wallet_sendCalls' [{ calls, atomicRequired?, capabilities? }]. */
export function describeSendCalls(params: unknown): Array<[string, string]> {
  const request = objectOr(Array.isArray(params) ? params[0] : undefined);
  if (!Array.isArray(request.calls) || request.calls.length === 0) return [[t('labelCalls'), t('noCalls')]];
  const rows = callRows(request.calls.map(objectOr));
  if (request.atomicRequired === true) rows.push([t('labelTogether'), t('togetherValue')]);
  return rows;
}

function callsOf(callData: string): DecodedCall[] | undefined {
  try {
    return readAccountCalls(callData);
  } catch {
    return undefined;
  }
}

/** eth_sendUserOperation's [userOperation, entryPoint]: the calls it makes, or its size when unknown. */
export function describeUserOperation(params: unknown): Array<[string, string]> {
  const op = objectOr(Array.isArray(params) ? params[0] : undefined);
  const callData = typeof op.callData === 'string' && HEX.test(op.callData) ? op.callData : undefined;
  const calls = callData ? callsOf(callData) : undefined;
  const rows: Array<[string, string]> = [[t('labelFrom'), shortAddress(op.sender)]];
  if (calls && calls.length > 0) rows.push(...callRows(calls));
  else
    rows.push([
      t('labelCalls'),
      callData ? t('unreadableCallData', { bytes: byteCount(callData) }) : t('noOperationCalls'),
    ]);
  if (typeof op.paymaster === 'string') rows.push([t('labelGasPaidBy'), shortAddress(op.paymaster)]);
  return rows;
}
