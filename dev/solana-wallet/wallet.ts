import { ed25519 } from '@noble/curves/ed25519';
import type { Approver } from '../wallet/approver';
import type { StandardAccount } from '../../src/chains/solana/wallet-standard-types';
import { devSolanaKey, type DevSolanaKey } from './keys';
import { DEV_SOLANA_ICON } from './icon';
import { base58 } from '@scure/base';
import { rpcUrlFor, sendWire, signWire, summarizeTransaction } from './transactions';

type ChangeListener = (properties: { accounts?: readonly StandardAccount[] }) => void;

/** Where the wallet keeps "this page may connect silently" across reloads of the tab. */
export const AUTHORIZED_KEY = 'dev-solana-wallet:authorized';

/** Thrown when the user (or the rejectAll setting) refuses a request; code 4001 as wallets use. */
export class UserRejectedError extends Error {
  readonly code = 4001;
  constructor() {
    super('User rejected the request.');
    this.name = 'UserRejectedError';
  }
}

/**
 * The Dev Solana Wallet: a Wallet Standard wallet that signs with the dev keys and asks the
 * approver (the in-page prompt, or the test's policy) before connecting and signing.
 */
export class DevSolanaWallet {
  readonly version = '1.0.0' as const;
  readonly name = 'Dev Solana Wallet';
  readonly icon = DEV_SOLANA_ICON;
  private key: DevSolanaKey;
  private connected = false;
  private readonly listeners = new Set<ChangeListener>();

  constructor(
    readonly chains: readonly string[],
    private readonly approver: Approver,
    private readonly storage: () => Storage,
    accountIndex = 0,
  ) {
    this.key = devSolanaKey(accountIndex);
  }

  get accounts(): readonly StandardAccount[] {
    return this.connected ? [this.account()] : [];
  }

  private account(): StandardAccount {
    return {
      address: this.key.address,
      publicKey: this.key.publicKey,
      chains: this.chains,
      features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
    };
  }

  private async ask(
    method: string,
    title: string,
    details: { label: string; value: string }[],
  ): Promise<void> {
    if (!(await this.approver.approve({ method, title, details }))) throw new UserRejectedError();
  }

  /** Checks the request is for the connected key, asks the user, and returns each transaction signed. */
  private async signAll(
    method: string,
    title: string,
    inputs: readonly { account: StandardAccount; transaction: Uint8Array }[],
  ): Promise<Uint8Array[]> {
    if (!this.connected) throw new Error('Not connected');
    if (inputs.some((input) => input.account.address !== this.key.address))
      throw new Error('Unknown account');
    const details = inputs.flatMap((input) => summarizeTransaction(input.transaction));
    await this.ask(method, title, details);
    return inputs.map((input) => signWire(input.transaction, this.key.address, this.key.secret));
  }

  private emit(): void {
    for (const listener of this.listeners) listener({ accounts: this.accounts });
  }

  /** Uses dev key `index` from now on (as a user picking another account). */
  useAccount(index: number): void {
    this.key = devSolanaKey(index);
    if (this.connected) this.emit();
  }

  readonly features = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        const authorized = this.storage().getItem(AUTHORIZED_KEY) === '1';
        if (input?.silent && !authorized) return { accounts: [] };
        if (!authorized)
          await this.ask('standard:connect', 'Connect to this site', [
            { label: 'Account', value: this.key.address },
          ]);
        this.storage().setItem(AUTHORIZED_KEY, '1');
        this.connected = true;
        return { accounts: this.accounts };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        this.storage().removeItem(AUTHORIZED_KEY);
        this.connected = false;
        this.emit();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: ChangeListener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { account: StandardAccount; transaction: Uint8Array }[]) =>
        (await this.signAll('solana:signTransaction', 'Sign transaction', inputs)).map(
          (signedTransaction) => ({
            signedTransaction,
          }),
        ),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (
        ...inputs: { account: StandardAccount; transaction: Uint8Array; chain: string }[]
      ) => {
        const signed = await this.signAll('solana:signAndSendTransaction', 'Send transaction', inputs);
        return Promise.all(
          signed.map(async (wire, index) => {
            const rpcUrl = await rpcUrlFor(inputs[index]?.chain ?? '');
            return { signature: base58.decode(await sendWire(rpcUrl, wire)) };
          }),
        );
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { account: StandardAccount; message: Uint8Array }[]) => {
        if (!this.connected) throw new Error('Not connected');
        if (inputs.some((input) => input.account.address !== this.key.address))
          throw new Error('Unknown account');
        const text = inputs.map((input) => new TextDecoder().decode(input.message)).join('\n');
        await this.ask('solana:signMessage', 'Sign message', [{ label: 'Message', value: text }]);
        return inputs.map(({ message }) => ({
          signedMessage: message,
          signature: ed25519.sign(message, this.key.secret),
        }));
      },
    },
  };
}
