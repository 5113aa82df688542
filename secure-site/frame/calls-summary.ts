// Readable rows for batched calls (EIP-5792 wallet_sendCalls) and ERC-4337 user operations on the
// approval screen: one row per call, naming the recipient, the native amount and, when the data is
// an ERC-20 transfer or approve, what it moves; anything else shows only its size.
import { readAccountCalls, readTokenCall, type DecodedCall } from './abi-reader';

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
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return 'an invalid address';
  return `${value.slice(0, 6)}…${value.slice(-4)}`.toLowerCase();
}

/** Wei as ETH with every significant decimal (no rounding on an approval screen). */
function formatEther(wei: bigint): string {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

function nativeAmount(value: unknown): string {
  if (typeof value === 'bigint') return `${formatEther(value)} ETH`;
  if (typeof value === 'string' && QUANTITY.test(value)) return `${formatEther(BigInt(value))} ETH`;
  return '0 ETH';
}

const byteCount = (data: string): number => (data.length - 2) / 2;

/** What one call does, in a sentence. */
export function describeCall(call: RawCall): string {
  const to = shortAddress(call.to);
  const amount = nativeAmount(call.value);
  const data = typeof call.data === 'string' && HEX.test(call.data) ? call.data : '0x';
  if (typeof call.data === 'string' && !HEX.test(call.data)) return `Call ${to} with malformed data`;
  if (data === '0x') return `Send ${amount} to ${to}`;
  const withValue = amount === '0 ETH' ? '' : `, sending ${amount}`;
  try {
    const { kind, who, units } = readTokenCall(data);
    return kind === 'transfer'
      ? `Transfer ${units.toString()} units of token ${to} to ${shortAddress(who)}${withValue}`
      : `Allow ${shortAddress(who)} to spend ${units.toString()} units of token ${to}${withValue}`;
  } catch {
    return `Call ${to} with ${byteCount(data)} bytes of data${withValue}`;
  }
}

/** One [label, sentence] row per call. */
export function callRows(calls: readonly RawCall[]): Array<[string, string]> {
  return calls.map((call, index) => [
    calls.length === 1 ? 'Call' : `Call ${index + 1} of ${calls.length}`,
    describeCall(call),
  ]);
}

const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** wallet_sendCalls' [{ calls, atomicRequired?, capabilities? }]. */
export function describeSendCalls(params: unknown): Array<[string, string]> {
  const request = objectOr(Array.isArray(params) ? params[0] : undefined);
  if (!Array.isArray(request.calls) || request.calls.length === 0)
    return [['Calls', 'none (malformed request)']];
  const rows = callRows(request.calls.map(objectOr));
  if (request.atomicRequired === true) rows.push(['Together', 'all calls succeed or none does']);
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
  const rows: Array<[string, string]> = [['From', shortAddress(op.sender)]];
  if (calls && calls.length > 0) rows.push(...callRows(calls));
  else
    rows.push([
      'Calls',
      callData
        ? `${byteCount(callData)} bytes of call data the wallet cannot read`
        : 'none (malformed operation)',
    ]);
  if (typeof op.paymaster === 'string') rows.push(['Gas paid by', shortAddress(op.paymaster)]);
  return rows;
}
