import type { CaipNetwork } from '../../chains/network-schema';
import { base64 } from '@scure/base';
import { solanaRpc } from '../../chains/solana/rpc';
import { toBase58 } from '../../chains/solana/keys';
import { transactionId } from '../../chains/solana/transaction';
import {
  feature,
  FEATURES,
  type SignAndSendTransactionFeature,
  type SignMessageFeature,
  type SignTransactionFeature,
  type StandardAccount,
  type StandardWallet,
} from '../../chains/solana/wallet-standard-types';
import { solanaText } from '../../locales/en/solana';
import { toSolanaWalletError } from './errors';

/** A connected wallet account and the network it is used on. */
export interface Signer {
  wallet: StandardWallet;
  account: StandardAccount;
  network: CaipNetwork;
}

/** Runs a wallet call; a refusal comes back as code 4001 with the rejection text. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toSolanaWalletError(error);
  }
}

/** Signs message bytes with `solana:signMessage`; resolves with the 64-byte ed25519 signature. */
export async function signMessageBytes(
  { wallet, account }: Signer,
  message: Uint8Array,
): Promise<Uint8Array> {
  const signer = feature<SignMessageFeature>(wallet, FEATURES.signMessage, 'signMessage');
  if (!signer) throw new Error(solanaText.cannotSignMessages(wallet.name));
  const [output] = await asked(() => signer.signMessage({ account, message }));
  if (!output || !(output.signature instanceof Uint8Array) || output.signature.length !== 64)
    throw new Error(solanaText.noSignature(wallet.name));
  return output.signature;
}

/** Signs wire bytes with `solana:signTransaction`; resolves with the signed wire bytes. */
export async function signTransactionBytes(
  { wallet, account, network }: Signer,
  transaction: Uint8Array,
): Promise<Uint8Array> {
  const signer = feature<SignTransactionFeature>(wallet, FEATURES.signTransaction, 'signTransaction');
  if (!signer) throw new Error(solanaText.cannotSignTransactions(wallet.name));
  const [output] = await asked(() =>
    signer.signTransaction({ account, transaction, chain: network.caipNetworkId }),
  );
  if (!output || !(output.signedTransaction instanceof Uint8Array))
    throw new Error(solanaText.noSignature(wallet.name));
  return output.signedTransaction;
}

/** Broadcasts signed wire bytes with the network's sendTransaction; resolves with the signature. */
export async function broadcast(network: CaipNetwork, signed: Uint8Array): Promise<string> {
  const result = await solanaRpc(network, 'sendTransaction', [
    base64.encode(signed),
    { encoding: 'base64', preflightCommitment: 'confirmed' },
  ]);
  return typeof result === 'string' ? result : transactionId(signed);
}

/** Signs and broadcasts with the wallet's `solana:signAndSendTransaction`; resolves with the base58 signature. */
export async function walletSignAndSend(signer: Signer, transaction: Uint8Array): Promise<string> {
  const { wallet, account, network } = signer;
  const sender = feature<SignAndSendTransactionFeature>(
    wallet,
    FEATURES.signAndSendTransaction,
    'signAndSendTransaction',
  );
  if (!sender) return broadcast(network, await signTransactionBytes(signer, transaction));
  const [output] = await asked(() =>
    sender.signAndSendTransaction({ account, transaction, chain: network.caipNetworkId }),
  );
  if (!output || !(output.signature instanceof Uint8Array) || output.signature.length !== 64)
    throw new Error(solanaText.noSignature(wallet.name));
  return toBase58(output.signature);
}

/**
 * The kit's own sends: signed by the wallet and broadcast through the app's RPC for the network
 * (so a local or custom endpoint is used), or handed to the wallet's signAndSend when it cannot
 * only sign.
 */
export async function signAndBroadcast(signer: Signer, transaction: Uint8Array): Promise<string> {
  const canSign = feature<SignTransactionFeature>(signer.wallet, FEATURES.signTransaction, 'signTransaction');
  if (!canSign) return walletSignAndSend(signer, transaction);
  return broadcast(signer.network, await signTransactionBytes(signer, transaction));
}
