import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { createEsploraClient, type EsploraClient } from '../../src/chains/bip122/esplora';
import { buildTransferPsbt } from '../../src/chains/bip122/transfer';
import { devBitcoinAccount, type DevBitcoinAccount } from '../bitcoin/dev-keys';
import { bip322MessageHash, legacyMessageDigest } from '../../src/chains/bip122/message-hashes';
import { signBip322, signLegacy } from '../bitcoin-wallet/message-signing';
import { messageKey } from '../bitcoin-wallet/wallet';

// The dev mobile wallet's Bitcoin side: answers the bip122 WalletConnect methods (SPEC §7) with
// dev account 0's regtest keys (payment P2WPKH, ordinals P2TR), and broadcasts through the
// stack's Esplora endpoint. Dev only.

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

const text = (params: Params, key: string, method: string): string => {
  const value = params[key];
  if (typeof value !== 'string' || value === '')
    throw new InvalidParams(`${method}: ${key} must be a string`);
  return value;
};

/** Signs and sends for one regtest chain with a dev account's keys. */
export class DevBitcoinSigner {
  private readonly dev: DevBitcoinAccount = devBitcoinAccount(0);
  private readonly esplora: EsploraClient;

  constructor(
    /** The CAIP-2 chain of the stack's regtest endpoint. */
    readonly chain: string,
    esploraUrl: string,
  ) {
    this.esplora = createEsploraClient(esploraUrl.replace(/\/+$/, ''));
  }

  /** The addresses the wallet shares: payment first, then ordinals. */
  get addresses(): string[] {
    return [this.dev.payment.address, this.dev.ordinals.address];
  }

  /** Methods a wallet answers without asking (it shared these addresses when the session started). */
  isReadOnly(method: string): boolean {
    return method === 'getAccountAddresses';
  }

  /** Runs an approved bip122 request; resolves with the answer of SPEC §7's shape. */
  async run(method: string, params: unknown): Promise<unknown> {
    const input = object(params, method);
    const account = text(input, 'account', method);
    if (account !== this.dev.payment.address)
      throw new InvalidParams(`${method}: account ${account} is not this wallet's payment address`);
    switch (method) {
      case 'getAccountAddresses':
        return [
          { ...this.shared('payment'), intention: 'payment' },
          { ...this.shared('ordinals'), intention: 'ordinal' },
        ];
      case 'signMessage':
        return this.signMessage(input);
      case 'signPsbt':
        return this.signPsbt(input);
      case 'sendTransfer':
        return this.sendTransfer(input);
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: -32601 });
    }
  }

  private shared(kind: 'payment' | 'ordinals') {
    const { address, publicKey, path } = this.dev[kind];
    return { address, publicKey, path };
  }

  private signMessage(input: Params) {
    const message = text(input, 'message', 'signMessage');
    const address = typeof input['address'] === 'string' ? input['address'] : this.dev.payment.address;
    const protocol = input['protocol'] ?? 'bip322';
    if (protocol !== 'bip322' && protocol !== 'ecdsa')
      throw new InvalidParams(`signMessage: protocol ${JSON.stringify(protocol)} is not supported`);
    const key = messageKey(this.dev, address);
    const legacy = protocol === 'ecdsa';
    return {
      address,
      signature: legacy ? signLegacy(message, key) : signBip322(message, key),
      messageHash: hex.encode(legacy ? legacyMessageDigest(message) : bip322MessageHash(message)),
    };
  }

  private async signPsbt(input: Params) {
    let tx: Transaction;
    try {
      tx = Transaction.fromPSBT(base64.decode(text(input, 'psbt', 'signPsbt')));
    } catch {
      throw new InvalidParams('signPsbt: psbt is not a base64 PSBT');
    }
    const signInputs = input['signInputs'];
    if (!Array.isArray(signInputs) || signInputs.length === 0)
      throw new InvalidParams('signPsbt: signInputs must list the inputs to sign');
    for (const entry of signInputs) {
      const { address, index, sighashTypes } = object(entry, 'signPsbt') as {
        address?: unknown;
        index?: unknown;
        sighashTypes?: unknown;
      };
      if (typeof address !== 'string' || typeof index !== 'number')
        throw new InvalidParams('signPsbt: each input needs an address and an index');
      const allowed = Array.isArray(sighashTypes) ? (sighashTypes as number[]) : undefined;
      tx.signIdx(messageKey(this.dev, address).privateKey, index, allowed);
    }
    const psbt = base64.encode(tx.toPSBT());
    if (input['broadcast'] !== true) return { psbt };
    tx.finalize();
    return { psbt, txid: await this.esplora.broadcast(tx.hex) };
  }

  private async sendTransfer(input: Params) {
    const recipient = text(input, 'recipientAddress', 'sendTransfer');
    const amount = text(input, 'amount', 'sendTransfer');
    if (!/^\d+$/.test(amount)) throw new InvalidParams('sendTransfer: amount must be satoshis as digits');
    const from = this.dev.payment.address;
    const [utxos, feeRate] = await Promise.all([this.esplora.utxos(from), this.esplora.feeRate()]);
    const transfer = buildTransferPsbt({ utxos, from, to: recipient, amount: BigInt(amount), feeRate });
    const tx = Transaction.fromPSBT(transfer.psbt);
    const { privateKey } = messageKey(this.dev, from);
    for (const index of transfer.inputIndexes) tx.signIdx(privateKey, index);
    tx.finalize();
    return { txid: await this.esplora.broadcast(tx.hex) };
  }
}
