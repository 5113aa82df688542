import { parseUnits, type Client } from 'viem';
import { createEvmClient } from '../chains/eip155/balance';
import { getNamespaceClient } from '../chains/namespace-client';
import type { EvmNetwork } from '../chains/network-types';
import { swap as strings } from '../locales/en/swap';
import { resolveSwapRouters } from '../services/swaps/routers';
import { DEFAULT_SLIPPAGE_PERCENT } from '../services/swaps/slippage';
import {
  approvalTransaction,
  classifySwapFailure,
  readAllowance,
  readTokenBalance,
  simulateSwap,
} from '../services/swaps/swap-execution';
import { createUniswapV2Source } from '../services/swaps/uniswap-v2';
import { getAccount } from '../stores/account';
import { $chain, getActiveNetwork } from '../stores/chain';
import { $options } from '../stores/options';
import { $swap, setSwapQuote, setSwapQuoting, setSwapStep, type SwapToken } from '../stores/swap';
import { SwapError, type SwapQuote, type SwapSource, type SwapTransaction } from '../stores/swap-types';
import { forgetBalances } from './account-data';

type Address = `0x${string}`;

/** The active eip155 network and connected account, or a SwapError saying swaps cannot run here. */
export function swapContext(): { network: EvmNetwork; account: Address } {
  const network = getActiveNetwork();
  const account = getAccount('eip155').address;
  if (network?.chainNamespace !== 'eip155' || !account) {
    throw new SwapError('unsupported-network', strings.errors['unsupported-network']());
  }
  return { network, account: account as Address };
}

const clientFor = async (chainId: number): Promise<Client> => {
  const network = $chain
    .get()
    .networks.find((item) => item.chainNamespace === 'eip155' && item.id === chainId);
  if (network?.chainNamespace !== 'eip155')
    throw new SwapError('unsupported-network', strings.errors['unsupported-network']());
  return createEvmClient(network, $options.get().customRpcUrls);
};

let builtIn: { key: unknown; source: SwapSource } | undefined;

/** The host's `swapSource` when it gave one (checked here, on first use), else the built-in Uniswap V2 source. */
export function activeSwapSource(): SwapSource {
  const { swapSource, swapRouters } = $options.get();
  if (swapSource !== undefined) {
    if (typeof swapSource.quote !== 'function' || typeof swapSource.buildTransaction !== 'function') {
      throw new Error(
        'Invalid option "swapSource": expected an object with quote and buildTransaction functions',
      );
    }
    return swapSource;
  }
  if (!builtIn || builtIn.key !== swapRouters) {
    const routers = resolveSwapRouters(swapRouters);
    builtIn = { key: swapRouters, source: createUniswapV2Source({ routers, clientFor }) };
  }
  return builtIn.source;
}

/** The message a user sees for a swap failure. */
export function swapErrorText(error: unknown, symbol = ''): string {
  const failure = classifySwapFailure(error, symbol);
  if (failure.code === 'failed') return failure.message;
  if (failure.code === 'insufficient-balance') return strings.errors['insufficient-balance'](symbol);
  return strings.errors[failure.code]();
}

/** The typed amount in base units; throws a SwapError for anything but a positive decimal that fits the token. */
export function amountInBaseUnits(amount: string, token: SwapToken): bigint {
  let value: bigint;
  try {
    value = parseUnits(amount.trim(), token.decimals);
  } catch {
    throw new SwapError('invalid-amount', strings.errors['invalid-amount']());
  }
  if (value <= 0n) throw new SwapError('invalid-amount', strings.errors['invalid-amount']());
  return value;
}

/** Whether the typed amount is more than the balance the token list reported. */
function exceedsShownBalance(amountIn: bigint, token: SwapToken): boolean {
  if (token.balance === undefined) return false;
  try {
    return amountIn > parseUnits(token.balance, token.decimals);
  } catch {
    return false;
  }
}

let quoteRun = 0;

/**
 * Quotes the form's amount (the latest call wins): insufficient balance, no pool and bad input
 * end as the store's error message; a quote is stored with its minimum under the 1 % slippage.
 */
export async function refreshSwapQuote(): Promise<void> {
  const run = ++quoteRun;
  const { fromToken, toToken, amount } = $swap.get();
  if (!fromToken || !toToken || amount.trim() === '') {
    setSwapQuote(undefined);
    return;
  }
  setSwapQuoting();
  try {
    const { network, account } = swapContext();
    const amountIn = amountInBaseUnits(amount, fromToken);
    if (exceedsShownBalance(amountIn, fromToken)) {
      throw new SwapError('insufficient-balance', strings.errors['insufficient-balance'](fromToken.symbol));
    }
    const quote = await activeSwapSource().quote({
      chainId: network.id,
      account,
      fromToken,
      toToken,
      amountIn,
      slippagePercent: DEFAULT_SLIPPAGE_PERCENT,
    });
    if (run === quoteRun) setSwapQuote(quote);
  } catch (error) {
    if (run === quoteRun) setSwapQuote(undefined, swapErrorText(error, fromToken.symbol));
  }
}

/** Whether the quote's spender may not yet move the input amount (the preview then asks for an approval first). */
export async function swapNeedsApproval(quote: SwapQuote, token: SwapToken): Promise<boolean> {
  if (!quote.spender) return false;
  const { network, account } = swapContext();
  const client = await clientFor(network.id);
  return (await readAllowance(client, token, account, quote.spender)) < quote.amountIn;
}

async function sendThroughWallet(
  transaction: SwapTransaction,
  network: EvmNetwork,
  account: Address,
): Promise<string> {
  // Through the registered eip155 client (not the adapter module, which belongs to the first load).
  const client = getNamespaceClient('eip155');
  if (!client?.sendTransaction)
    throw new SwapError('unsupported-network', strings.errors['unsupported-network']());
  return client.sendTransaction({ from: account, network, ...transaction });
}

/** The network fee of the swap in the native coin's base units (gas estimate × gas price); undefined when the node cannot estimate it. */
export async function estimateSwapFee(
  quote: SwapQuote,
  fromToken: SwapToken,
  toToken: SwapToken,
): Promise<bigint | undefined> {
  const { network, account } = swapContext();
  const client = await clientFor(network.id);
  const transaction = await activeSwapSource().buildTransaction({
    chainId: network.id,
    account,
    fromToken,
    toToken,
    amountIn: quote.amountIn,
    slippagePercent: DEFAULT_SLIPPAGE_PERCENT,
    quote,
  });
  try {
    const call = {
      from: account,
      to: transaction.to,
      data: transaction.data,
      value: `0x${transaction.value.toString(16)}`,
    };
    const [gas, price] = await Promise.all([
      client.request({ method: 'eth_estimateGas', params: [call] } as never),
      client.request({ method: 'eth_gasPrice', params: [] } as never),
    ]);
    return BigInt(gas as string) * BigInt(price as string);
  } catch {
    return undefined;
  }
}

/** Approves exactly the quote's input for its spender and waits for the receipt. */
export async function approveSwap(quote: SwapQuote, token: SwapToken): Promise<void> {
  const { network, account } = swapContext();
  if (!quote.spender) return;
  setSwapStep('approving');
  try {
    await sendThroughWallet(approvalTransaction(token, quote.spender, quote.amountIn), network, account);
    setSwapStep('idle');
  } catch (error) {
    setSwapStep('idle', swapErrorText(error, token.symbol));
    throw error;
  }
}

/**
 * Runs the previewed swap: the balance is read on chain, the transaction (built from the preview's
 * quote, so its minimum stands) is simulated first and then sent; a price that moved beyond the
 * slippage is refused before or on chain and no funds move. Resolves with the transaction hash.
 */
export async function executeSwap(
  quote: SwapQuote,
  fromToken: SwapToken,
  toToken: SwapToken,
): Promise<string> {
  const { network, account } = swapContext();
  setSwapStep('swapping');
  try {
    const client = await clientFor(network.id);
    if ((await readTokenBalance(client, fromToken, account)) < quote.amountIn) {
      throw new SwapError('insufficient-balance', strings.errors['insufficient-balance'](fromToken.symbol));
    }
    const request = {
      chainId: network.id,
      account,
      fromToken,
      toToken,
      amountIn: quote.amountIn,
      slippagePercent: DEFAULT_SLIPPAGE_PERCENT,
    };
    const transaction = await activeSwapSource().buildTransaction({ ...request, quote });
    await simulateSwap(client, account, transaction);
    const hash = await sendThroughWallet(transaction, network, account);
    setSwapStep('idle');
    await forgetBalances();
    return hash;
  } catch (error) {
    setSwapStep('idle', swapErrorText(error, fromToken.symbol));
    throw error;
  }
}
