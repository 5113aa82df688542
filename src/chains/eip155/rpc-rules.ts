import { array, object, optional, regex, safeParse, string, unknown as anyValue } from 'zod/mini';
import { formatIssuePath } from './issue-path';

/** How the host provider treats a wallet RPC method (SPEC §5, §6). */
export type MethodClass = 'safe' | 'unsafe' | 'disallowed';

/** What a successful wallet RPC result looks like (SPEC §5). */
export type RpcResponseKind = 'transactionHash' | 'signedMessage' | 'object';

/** Error text for a method on neither list (SPEC §6). */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed';
/** What the UI shows for a disallowed method (SPEC §6). */
export const RPC_NOT_ALLOWED_UI_MESSAGE = 'Action not allowed';

/** Read-only methods: answered without asking the user. */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  // Broadcasting bytes the user already signed needs no key, hence no approval.
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'solana_getAccounts',
  'solana_requestAccounts',
]);

/** Methods that sign or send: they force the approval view (SPEC §6). */
export const UNSAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]);

/** Classifies a method: safe (no approval), unsafe (approval view) or disallowed (rejected). */
export function classifyMethod(method: unknown): MethodClass {
  if (typeof method !== 'string') return 'disallowed';
  if (SAFE_RPC_METHODS.has(method)) return 'safe';
  if (UNSAFE_RPC_METHODS.has(method)) return 'unsafe';
  return 'disallowed';
}

const hexPrefixed = (what: string) =>
  string().check(regex(/^0x/, `${what} must be a hex string starting with 0x`));

// Built on first use, so code that only classifies methods does not carry the schema library.
let sendCallsSchema: ReturnType<typeof buildSendCallsSchema> | undefined;
function buildSendCallsSchema() {
  return array(
    object({
      calls: array(
        object({ to: hexPrefixed('to'), data: optional(hexPrefixed('data')), value: optional(anyValue()) }),
      ),
    }),
  );
}

/** Thrown when wallet_sendCalls params break SPEC §5; the message names the call index. */
export class InvalidSendCallsParamsError extends Error {
  override name = 'InvalidSendCallsParamsError';
}

/** Checks wallet_sendCalls params (`[{ calls: [{ to, data? }] }]`) and returns them unchanged when valid. */
export function validateSendCallsParams<T>(params: T): T {
  sendCallsSchema ??= buildSendCallsSchema();
  const parsed = safeParse(sendCallsSchema, params);
  if (parsed.success) return params;
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  // Turn `[0].calls[2].to` into "call 2 (to)" when the issue sits inside a call.
  const callIndex = path[1] === 'calls' && typeof path[2] === 'number' ? path[2] : undefined;
  const where = callIndex === undefined ? `params${formatIssuePath(path)}` : `call ${callIndex}`;
  throw new InvalidSendCallsParamsError(
    `Invalid wallet_sendCalls ${where}: ${issue?.message ?? 'invalid value'}`,
  );
}

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/;

/** Tells a transaction hash (0x + 64 hex) from a signature (0x + 62 or more hex) from anything else. */
export function classifyRpcResponse(value: unknown): RpcResponseKind {
  if (typeof value !== 'string') return 'object';
  if (TRANSACTION_HASH.test(value)) return 'transactionHash';
  if (SIGNED_MESSAGE.test(value)) return 'signedMessage';
  return 'object';
}
