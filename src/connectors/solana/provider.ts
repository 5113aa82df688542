import { addressBytes } from '../../chains/solana/keys';
import { parseTransaction } from '../../chains/solana/transaction';
import { solanaText } from '../../locales/en/solana';
import { en } from '../../locales/en';
import { signMessageBytes, signTransactionBytes, walletSignAndSend, type Signer } from './signing';

/** A public key as hosts read it from AppKit's provider (web3.js PublicKey's common methods). */
export interface ProviderPublicKey {
  toBase58(): string;
  toString(): string;
  toJSON(): string;
  toBytes(): Uint8Array;
  equals(other: { toBase58(): string }): boolean;
}

/** Where `sendTransaction` broadcasts: a web3.js Connection, or anything with its sendRawTransaction. */
export interface RawTransactionSender {
  sendRawTransaction(wire: Uint8Array, options?: unknown): Promise<string>;
}

/** AppKit's Solana provider shape (`useAppKitProvider('solana')`), over the connected wallet. */
export interface SolanaProvider {
  readonly name: string | undefined;
  readonly icon: string | undefined;
  readonly publicKey: ProviderPublicKey | undefined;
  /** Resolves with the connected address. */
  connect(): Promise<string>;
  disconnect(): Promise<void>;
  /** Signs message bytes; resolves with the 64-byte ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** Signs a transaction (web3.js Transaction / VersionedTransaction, or wire bytes); resolves with it signed. */
  signTransaction<T>(transaction: T): Promise<T>;
  signAllTransactions<T>(transactions: T[]): Promise<T[]>;
  /** Has the wallet sign and broadcast; resolves with the base58 signature. */
  signAndSendTransaction<T>(transaction: T, options?: unknown): Promise<string>;
  /** Signs with the wallet and broadcasts through `connection`; resolves with the base58 signature. */
  sendTransaction<T>(transaction: T, connection: RawTransactionSender, options?: unknown): Promise<string>;
}

function publicKeyOf(address: string): ProviderPublicKey {
  return {
    toBase58: () => address,
    toString: () => address,
    toJSON: () => address,
    toBytes: () => addressBytes(address),
    equals: (other) => other.toBase58() === address,
  };
}

interface LegacyLike {
  signatures: { publicKey: { toBase58(): string } }[];
  addSignature(publicKey: unknown, signature: Uint8Array): void;
  serialize(options: object): Uint8Array;
}
interface VersionedLike {
  version: unknown;
  signatures: Uint8Array[];
  serialize(): Uint8Array;
}

function isVersioned(transaction: object): transaction is VersionedLike {
  return 'version' in transaction && Array.isArray((transaction as VersionedLike).signatures);
}

/** The wire bytes of a host's transaction (raw bytes, a web3.js VersionedTransaction or a legacy Transaction). */
export function wireOf(transaction: unknown): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction;
  if (typeof transaction !== 'object' || transaction === null) throw new Error(solanaText.notATransaction);
  const serialize = (transaction as { serialize?: unknown }).serialize;
  if (typeof serialize !== 'function') throw new Error(solanaText.notATransaction);
  const wire: unknown = isVersioned(transaction)
    ? transaction.serialize()
    : (transaction as LegacyLike).serialize({ requireAllSignatures: false, verifySignatures: false });
  if (!(wire instanceof Uint8Array)) throw new Error(solanaText.notATransaction);
  return wire;
}

/** Copies `signer`'s signature from the signed wire bytes onto the host's transaction object. */
export function withSignatureOf<T>(transaction: T, signed: Uint8Array, signer: string): T {
  if (transaction instanceof Uint8Array) return signed as T;
  const parsed = parseTransaction(signed);
  const slot = parsed.signers.indexOf(signer);
  const signature = parsed.signatures[slot];
  if (slot < 0 || !signature) throw new Error(solanaText.noSignature(signer));
  const target = transaction as object;
  if (isVersioned(target)) {
    target.signatures[slot] = signature;
    return transaction;
  }
  const legacy = target as LegacyLike;
  const entry = legacy.signatures.find((pair) => pair.publicKey.toBase58() === signer);
  if (!entry) throw new Error(solanaText.noSignature(signer));
  legacy.addSignature(entry.publicKey, signature);
  return transaction;
}

/** What the provider needs from the Solana client. */
export interface ProviderBackend {
  signer(): Signer | undefined;
  disconnect(): Promise<void>;
}

/** The provider `getProvider('solana')` gives hosts, in AppKit's shape, over the connected wallet. */
export function createSolanaProvider(backend: ProviderBackend): SolanaProvider {
  const connected = (): Signer => {
    const signer = backend.signer();
    if (!signer) throw new Error(en.wallet.notConnected);
    return signer;
  };
  const signOne = async <T>(transaction: T): Promise<T> => {
    const signer = connected();
    const signed = await signTransactionBytes(signer, wireOf(transaction));
    return withSignatureOf(transaction, signed, signer.account.address);
  };
  return {
    get name() {
      return backend.signer()?.wallet.name;
    },
    get icon() {
      return backend.signer()?.wallet.icon;
    },
    get publicKey() {
      const signer = backend.signer();
      return signer ? publicKeyOf(signer.account.address) : undefined;
    },
    connect: async () => connected().account.address,
    disconnect: () => backend.disconnect(),
    async signMessage(message) {
      if (!(message instanceof Uint8Array))
        throw new Error('signMessage expects the message as a Uint8Array');
      return signMessageBytes(connected(), message);
    },
    signTransaction: signOne,
    async signAllTransactions(transactions) {
      const signed = [];
      for (const transaction of transactions) signed.push(await signOne(transaction));
      return signed;
    },
    signAndSendTransaction: async (transaction) => walletSignAndSend(connected(), wireOf(transaction)),
    async sendTransaction(transaction, connection, options) {
      const signed = wireOf(await signOne(transaction));
      return connection.sendRawTransaction(signed, options);
    },
  };
}
