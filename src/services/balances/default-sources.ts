import { createEvmClient } from '../../chains/eip155/balance';
import type { CustomRpcUrlMap } from '../../chains/eip155/transport';
import type { BalanceSources, PriceSource } from './fetch-balances';
import { readRpcBalances } from './rpc-balances';

/** The balance sources of a running app: the connected wallet, the network's RPC, the wall clock. */
export function defaultBalanceSources(options: {
  walletRequest?: BalanceSources['walletRequest'];
  customRpcUrls: CustomRpcUrlMap;
  priceSource?: PriceSource;
}): BalanceSources {
  return {
    ...(options.walletRequest ? { walletRequest: options.walletRequest } : {}),
    ...(options.priceSource ? { priceSource: options.priceSource } : {}),
    readRpc: async (network, owner, tokens) =>
      readRpcBalances(await createEvmClient(network, options.customRpcUrls), network, owner, tokens),
    now: () => Date.now(),
  };
}
