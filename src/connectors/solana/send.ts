import type { NativeSendRequest, TokenSendRequest } from '../../chains/namespace-client';
import type { CaipNetwork } from '../../chains/network-schema';
import { waitForConfirmation } from '../../chains/solana/confirm';
import { associatedTokenAddress, isSolanaAddress, PROGRAM_IDS } from '../../chains/solana/keys';
import { solanaRpc } from '../../chains/solana/rpc';
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

/** Sends SOL: a System transfer signed and sent by the wallet, confirmed on the network. */
export async function sendSol(request: NativeSendRequest, signAndSend: SignAndSend): Promise<string> {
  const { from, to, amount, network } = request;
  checkAddresses(from, to);
  const lamports = smallestUnit(amount, network.nativeCurrency.decimals);
  const transaction = buildTransaction(from, await latestBlockhash(network), [
    systemTransfer(from, to, lamports),
  ]);
  const signature = await signAndSend(transaction, network);
  await waitForConfirmation(network, signature);
  return signature;
}

/**
 * Sends an SPL token from the owner's associated token account to the receiver's, creating the
 * receiver's account first when it is missing; the mint's owner decides the token program.
 */
export async function sendSpl(request: TokenSendRequest, signAndSend: SignAndSend): Promise<string> {
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
  const signature = await signAndSend(buildTransaction(from, blockhash, instructions), network);
  await waitForConfirmation(network, signature);
  return signature;
}
