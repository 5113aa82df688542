import {
  BaseError,
  createClient,
  defineChain,
  http,
  type Chain,
  type Hex,
  type TransactionSerializable,
} from 'viem';
import { prepareTransactionRequest, sendRawTransaction } from 'viem/actions';
import type { LocalAccount } from 'viem/accounts';
import type { KnownChain } from './chains';
import { ErrorCode, invalidParams, ProviderRpcError } from './errors';
import type { TransactionParams } from './schemas';

/** The viem chain object for a known chain. */
export function toViemChain(chain: KnownChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
}

const optionalBigInt = (value: string | undefined): bigint | undefined =>
  value === undefined ? undefined : BigInt(value);

/** A viem failure as an EIP-1193 error, keeping the node's JSON-RPC code and reason when one is inside. */
function fromViemError(error: unknown): ProviderRpcError {
  if (error instanceof BaseError) {
    const withCode = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as {
      code?: number;
    } | null;
    const summary = error.shortMessage.replace(/\.$/, '');
    const reason =
      error.details && error.details !== error.shortMessage ? `${summary}: ${error.details}` : summary;
    return new ProviderRpcError(withCode?.code ?? ErrorCode.internal, reason);
  }
  return new ProviderRpcError(ErrorCode.internal, error instanceof Error ? error.message : String(error));
}

/** Rejects (-32602) field combinations no transaction type allows; run it before asking the user. */
export function checkTransactionParams(tx: TransactionParams): void {
  if (tx.gasPrice !== undefined && (tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined)) {
    throw invalidParams(
      'eth_sendTransaction',
      'give either gasPrice (legacy) or maxFeePerGas/maxPriorityFeePerGas (EIP-1559), not both',
    );
  }
  if (tx.data !== undefined && tx.input !== undefined && tx.data.toLowerCase() !== tx.input.toLowerCase()) {
    throw invalidParams('eth_sendTransaction', 'data and input differ; give one of them');
  }
}

/**
 * Fills what the dapp left out (nonce, gas, fees) from the chain, signs locally with the dev
 * account and submits it with eth_sendRawTransaction; resolves the transaction hash.
 */
export async function sendTransaction(
  account: LocalAccount,
  chain: KnownChain,
  tx: TransactionParams,
): Promise<Hex> {
  checkTransactionParams(tx);
  const viemChain = toViemChain(chain);
  const client = createClient({ chain: viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) });
  const fees =
    tx.gasPrice !== undefined
      ? { gasPrice: BigInt(tx.gasPrice) }
      : {
          maxFeePerGas: optionalBigInt(tx.maxFeePerGas),
          maxPriorityFeePerGas: optionalBigInt(tx.maxPriorityFeePerGas),
        };
  try {
    const prepared = await prepareTransactionRequest(client, {
      account,
      chain: viemChain,
      to: (tx.to ?? undefined) as Hex | undefined,
      value: optionalBigInt(tx.value),
      data: (tx.data ?? tx.input) as Hex | undefined,
      gas: optionalBigInt(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(BigInt(tx.nonce)),
      ...fees,
    });
    const serializedTransaction = await account.signTransaction(prepared as TransactionSerializable);
    return await sendRawTransaction(client, { serializedTransaction });
  } catch (error) {
    throw fromViemError(error);
  }
}
