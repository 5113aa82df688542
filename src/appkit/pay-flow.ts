import { encodeFunctionData, erc20Abi, formatUnits, getAddress, parseUnits } from 'viem';
import { createEvmClient } from '../chains/eip155/balance';
import { getNamespaceClient } from '../chains/namespace-client';
import type { EvmNetwork } from '../chains/network-types';
import { pay as strings } from '../locales/en/pay';
import { quoteForAtLeast } from '../services/swaps/quote-for-output';
import { DEFAULT_SLIPPAGE_PERCENT } from '../services/swaps/slippage';
import { classifySwapFailure, readTokenBalance } from '../services/swaps/swap-execution';
import { getAccount } from '../stores/account';
import { $chain, getActiveNetwork } from '../stores/chain';
import { $options } from '../stores/options';
import { PayError, type PayArguments, type PayResult } from '../stores/pay-types';
import type { SwapToken } from '../stores/swap';
import { isNativeToken, NATIVE_TOKEN_ADDRESS, type SwapQuote } from '../stores/swap-types';
import { forgetBalances } from './account-data';
import { activeSwapSource, approveSwap, executeSwap, swapNeedsApproval } from './swap-flow';
import { loadSwapTokens, lookupSwapToken } from './swap-tokens';

type Address = `0x${string}`;

/** A payment request resolved against the chain: what to send, and what the account holds of it. */
export interface PaymentPlan {
  network: EvmNetwork;
  account: Address;
  recipient: Address;
  token: SwapToken;
  /** The payment in the token's base units. */
  amount: bigint;
  /** What the account holds of the token, in base units. */
  balance: bigint;
}

/** A token the account holds that a swap can turn into the missing part of the payment. */
export interface PaymentSwapOption {
  from: SwapToken;
  quote: SwapQuote;
}

/** Where the Pay view is: connected on the requested network, or which step comes first. */
export type PaymentReadiness =
  | { kind: 'ready' }
  | { kind: 'connect' }
  | { kind: 'switch'; network: EvmNetwork }
  | { kind: 'unknown-network' };

/** Whether the wallet is connected on the request's network (the active one when it names none). */
export function paymentReadiness(request: PayArguments): PaymentReadiness {
  const wanted = request.network ?? getActiveNetwork()?.caipNetworkId;
  const network = $chain.get().networks.find((item) => item.caipNetworkId === wanted);
  if (network?.chainNamespace !== 'eip155') return { kind: 'unknown-network' };
  if (!getAccount('eip155').address) return { kind: 'connect' };
  if (getActiveNetwork()?.caipNetworkId !== network.caipNetworkId) return { kind: 'switch', network };
  return { kind: 'ready' };
}

function nativeToken(network: EvmNetwork): SwapToken {
  const { symbol, name, decimals } = network.nativeCurrency;
  return { address: NATIVE_TOKEN_ADDRESS, symbol, name, decimals };
}

/** The asset by 'native', the native symbol, a token address, or a symbol among the account's and host's tokens. */
async function resolveAsset(asset: string, network: EvmNetwork): Promise<SwapToken> {
  const text = asset.toLowerCase();
  if (
    text === 'native' ||
    text === network.nativeCurrency.symbol.toLowerCase() ||
    isNativeToken({ address: asset as Address })
  ) {
    return nativeToken(network);
  }
  if (/^0x[0-9a-f]{40}$/.test(text)) {
    return lookupSwapToken(asset).catch((error: unknown) => {
      throw new PayError('invalid-request', strings.errors.notAToken(asset), { cause: error });
    });
  }
  const { held, suggested } = await loadSwapTokens();
  const found = [...held, ...suggested].find((token) => token.symbol.toLowerCase() === text);
  if (!found) throw new PayError('invalid-request', strings.errors.unknownAsset(asset, network.name));
  return found;
}

/** Resolves a checked request on the active network (see {@link paymentReadiness}) and reads the balance. */
export async function planPayment(request: PayArguments & { amount: string }): Promise<PaymentPlan> {
  const network = getActiveNetwork();
  const account = getAccount('eip155').address as Address | undefined;
  if (network?.chainNamespace !== 'eip155' || !account) {
    throw new PayError('not-connected', strings.errors.notConnected());
  }
  const token = await resolveAsset(request.asset, network);
  let amount: bigint;
  try {
    amount = parseUnits(request.amount, token.decimals);
  } catch (error) {
    throw new PayError('invalid-request', strings.errors.badAmount(request.amount, token.symbol), {
      cause: error,
    });
  }
  const client = await createEvmClient(network, $options.get().customRpcUrls);
  const balance = await readTokenBalance(client, token, account);
  return { network, account, recipient: getAddress(request.recipient), token, amount, balance };
}

/**
 * The tokens the account holds that can be swapped (through the active swap source) for at least
 * the missing part of the payment, each with the quote that guarantees it under the 1 % slippage.
 */
export async function paymentSwapOptions(plan: PaymentPlan): Promise<PaymentSwapOption[]> {
  const missing = plan.amount - plan.balance;
  if (missing <= 0n) return [];
  const { held } = await loadSwapTokens();
  const source = activeSwapSource();
  const candidates = held.filter(
    (token) =>
      token.address.toLowerCase() !== plan.token.address.toLowerCase() &&
      token.balance !== undefined &&
      Number(token.balance) > 0,
  );
  const found = await Promise.allSettled(
    candidates.map(async (from) => ({
      from,
      quote: await quoteForAtLeast(
        source,
        {
          chainId: plan.network.id,
          account: plan.account,
          fromToken: from,
          toToken: plan.token,
          slippagePercent: DEFAULT_SLIPPAGE_PERCENT,
        },
        missing,
        parseUnits(from.balance as string, from.decimals),
      ),
    })),
  );
  return found.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/** The failure the host's promise rejects with, in words a user can act on. */
export function toPayError(error: unknown, symbol = ''): PayError {
  if (error instanceof PayError) return error;
  const failure = classifySwapFailure(error, symbol);
  if (failure.code === 'rejected')
    return new PayError('rejected', strings.errors.rejected(), { cause: error });
  if (failure.code === 'insufficient-balance') {
    return new PayError(
      'insufficient-funds',
      symbol ? strings.errors.insufficientFunds(symbol) : strings.errors.insufficientFundsAny(),
      { cause: error },
    );
  }
  return new PayError('failed', failure.message, { cause: error });
}

/** Sends the payment itself (a native transfer or an ERC-20 `transfer`) and waits for its receipt. */
export async function sendPayment(plan: PaymentPlan): Promise<string> {
  const client = getNamespaceClient('eip155');
  if (!client?.sendTransaction) throw new PayError('not-connected', strings.errors.notConnected());
  const native = isNativeToken(plan.token);
  try {
    const hash = await client.sendTransaction({
      from: plan.account,
      network: plan.network,
      to: native ? plan.recipient : getAddress(plan.token.address),
      value: native ? plan.amount : 0n,
      data: native
        ? '0x'
        : encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [plan.recipient, plan.amount],
          }),
    });
    await forgetBalances();
    return hash;
  } catch (error) {
    throw toPayError(error, plan.token.symbol);
  }
}

/** Swaps the chosen token for the missing part (approving it first when needed), then pays. */
export async function swapThenPay(plan: PaymentPlan, option: PaymentSwapOption): Promise<PayResult> {
  let swapHash: string;
  try {
    if (await swapNeedsApproval(option.quote, option.from)) await approveSwap(option.quote, option.from);
    swapHash = await executeSwap(option.quote, option.from, plan.token);
  } catch (error) {
    throw toPayError(error, option.from.symbol);
  }
  const hash = await sendPayment(plan);
  return { hash, swapHash };
}

/** The plan's amount in display units with its symbol (e.g. '5 tUSD'). */
export function formatPayAmount(amount: bigint, token: SwapToken): string {
  return `${formatUnits(amount, token.decimals)} ${token.symbol}`;
}
