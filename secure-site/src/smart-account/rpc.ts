import { isAddress, isHex, toHex, type Address, type Hex, type TypedDataDefinition } from 'viem';
import { UserOperationReceiptNotFoundError, type UserOperationReceipt } from 'viem/account-abstraction';
import type { SiteContext } from '../context';
import { ApiError } from '../errors';
import { describe, smartAccountSession, type SmartAccountSession } from './clients';
import { parseCalls, parseUserOperationFields, type Call } from './params';

/** One wallet call for the user's smart account. */
export interface SmartAccountCall {
  method: string;
  params?: unknown;
  chainId: number;
}

/** Where a smart account stands on one chain. */
export interface SmartAccountState {
  address: Address;
  deployed: boolean;
}

const param = (params: unknown, index: number): unknown =>
  Array.isArray(params) ? params[index] : undefined;

function sameAddress(claimed: unknown, address: string): void {
  if (typeof claimed !== 'string' || !isAddress(claimed) || claimed.toLowerCase() !== address.toLowerCase())
    throw new ApiError(400, 'The request names an address that is not this smart account');
}

/** The user's smart account address on `chainId` (counterfactual until deployed) and whether it exists. */
export async function smartAccountState(
  ctx: SiteContext,
  userId: string,
  chainId: number,
): Promise<SmartAccountState> {
  const { account } = await smartAccountSession(ctx, userId, chainId);
  return { address: account.address, deployed: await account.isDeployed() };
}

/** Sends one user operation; the bundler's refusals and outages become one clear 502. */
async function send(session: SmartAccountSession, calls: readonly Call[]): Promise<Hex> {
  try {
    return await session.bundler.sendUserOperation({ calls: calls.map((call) => ({ ...call })) });
  } catch (error) {
    throw bundlerError(session, error);
  }
}

function bundlerError(session: SmartAccountSession, error: unknown): ApiError {
  const unreachable = /fetch failed|ECONNREFUSED|HTTP request failed|timed out/i.test(
    error instanceof Error ? `${error.message} ${String((error as { details?: unknown }).details)}` : '',
  );
  return new ApiError(
    502,
    unreachable
      ? `The bundler for chain ${session.network.chainId} is unreachable: nothing was sent, try again later`
      : `The bundler refused the operation: ${describe(error)}`,
  );
}

async function receiptOf(session: SmartAccountSession, hash: Hex): Promise<UserOperationReceipt | undefined> {
  try {
    return await session.bundler.getUserOperationReceipt({ hash });
  } catch (error) {
    if (error instanceof UserOperationReceiptNotFoundError) return undefined;
    throw bundlerError(session, error);
  }
}

/** EIP-5792 wallet_getCallsStatus for one operation: 100 pending, 200 confirmed, 500 reverted. */
async function callsStatus(session: SmartAccountSession, id: unknown) {
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw new ApiError(400, 'wallet_getCallsStatus needs [id] (a 0x-prefixed 32-byte id)');
  const receipt = await receiptOf(session, id as Hex);
  const base = { version: '2.0.0', id, chainId: toHex(session.network.chainId), atomic: true };
  if (!receipt) return { ...base, status: 100 };
  const tx = receipt.receipt;
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: tx.blockHash,
        blockNumber: toHex(tx.blockNumber),
        gasUsed: toHex(tx.gasUsed),
        transactionHash: tx.transactionHash,
      },
    ],
  };
}

/**
 * Answers the embedded wallet's methods for the user's smart account: signatures (ERC-6492 before
 * deployment, ERC-1271 after), eth_sendTransaction and wallet_sendCalls as user operations through
 * the network's bundler (the first one deploys the account), EIP-5792 status and capabilities, and
 * eth_sendUserOperation. The frame has already had the user approve the unsafe ones.
 */
export async function smartAccountRpc(
  ctx: SiteContext,
  userId: string,
  call: SmartAccountCall,
): Promise<unknown> {
  if (call.method === 'wallet_getCapabilities') {
    // Every chain with a bundler runs atomic batches; other chains have no capabilities here.
    const chains = [...ctx.smartAccounts.keys()];
    return Object.fromEntries(
      chains.map((chainId) => [
        toHex(chainId),
        { atomic: { status: 'supported' }, atomicBatch: { supported: true } },
      ]),
    );
  }
  const session = await smartAccountSession(ctx, userId, call.chainId);
  const { account } = session;
  switch (call.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address];
    case 'personal_sign': {
      const message = param(call.params, 0);
      sameAddress(param(call.params, 1), account.address);
      if (typeof message !== 'string') throw new ApiError(400, 'personal_sign needs [message, address]');
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      sameAddress(param(call.params, 0), account.address);
      const raw = param(call.params, 1);
      let typed: TypedDataDefinition;
      try {
        typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition;
      } catch {
        throw new ApiError(400, 'eth_signTypedData_v4 needs [address, typed data JSON]');
      }
      if (typeof typed !== 'object' || typed === null)
        throw new ApiError(400, 'eth_signTypedData_v4 needs typed data');
      const { EIP712Domain: _domain, ...types } = (typed.types ?? {}) as Record<string, unknown>;
      return account.signTypedData({ ...typed, types } as TypedDataDefinition);
    }
    case 'eth_sendTransaction': {
      const tx = param(call.params, 0) as Record<string, unknown> | undefined;
      if (typeof tx !== 'object' || tx === null)
        throw new ApiError(400, 'eth_sendTransaction needs [transaction]');
      if (tx.from !== undefined) sameAddress(tx.from, account.address);
      const [only] = parseCalls([tx], 'eth_sendTransaction');
      const hash = await send(session, only ? [only] : []);
      // The host waits on a transaction hash: answer with the bundle transaction that carried it.
      const receipt = await session.bundler
        .waitForUserOperationReceipt({ hash, timeout: 60_000, pollingInterval: 250 })
        .catch((error: unknown) => {
          throw new ApiError(504, `The operation ${hash} was sent but not mined: ${describe(error)}`);
        });
      if (!receipt.success)
        throw new ApiError(400, `The operation reverted (transaction ${receipt.receipt.transactionHash})`);
      return receipt.receipt.transactionHash;
    }
    case 'wallet_sendCalls': {
      const request = param(call.params, 0) as Record<string, unknown> | undefined;
      if (typeof request !== 'object' || request === null)
        throw new ApiError(400, 'wallet_sendCalls needs [{ calls }]');
      if (request.from !== undefined) sameAddress(request.from, account.address);
      if (request.chainId !== undefined && request.chainId !== toHex(call.chainId))
        throw new ApiError(
          400,
          `wallet_sendCalls names chain ${String(request.chainId)}, the wallet is on ${toHex(call.chainId)}`,
        );
      const calls = parseCalls(request.calls, 'wallet_sendCalls');
      return { id: await send(session, calls) };
    }
    case 'wallet_getCallsStatus':
      return callsStatus(session, param(call.params, 0));
    case 'eth_sendUserOperation': {
      const fields = parseUserOperationFields(param(call.params, 0), account.address);
      const entryPoint = param(call.params, 1);
      if (
        typeof entryPoint !== 'string' ||
        entryPoint.toLowerCase() !== session.network.entryPoint.toLowerCase()
      )
        throw new ApiError(400, `eth_sendUserOperation must name EntryPoint ${session.network.entryPoint}`);
      try {
        return await session.bundler.sendUserOperation(fields);
      } catch (error) {
        throw bundlerError(session, error);
      }
    }
    default:
      throw new ApiError(400, `The smart account does not answer ${call.method.slice(0, 64)}`);
  }
}
