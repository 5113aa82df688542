import { base58, base64 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { parseWalletAnswer } from '../../chains/bip122/walletconnect-schemas';
import { addressBytes } from '../../chains/solana/keys';
import { parseTransaction, withSignature } from '../../chains/solana/transaction';
import {
  FEATURES,
  type StandardAccount,
  type StandardWallet,
} from '../../chains/solana/wallet-standard-types';
import {
  WcSolanaSignAndSendSchema,
  WcSolanaSignMessageSchema,
  WcSolanaSignTransactionSchema,
} from '../../chains/solana/walletconnect-schemas';
import type { WalletConnectNamespaceLink } from '../walletconnect/namespace-handlers';

const SIGN_FEATURES = [FEATURES.signMessage, FEATURES.signTransaction, FEATURES.signAndSendTransaction];

/** A wallet's JSON-RPC error (a plain `{ code, message }` over the relay) as an Error that keeps its code. */
function walletError(error: unknown, method: string): Error {
  if (error instanceof Error) return error;
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const text = typeof message === 'string' && message !== '' ? message : `The wallet refused ${method}`;
  return Object.assign(new Error(text), typeof code === 'number' ? { code } : {});
}

function malformed(method: string, why: string): Error {
  return new Error(`The wallet's answer to ${method} is malformed: ${why}`);
}

/** The session's accounts on the link's chain; throws for an address that is not a Solana public key. */
export function sessionSolanaAccounts(link: Pick<WalletConnectNamespaceLink, 'addresses' | 'chain'>) {
  return link.addresses.map((address): StandardAccount => ({
    address,
    publicKey: addressBytes(address),
    chains: [link.chain],
    features: SIGN_FEATURES,
  }));
}

/** Throws unless `signature` is `address`'s ed25519 signature of `message`. */
function checkSignature(method: string, signature: Uint8Array, message: Uint8Array, address: string): void {
  if (!ed25519.verify(signature, message, addressBytes(address)))
    throw malformed(method, `the signature does not verify for ${address}`);
}

/**
 * A Solana wallet reached over WalletConnect, in the Wallet Standard shape the Solana client signs
 * with: `solana_signMessage`, `solana_signTransaction` and `solana_signAndSendTransaction` in
 * WalletConnect's shapes. Every answer is checked (shape, and that each signature is the account's
 * ed25519 signature of what was sent) before the host sees it.
 */
export function createWalletConnectSolanaWallet(link: WalletConnectNamespaceLink): StandardWallet {
  const accounts = sessionSolanaAccounts(link);
  const request = (method: string, params: unknown): Promise<unknown> =>
    link.request(method, params).catch((error: unknown) => {
      throw walletError(error, method);
    });
  const known = (account: StandardAccount): string => {
    if (!accounts.some((item) => item.address === account.address))
      throw new Error(`${account.address} is not an account of the WalletConnect session`);
    return account.address;
  };

  const signTransaction = async (address: string, transaction: Uint8Array): Promise<Uint8Array> => {
    const method = 'solana_signTransaction';
    const { message } = parseTransaction(transaction);
    const answer = parseWalletAnswer(
      method,
      WcSolanaSignTransactionSchema,
      await request(method, { transaction: base64.encode(transaction) }),
    );
    if (answer.transaction !== undefined) {
      let signed;
      try {
        signed = parseTransaction(base64.decode(answer.transaction));
      } catch {
        throw malformed(method, 'transaction is not a Solana transaction');
      }
      if (base64.encode(signed.message) !== base64.encode(message))
        throw malformed(method, 'transaction is not a signed copy of the transaction sent');
      const slot = signed.signers.indexOf(address);
      checkSignature(method, signed.signatures[slot] ?? new Uint8Array(64), message, address);
      return base64.decode(answer.transaction);
    }
    if (answer.signature === undefined) throw malformed(method, 'it has neither signature nor transaction');
    const signature = base58.decode(answer.signature);
    checkSignature(method, signature, message, address);
    return withSignature(transaction, address, signature);
  };

  return {
    name: link.peer.name,
    icon: link.peer.icon ?? '',
    chains: [link.chain],
    accounts,
    features: {
      [FEATURES.connect]: { connect: async () => ({ accounts }) },
      [FEATURES.disconnect]: { disconnect: () => link.end() },
      [FEATURES.signMessage]: {
        signMessage: async (...inputs: { account: StandardAccount; message: Uint8Array }[]) => {
          const method = 'solana_signMessage';
          const outputs = [];
          for (const { account, message } of inputs) {
            const pubkey = known(account);
            const answer = parseWalletAnswer(
              method,
              WcSolanaSignMessageSchema,
              await request(method, { message: base58.encode(message), pubkey }),
            );
            const signature = base58.decode(answer.signature);
            checkSignature(method, signature, message, pubkey);
            outputs.push({ signedMessage: message, signature });
          }
          return outputs;
        },
      },
      [FEATURES.signTransaction]: {
        signTransaction: async (...inputs: { account: StandardAccount; transaction: Uint8Array }[]) => {
          const outputs = [];
          for (const { account, transaction } of inputs)
            outputs.push({ signedTransaction: await signTransaction(known(account), transaction) });
          return outputs;
        },
      },
      [FEATURES.signAndSendTransaction]: {
        signAndSendTransaction: async (
          ...inputs: { account: StandardAccount; transaction: Uint8Array }[]
        ) => {
          const method = 'solana_signAndSendTransaction';
          const outputs = [];
          for (const { account, transaction } of inputs) {
            const address = known(account);
            const { message } = parseTransaction(transaction);
            const answer = parseWalletAnswer(
              method,
              WcSolanaSignAndSendSchema,
              await request(method, {
                transaction: base64.encode(transaction),
                sendOptions: { preflightCommitment: 'confirmed' },
              }),
            );
            const signature = base58.decode(answer.signature);
            checkSignature(method, signature, message, address);
            outputs.push({ signature });
          }
          return outputs;
        },
      },
    },
  };
}
