import { base58, base64 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { parseTransaction } from '../../src/chains/solana/transaction';
import { devSolanaKey, type DevSolanaKey } from '../solana-wallet/keys';
import { sendWire, signWire } from '../solana-wallet/transactions';

// The dev mobile wallet's Solana side: answers the solana_* WalletConnect methods (SPEC §7, in
// WalletConnect's Solana JSON-RPC shapes) with dev key 0, and sends through the stack's local
// validator. Dev only.

/** A request the wallet refuses for its parameters (JSON-RPC "invalid params"). */
class InvalidParams extends Error {
  readonly code = -32602;
}

type Params = Record<string, unknown>;

const object = (value: unknown, method: string): Params => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidParams(`${method} expects an object of parameters`);
  return value as Params;
};

function decoded(value: unknown, decode: (text: string) => Uint8Array, what: string): Uint8Array {
  if (typeof value !== 'string' || value === '') throw new InvalidParams(`${what} must be a string`);
  try {
    return decode(value);
  } catch {
    throw new InvalidParams(`${what} is not valid`);
  }
}

/** Signs and sends for the local Solana chain with a dev key. */
export class DevSolanaSigner {
  private readonly key: DevSolanaKey = devSolanaKey(0);

  constructor(
    /** The CAIP-2 chain of the stack's local validator. */
    readonly chain: string,
    private readonly rpcUrl: string,
  ) {}

  /** The address the wallet shares. */
  get address(): string {
    return this.key.address;
  }

  /** Methods a wallet answers without asking (the address the session already shares). */
  isReadOnly(method: string): boolean {
    return method === 'solana_getAccounts' || method === 'solana_requestAccounts';
  }

  /** Runs an approved solana request; resolves with WalletConnect's answer shape. */
  async run(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: this.address }];
      case 'solana_signMessage':
        return this.signMessage(object(params, method));
      case 'solana_signTransaction':
        return this.signTransaction(object(params, method).transaction, method);
      case 'solana_signAllTransactions': {
        const { transactions } = object(params, method);
        if (!Array.isArray(transactions) || transactions.length === 0)
          throw new InvalidParams(`${method}: transactions must list base64 transactions`);
        return {
          transactions: transactions.map((item) => this.signTransaction(item, method).transaction),
        };
      }
      case 'solana_signAndSendTransaction': {
        const { transaction } = this.signTransaction(object(params, method).transaction, method);
        return { signature: await sendWire(this.rpcUrl, base64.decode(transaction)) };
      }
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: -32601 });
    }
  }

  private signMessage(input: Params) {
    const message = decoded(input['message'], base58.decode, 'solana_signMessage: message (base58)');
    if (input['pubkey'] !== undefined && input['pubkey'] !== this.address)
      throw new InvalidParams(`solana_signMessage: pubkey ${String(input['pubkey'])} is not this wallet's`);
    return { signature: base58.encode(ed25519.sign(message, this.key.secret)) };
  }

  private signTransaction(value: unknown, method: string): { signature: string; transaction: string } {
    const wire = decoded(value, base64.decode, `${method}: transaction (base64)`);
    let signed: Uint8Array;
    try {
      signed = signWire(wire, this.address, this.key.secret);
    } catch (error) {
      throw new InvalidParams(`${method}: ${(error as Error).message}`);
    }
    const { signatures, signers } = parseTransaction(signed);
    return {
      signature: base58.encode(signatures[signers.indexOf(this.address)]!),
      transaction: base64.encode(signed),
    };
  }
}
