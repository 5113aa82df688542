import { map } from 'nanostores';
import { isValidAddress } from '../chains/address';
import type { ChainNamespace } from '../chains/constants';
import {
  requireNamespaceClient,
  type NamespaceClient,
  type NativeSendRequest,
} from '../chains/namespace-client';
import { getAccount } from './account';
import { getActiveNamespace, getActiveNetwork } from './chain';
import { isSmartAccountActive } from './account-connection';
import { errorText } from './error-text';
import { emitEvent, type SendEventProperties } from './events';
import { pushTransactionStack } from './router';
import { showError } from './snackbar';
import type { TokenBalance } from './storage';

export type { TokenBalance } from './storage';

/** SPEC §3 send state. */
export interface SendState {
  token: TokenBalance | undefined;
  /** Amount in the token's display units, as a decimal string. */
  sendTokenAmount: string | undefined;
  receiverAddress: string | undefined;
  receiverProfileImageUrl: string | undefined;
  receiverProfileName: string | undefined;
  networkBalanceInUSD: string | undefined;
  loading: boolean;
  tokenBalances: TokenBalance[];
  /** When the last balance fetch failed (ms since epoch), for the 30 s retry gap. */
  lastRetry: number | undefined;
  /** The balances of the active network could not be read (the list is empty for that reason). */
  balancesUnavailable: boolean;
}

const INITIAL: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
  balancesUnavailable: false,
};

/** The send form. */
export const $send = map<SendState>({ ...INITIAL });

const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/** Picks the token to send. */
export function setToken(token: TokenBalance | undefined): void {
  $send.setKey('token', token);
}

/** Sets the amount (display units); throws on anything but a non-negative decimal. */
export function setTokenAmount(amount: string | number | undefined): void {
  if (amount === undefined || amount === '') {
    $send.setKey('sendTokenAmount', undefined);
    return;
  }
  const text = String(amount).trim();
  if (!DECIMAL.test(text)) throw new Error(`Invalid amount "${String(amount)}"`);
  $send.setKey('sendTokenAmount', text);
}

/** Sets the receiver (checked against the namespace when sending). */
export function setReceiverAddress(address: string | undefined): void {
  $send.setKey('receiverAddress', address?.trim() || undefined);
}

/** Sets the receiver's resolved name and avatar. */
export function setReceiverProfile(profile: { name?: string; imageUrl?: string }): void {
  $send.set({ ...$send.get(), receiverProfileName: profile.name, receiverProfileImageUrl: profile.imageUrl });
}

/** Stores the balances shown in the token picker. */
export function setTokenBalances(balances: readonly TokenBalance[], networkBalanceInUSD?: string): void {
  $send.set({
    ...$send.get(),
    tokenBalances: [...balances],
    networkBalanceInUSD,
    balancesUnavailable: false,
  });
}

/** Records that the balances could not be read: the list is emptied and marked unavailable. */
export function markBalancesUnavailable(): void {
  $send.set({ ...$send.get(), tokenBalances: [], networkBalanceInUSD: undefined, balancesUnavailable: true });
}

/** Records when a balance fetch last failed. */
export function setLastRetry(at: number | undefined): void {
  $send.setKey('lastRetry', at);
}

/** SPEC §4: clears token, amount, receiver, profile, balances and loading. */
export function resetSend(): void {
  $send.set({ ...$send.get(), ...INITIAL, lastRetry: $send.get().lastRetry });
}

/**
 * SPEC §4 send flow: validates (SPEC §5 messages), emits SEND_INITIATED, dispatches by active
 * namespace (eip155 or solana; anything else fails with 'Unsupported chain'), keeps `loading`
 * up while sending, then emits SEND_SUCCESS and resets. A failed send shows the error, emits
 * SEND_ERROR and rejects with it.
 */
export async function sendToken(): Promise<void> {
  const { token, sendTokenAmount: amount, receiverAddress: to } = $send.get();
  if (!amount || !to) throw new Error('An amount and receiver address are required');
  if (!token) throw new Error('A token is required');
  const namespace = getActiveNamespace();
  const network = getActiveNetwork();
  if ((namespace !== 'eip155' && namespace !== 'solana') || !network) throw new Error('Unsupported chain');
  if (!isValidAddress(to, namespace)) throw new Error(`Invalid receiver address for ${namespace}`);
  const from = getAccount(namespace).address;
  if (!from) throw new Error(`No connected ${namespace} account`);
  const client = requireNamespaceClient(namespace);
  const send = sendMethod(client, namespace, token, { from, to, amount, network });
  const properties: SendEventProperties = {
    isSmartAccount: isSmartAccountActive(),
    token: token.address ?? token.symbol,
    amount,
    network: network.caipNetworkId,
  };
  emitEvent({ event: 'SEND_INITIATED', properties });
  $send.setKey('loading', true);
  try {
    // SPEC §4: a native eip155 send has no target view and does not go back; the others return to Account.
    pushTransactionStack(
      namespace === 'eip155' && !token.address ? { goBack: false } : { view: 'Account', goBack: false },
    );
    await send();
    if (namespace === 'solana') await client.refreshBalance?.();
  } catch (error) {
    $send.setKey('loading', false);
    emitEvent({ event: 'SEND_ERROR', properties: { ...properties, message: errorText(error) } });
    showError(error);
    throw error;
  }
  emitEvent({ event: 'SEND_SUCCESS', properties });
  resetSend();
}

/** The client call for this send; throws before anything starts when the client cannot send it. */
function sendMethod(
  client: NamespaceClient,
  namespace: ChainNamespace,
  token: TokenBalance,
  request: NativeSendRequest,
): () => Promise<string> {
  if (token.address) {
    const sendTokenTransfer = client.sendToken?.bind(client);
    if (!sendTokenTransfer) throw new Error(`The ${namespace} client cannot send tokens`);
    const decimals = Number(token.quantity.decimals);
    if (!Number.isInteger(decimals) || decimals < 0) throw new Error(`Invalid decimals for ${token.symbol}`);
    const tokenAddress = token.address;
    return () => sendTokenTransfer({ ...request, tokenAddress, decimals });
  }
  const sendNative = client.sendNativeToken?.bind(client);
  if (!sendNative) throw new Error(`The ${namespace} client cannot send ${token.symbol}`);
  return () => sendNative(request);
}
