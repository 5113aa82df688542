import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { base64, hex } from '@scure/base';
import { purposeOfAddress } from './address';
import type { BitcoinAccountAddress, BitcoinWalletAdapter, SignInput, SignMessageParams } from './types';

// The Bitcoin features of the Wallet Standard, as Bitcoin wallets register them.
const CONNECT = 'bitcoin:connect';
const SIGN_MESSAGE = 'bitcoin:signMessage';
const SIGN_TRANSACTION = 'bitcoin:signTransaction';
const STANDARD_CONNECT = 'standard:connect';
const STANDARD_DISCONNECT = 'standard:disconnect';
const STANDARD_EVENTS = 'standard:events';

interface ConnectFeature {
  connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }>;
}
interface SignMessageFeature {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: string }[]
  ): Promise<readonly { signature: Uint8Array }[]>;
}
interface SignTransactionFeature {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array;
      inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[];
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>;
}
interface StandardConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>;
}
interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void;
}

/** Whether a registered Wallet Standard wallet speaks Bitcoin (connect, sign message, sign PSBT). */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return [CONNECT, SIGN_MESSAGE, SIGN_TRANSACTION].every((feature) => feature in wallet.features);
}

function feature<T>(wallet: Wallet, name: string): T {
  const found = wallet.features[name as `${string}:${string}`];
  if (!found) throw new Error(`${wallet.name} does not support ${name}`);
  return found as T;
}

/** Payment addresses first (the active one leads), then ordinals. */
function toAddresses(accounts: readonly WalletAccount[]): BitcoinAccountAddress[] {
  const listed = accounts.map((account) => ({
    address: account.address,
    purpose: purposeOfAddress(account.address),
    ...(account.publicKey.length > 0 ? { publicKey: hex.encode(Uint8Array.from(account.publicKey)) } : {}),
  }));
  return [...listed.filter((a) => a.purpose === 'payment'), ...listed.filter((a) => a.purpose !== 'payment')];
}

/** A Bitcoin wallet of the Wallet Standard, behind the client's wallet interface. */
export function walletStandardAdapter(wallet: Wallet): BitcoinWalletAdapter {
  let known: readonly WalletAccount[] = wallet.accounts;
  const account = (address: string): WalletAccount => {
    const found = [...known, ...wallet.accounts].find((item) => item.address === address);
    if (!found) throw new Error(`${address} is not an address of ${wallet.name}`);
    return found;
  };
  return {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    connect: async () => {
      const { accounts } = await feature<ConnectFeature>(wallet, CONNECT).connect({
        purposes: ['payment', 'ordinals'],
      });
      known = accounts;
      return toAddresses(accounts);
    },
    restore: async () => {
      if (wallet.accounts.length > 0) {
        known = wallet.accounts;
        return toAddresses(known);
      }
      if (!(STANDARD_CONNECT in wallet.features)) return undefined;
      try {
        const { accounts } = await feature<StandardConnectFeature>(wallet, STANDARD_CONNECT).connect({
          silent: true,
        });
        if (accounts.length === 0) return undefined;
        known = accounts;
        return toAddresses(accounts);
      } catch {
        return undefined;
      }
    },
    signMessage: async ({ address, message, protocol }: SignMessageParams) => {
      const [result] = await feature<SignMessageFeature>(wallet, SIGN_MESSAGE).signMessage({
        account: account(address),
        message: new TextEncoder().encode(message),
        ...(protocol ? { protocol } : {}),
      });
      if (!(result?.signature instanceof Uint8Array)) throw new Error(`${wallet.name} returned no signature`);
      return base64.encode(result.signature);
    },
    signPsbt: async (psbt: Uint8Array, inputs: SignInput[]) => {
      const byAddress = new Map<string, SignInput[]>();
      for (const input of inputs)
        byAddress.set(input.address, [...(byAddress.get(input.address) ?? []), input]);
      const inputsToSign = [...byAddress].map(([address, group]) => ({
        account: account(address),
        signingIndexes: group.map((input) => input.index),
        ...(group[0]?.sighashTypes?.[0] === undefined ? {} : { sigHash: group[0].sighashTypes[0] }),
      }));
      const [result] = await feature<SignTransactionFeature>(wallet, SIGN_TRANSACTION).signTransaction({
        psbt,
        inputsToSign,
      });
      if (!(result?.signedPsbt instanceof Uint8Array))
        throw new Error(`${wallet.name} returned no signed PSBT`);
      return result.signedPsbt;
    },
    disconnect: async () => {
      known = [];
      if (STANDARD_DISCONNECT in wallet.features)
        await feature<{ disconnect(): Promise<void> }>(wallet, STANDARD_DISCONNECT).disconnect();
    },
    onAccountsChanged: (listener) => {
      if (!(STANDARD_EVENTS in wallet.features)) return () => undefined;
      return feature<EventsFeature>(wallet, STANDARD_EVENTS).on('change', ({ accounts }) => {
        if (!accounts) return;
        known = accounts;
        listener(toAddresses(accounts));
      });
    },
  };
}
