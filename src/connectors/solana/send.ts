import type { NativeSendRequest, TokenSendRequest } from '../../chains/namespace-client';
import type { CaipNetwork } from '../../chains/network-schema';
import { base64 } from '@scure/base';
import { lamportsToSol } from '../../chains/solana/balance';
import { waitForConfirmation } from '../../chains/solana/confirm';
import { associatedTokenAddress, isSolanaAddress, PROGRAM_IDS } from '../../chains/solana/keys';
import { solanaRpc } from '../../chains/solana/rpc';
import { parseTransaction } from '../../chains/solana/transaction';
import { buildTransaction, splTransferInstructions, systemTransfer } from '../../chains/solana/transfer';
import { solanaText } from '../../locales/en/solana';
import { toSmallestUnit } from '../../stores/send-form';

/** Signs and broadcasts wire bytes through the wallet; resolves with the base58 signature. */
export type SignAndSend = (transaction: Uint8Array, network: CaipNetwork) => Promise<string>;

/** The newest blockhash of the network. */
export async function latestBlockhash(network: CaipNetwork): Promise<string> {
  const result = await solanaRpc(network, 'getLatestBlockhash', [{ commitment: 'confirmed' }]);
  const blockhash = (result as { value?: { blockhash?: unknown } } | null)?.value?.blockhash;
  if (typeof blockhash !== 'string' || !isSolanaAddress(blockhash))
    throw new Error(`${network.name} RPC gave no blockhash`);
  return blockhash;
}

/** The program that owns an account, or undefined when the account does not exist. */
async function accountOwner(network: CaipNetwork, address: string): Promise<string | undefined> {
  const result = await solanaRpc(network, 'getAccountInfo', [
    address,
    { encoding: 'base64', commitment: 'confirmed' },
  ]);
  const value = (result as { value?: unknown } | null)?.value;
  if (value === null || value === undefined) return undefined;
  const owner = (value as { owner?: unknown }).owner;
  if (typeof owner !== 'string') throw new Error(`${network.name} RPC gave an account without an owner`);
  return owner;
}

function checkAddresses(...addresses: string[]): void {
  for (const address of addresses)
    if (!isSolanaAddress(address)) throw new Error(solanaText.invalidAddress(address));
}

function smallestUnit(amount: string, decimals: number): bigint {
  const units = toSmallestUnit(amount.trim(), decimals);
  if (units === undefined || units <= 0n) throw new Error(solanaText.invalidAmount(amount));
  return units;
}

/** The unsigned SOL transfer of a request (a System transfer at the newest blockhash). */
async function solTransaction(request: NativeSendRequest): Promise<Uint8Array> {
  const { from, to, amount, network } = request;
  checkAddresses(from, to);
  const lamports = smallestUnit(amount, network.nativeCurrency.decimals);
  return buildTransaction(from, await latestBlockhash(network), [systemTransfer(from, to, lamports)]);
}

/**
 * The unsigned SPL transfer of a request: from the owner's associated token account to the
 * receiver's, creating the receiver's account first when it is missing; the mint's owner decides
 * the token program.
 */
async function splTransaction(request: TokenSendRequest): Promise<Uint8Array> {
  const { from, to, amount, network, tokenAddress: mint, decimals } = request;
  checkAddresses(from, to, mint);
  const units = smallestUnit(amount, decimals);
  const tokenProgram = await accountOwner(network, mint);
  if (tokenProgram !== PROGRAM_IDS.token && tokenProgram !== PROGRAM_IDS.token2022)
    throw new Error(solanaText.notAMint(mint));
  const receiverAccount = associatedTokenAddress(to, mint, tokenProgram);
  const [receiverAccountExists, blockhash] = await Promise.all([
    accountOwner(network, receiverAccount).then((owner) => owner !== undefined),
    latestBlockhash(network),
  ]);
  const instructions = splTransferInstructions({
    owner: from,
    to,
    mint,
    amount: units,
    decimals,
    tokenProgram,
    receiverAccountExists,
  });
  return buildTransaction(from, blockhash, instructions);
}

function transactionFor(request: NativeSendRequest | TokenSendRequest): Promise<Uint8Array> {
  return 'tokenAddress' in request ? splTransaction(request) : solTransaction(request);
}

/** Sends SOL, or an SPL token when the request names one: signed and sent by the wallet, confirmed on the network. */
export async function sendTransfer(
  request: NativeSendRequest | TokenSendRequest,
  signAndSend: SignAndSend,
): Promise<string> {
  const signature = await signAndSend(await transactionFor(request), request.network);
  await waitForConfirmation(request.network, signature);
  return signature;
}

/** The network fee of a transfer (getFeeForMessage), in SOL as decimal text. */
export async function estimateTransferFee(request: NativeSendRequest | TokenSendRequest): Promise<string> {
  const { message } = parseTransaction(await transactionFor(request));
  const result = await solanaRpc(request.network, 'getFeeForMessage', [
    base64.encode(message),
    { commitment: 'confirmed' },
  ]);
  const lamports = (result as { value?: unknown } | null)?.value;
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0)
    throw new Error(`${request.network.name} RPC gave no fee for the transfer`);
  return lamportsToSol(BigInt(lamports));
}
