/** The parts of a Wallet Standard wallet (github.com/wallet-standard) this client uses. */
export interface StandardAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
}

/** A registered wallet: name, icon, chains, and its features by name. */
export interface StandardWallet {
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
  readonly accounts: readonly StandardAccount[];
}

/** `standard:connect`. */
export interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>;
}

/** `standard:disconnect`. */
export interface DisconnectFeature {
  disconnect(): Promise<void>;
}

/** `standard:events`: `change` reports new accounts (and chains/features). */
export interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: readonly StandardAccount[] }) => void): () => void;
}

/** `solana:signMessage`. */
export interface SignMessageFeature {
  signMessage(
    ...inputs: { account: StandardAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>;
}

/** `solana:signTransaction`. */
export interface SignTransactionFeature {
  signTransaction(
    ...inputs: { account: StandardAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>;
}

/** `solana:signAndSendTransaction`. */
export interface SignAndSendTransactionFeature {
  signAndSendTransaction(
    ...inputs: { account: StandardAccount; transaction: Uint8Array; chain: string }[]
  ): Promise<readonly { signature: Uint8Array }[]>;
}

/** Feature names, as the standard spells them. */
export const FEATURES = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signMessage: 'solana:signMessage',
  signTransaction: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const;

function hasMethod(value: unknown, method: string): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[method] === 'function'
  );
}

/** A wallet's feature when it has it with the expected method; undefined otherwise. */
export function feature<T>(wallet: StandardWallet, name: string, method: string): T | undefined {
  const value = wallet.features[name];
  return hasMethod(value, method) ? (value as T) : undefined;
}

/** Whether a registered wallet can connect to Solana (has `standard:connect` and a `solana:` chain). */
export function isSolanaWallet(wallet: StandardWallet): boolean {
  return (
    typeof wallet.name === 'string' &&
    wallet.name.length > 0 &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    feature<ConnectFeature>(wallet, FEATURES.connect, 'connect') !== undefined
  );
}
