import { ChainMismatchError, encodeFunctionData, erc20Abi, getAddress, numberToHex, parseUnits } from 'viem';
import type { EvmNetwork } from '../network-types';
import { PROVIDER_ERROR_CODES, ProviderRpcError, type Eip1193Provider } from './eip1193';
import { readChainId } from './wallet-requests';

/** A native transfer in display units. */
export interface EvmNativeTransfer {
  from: string;
  to: string;
  amount: string;
  network: EvmNetwork;
}

/** An ERC20 transfer in display units. */
export interface EvmTokenTransfer extends EvmNativeTransfer {
  tokenAddress: string;
  decimals: number;
}

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * Sends one transaction through the wallet (`eth_sendTransaction`; the wallet fills gas and
 * nonce), after checking it is on the transfer's chain. viem's wallet actions are not used so the
 * chunk stays small.
 */
export async function sendThroughWallet(
  provider: Eip1193Provider,
  network: EvmNetwork,
  transaction: { from: string; to: string; value?: bigint; data?: `0x${string}` },
): Promise<`0x${string}`> {
  const walletChainId = await readChainId(provider);
  if (walletChainId !== network.id) {
    throw new ChainMismatchError({ chain: network, currentChainId: walletChainId });
  }
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: getAddress(transaction.from),
        to: getAddress(transaction.to),
        ...(transaction.value !== undefined ? { value: numberToHex(transaction.value) } : {}),
        ...(transaction.data ? { data: transaction.data } : {}),
      },
    ],
  });
  if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.invalidParams,
      'The wallet answered without a transaction hash',
    );
  }
  return hash as `0x${string}`;
}

/** Sends the native coin through the wallet (SPEC §7 send transaction); resolves with the hash. */
export function sendNativeTransfer(
  provider: Eip1193Provider,
  transfer: EvmNativeTransfer,
): Promise<`0x${string}`> {
  return sendThroughWallet(provider, transfer.network, {
    from: transfer.from,
    to: transfer.to,
    value: parseUnits(transfer.amount, transfer.network.nativeCurrency.decimals),
  });
}

/** Sends an ERC20 token with `transfer(receiver, amount)` (SPEC §7); resolves with the hash. */
export function sendTokenTransfer(
  provider: Eip1193Provider,
  transfer: EvmTokenTransfer,
): Promise<`0x${string}`> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [getAddress(transfer.to), parseUnits(transfer.amount, transfer.decimals)],
  });
  return sendThroughWallet(provider, transfer.network, {
    from: transfer.from,
    to: transfer.tokenAddress,
    data,
  });
}
