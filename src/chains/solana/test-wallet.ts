import { ed25519 } from '@noble/curves/ed25519';
import { bytesToBase58 } from './base58';
import type { StandardAccount, StandardWallet } from './wallet-standard-types';

/** A Wallet Standard Solana wallet for spec tests: real ed25519 keys, answers chosen by the test. */
export class TestSolanaWallet implements StandardWallet {
  readonly version = '1.0.0' as const;
  readonly icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
  accounts: StandardAccount[] = [];
  readonly keys: Uint8Array[];
  /** When set, the next request is refused with this message (as a user's reject). */
  refuseWith: string | undefined;
  connectCalls: { silent?: boolean }[] = [];
  private listeners = new Set<(properties: { accounts?: readonly StandardAccount[] }) => void>();

  constructor(
    readonly name: string,
    readonly chains: readonly string[],
    keyCount = 2,
  ) {
    this.keys = Array.from({ length: keyCount }, () => ed25519.utils.randomPrivateKey());
  }

  account(index: number): StandardAccount {
    const publicKey = ed25519.getPublicKey(this.keys[index] as Uint8Array);
    return {
      address: bytesToBase58(publicKey),
      publicKey,
      chains: this.chains,
      features: ['solana:signMessage'],
    };
  }

  /** Emits `change` as a wallet does when the user picks other accounts. */
  changeAccounts(indexes: number[]): void {
    this.accounts = indexes.map((index) => this.account(index));
    for (const listener of this.listeners) listener({ accounts: this.accounts });
  }

  private refuse(): void {
    const message = this.refuseWith;
    this.refuseWith = undefined;
    if (message !== undefined) throw new Error(message);
  }

  readonly features = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        this.connectCalls.push(input ?? {});
        this.refuse();
        if (this.accounts.length === 0) this.accounts = [this.account(0)];
        return { accounts: this.accounts };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        this.accounts = [];
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (properties: { accounts?: readonly StandardAccount[] }) => void) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { account: StandardAccount; message: Uint8Array }[]) => {
        this.refuse();
        return inputs.map(({ account, message }) => {
          const index = this.accounts.findIndex((known) => known.address === account.address);
          if (index < 0) throw new Error('unknown account');
          const key = this.keys[this.keys.findIndex((_, i) => this.account(i).address === account.address)];
          return { signedMessage: message, signature: ed25519.sign(message, key as Uint8Array) };
        });
      },
    },
  };
}
