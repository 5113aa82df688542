// Chain reads shared by the swap and pay e2e files: balances, the router's own quotes, receipts.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Address } from 'viem';
import { UNISWAP_V2_ROUTER_ABI } from '../../src/services/swaps/uniswap-v2-abi';
import { minedReceiptOn, rpc, type MinedReceipt } from './chain';
import { stackInfo } from './stack-info';

const stack = stackInfo();

function deployment() {
  const uniswap = stack.config.uniswap?.[0];
  if (!uniswap) throw new Error('the stack did not deploy Uniswap V2');
  return { uniswap };
}

/** An eth_call on the local chain. */
export async function call(to: string, data: `0x${string}`): Promise<`0x${string}`> {
  return (await rpc(stack.urls.evm, 'eth_call', [{ to, data }, 'latest'])) as `0x${string}`;
}

/** An account's ERC-20 balance. */
export async function tokenBalance(token: string, account: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] });
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: await call(token, data) });
}

/** An account's ETH balance. */
export async function ethBalance(account: Address): Promise<bigint> {
  return BigInt(String(await rpc(stack.urls.evm, 'eth_getBalance', [account, 'latest'])));
}

/** The router's own answer for the best of the direct and the through-WETH path. */
export async function routerQuote(amountIn: bigint, from: Address, to: Address): Promise<bigint> {
  const { uniswap: deployed } = deployment();
  const paths: Address[][] = [[from, to]];
  if (from !== deployed.weth && to !== deployed.weth) paths.push([from, deployed.weth, to]);
  let best = 0n;
  for (const path of paths) {
    const data = encodeFunctionData({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    });
    const amounts = decodeFunctionResult({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      data: await call(deployed.router, data),
    });
    const out = amounts[amounts.length - 1] ?? 0n;
    if (out > best) best = out;
  }
  return best;
}

/** The receipt of a transaction once anvil has mined it (polled for up to 15 s). */
export async function minedReceipt(hash: string): Promise<MinedReceipt> {
  return minedReceiptOn(stack.urls.evm, hash);
}

/** Polls the chain until `read` gives `expected` (up to 15 s), then compares once more. */
export async function waitForChain(read: () => Promise<bigint>, expected: bigint): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await read()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await read()).toBe(expected);
}
