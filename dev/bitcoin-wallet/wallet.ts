import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer';
import { hexToBytes } from '@noble/hashes/utils';
import type { Approver } from '../wallet/approver';
import { devBitcoinAccount, type DevBitcoinAccount } from '../bitcoin/dev-keys';
import { REGTEST } from '../bitcoin/regtest';
import { signBip322, signLegacy, type MessageKey } from './message-signing';

// The Dev Bitcoin Wallet: a Wallet Standard wallet (bitcoin:connect, bitcoin:signMessage,
// bitcoin:signTransaction, standard:connect/disconnect/events) over the dev keys of the local
// regtest endpoint. Dev only: its keys come from the public dev mnemonic.

/** The wallet's name, which is also the connector id the widget lists it under. */
export const DEV_BITCOIN_WALLET_NAME = 'Dev Bitcoin Wallet';

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA2NCA2NCI+PGNpcmNsZSBjeD0iMzIiIGN5PSIzMiIgcj0iMzIiIGZpbGw9IiNmNzkzMWEiLz48dGV4dCB4PSIzMiIgeT0iNDQiIGZvbnQtc2l6ZT0iMzYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNmZmYiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIj5EPC90ZXh0Pjwvc3ZnPg==';

/** A wallet answer the user refused: code 4001 like the EVM dev wallet. */
export class UserRejectedError extends Error {
  readonly code = 4001;
  constructor() {
    super('User rejected the request.');
  }
}

/** A Wallet Standard account of this wallet. */
interface DevAccount {
  address: string;
  publicKey: Uint8Array;
  chains: readonly `${string}:${string}`[];
  features: readonly `${string}:${string}`[];
  label: string;
}

/** What the wallet remembers across reloads of a tab. */
export interface DevBitcoinWalletState {
  authorized: boolean;
  accountIndex: number;
}

const CHAINS = ['bitcoin:regtest'] as const;
const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const;

function accountsOf(dev: DevBitcoinAccount): DevAccount[] {
  return [
    {
      address: dev.payment.address,
      publicKey: hexToBytes(dev.payment.publicKey),
      chains: CHAINS,
      features: ACCOUNT_FEATURES,
      label: `Payment ${dev.index}`,
    },
    {
      address: dev.ordinals.address,
      publicKey: hexToBytes(dev.ordinals.publicKey).subarray(1),
      chains: CHAINS,
      features: ACCOUNT_FEATURES,
      label: `Ordinals ${dev.index}`,
    },
  ];
}

/** The signing key of one of a dev account's addresses (payment P2WPKH or ordinals P2TR). */
export function messageKey(dev: DevBitcoinAccount, address: string): MessageKey {
  if (address === dev.payment.address)
    return {
      script: p2wpkh(hexToBytes(dev.payment.publicKey), REGTEST).script,
      privateKey: dev.payment.privateKey,
    };
  if (address === dev.ordinals.address) {
    const xOnly = hexToBytes(dev.ordinals.publicKey).subarray(1);
    return {
      script: p2tr(xOnly, undefined, REGTEST).script,
      privateKey: dev.ordinals.privateKey,
      tapInternalKey: xOnly,
    };
  }
  throw new Error(`Unknown account ${address}`);
}

type ChangeListener = (properties: { accounts?: readonly DevAccount[] }) => void;

/** The wallet object registered with the Wallet Standard, plus the controls the page and tests use. */
export function createDevBitcoinWallet(
  approver: Approver,
  initial: DevBitcoinWalletState,
  onStateChange: (state: DevBitcoinWalletState) => void,
) {
  const state: DevBitcoinWalletState = { ...initial };
  let dev = devBitcoinAccount(state.accountIndex);
  const listeners = new Set<ChangeListener>();
  const currentAccounts = (): DevAccount[] => (state.authorized ? accountsOf(dev) : []);
  const changed = (): void => {
    onStateChange({ ...state });
    const accounts = currentAccounts();
    for (const listener of listeners) listener({ accounts });
  };
  const ask = async (method: string, title: string, details: { label: string; value: string }[]) => {
    if (!(await approver.approve({ method, title, details }))) throw new UserRejectedError();
  };
  const requireAuthorized = (): void => {
    if (!state.authorized) throw new Error('The site is not connected to Dev Bitcoin Wallet.');
  };

  const wallet = {
    version: '1.0.0' as const,
    name: DEV_BITCOIN_WALLET_NAME,
    icon: ICON as `data:image/svg+xml;base64,${string}`,
    chains: CHAINS,
    get accounts() {
      return currentAccounts();
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async ({ silent = false }: { silent?: boolean } = {}) => {
          if (!state.authorized && !silent) {
            await ask('standard:connect', 'Connect to this site', [
              { label: 'Account', value: dev.payment.address },
            ]);
            state.authorized = true;
            changed();
          }
          return { accounts: currentAccounts() };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          state.authorized = false;
          changed();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => undefined;
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async ({ purposes = ['payment'] }: { purposes?: string[] } = {}) => {
          await ask('bitcoin:connect', 'Connect to this site', [
            { label: 'Payment', value: dev.payment.address },
            ...(purposes.includes('ordinals') ? [{ label: 'Ordinals', value: dev.ordinals.address }] : []),
          ]);
          state.authorized = true;
          changed();
          return { accounts: currentAccounts() };
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: DevAccount; message: Uint8Array; protocol?: string }[]) => {
          requireAuthorized();
          const results: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
          for (const { account, message, protocol } of inputs) {
            const text = new TextDecoder().decode(message);
            await ask('bitcoin:signMessage', 'Sign message', [
              { label: 'Address', value: account.address },
              { label: 'Message', value: text },
              { label: 'Protocol', value: protocol === 'ecdsa' ? 'Legacy ECDSA' : 'BIP-322' },
            ]);
            const key = messageKey(dev, account.address);
            const signature = protocol === 'ecdsa' ? signLegacy(text, key) : signBip322(text, key);
            results.push({
              signedMessage: message,
              signature: Uint8Array.from(atob(signature), (c) => c.charCodeAt(0)),
            });
          }
          return results;
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (
          ...inputs: {
            psbt: Uint8Array;
            inputsToSign: { account: DevAccount; signingIndexes: number[]; sigHash?: number }[];
          }[]
        ) => {
          requireAuthorized();
          const results: { signedPsbt: Uint8Array }[] = [];
          for (const { psbt, inputsToSign } of inputs) {
            const tx = Transaction.fromPSBT(psbt);
            const spent = Array.from(
              { length: tx.inputsLength },
              (_, i) => tx.getInput(i).witnessUtxo?.amount ?? 0n,
            );
            await ask('bitcoin:signTransaction', 'Sign transaction', [
              {
                label: 'Inputs to sign',
                value: inputsToSign.map((item) => item.signingIndexes.join(', ')).join('; '),
              },
              { label: 'Spends (sats)', value: spent.reduce((sum, amount) => sum + amount, 0n).toString() },
              { label: 'Outputs', value: String(tx.outputsLength) },
            ]);
            for (const { account, signingIndexes, sigHash } of inputsToSign) {
              const { privateKey } = messageKey(dev, account.address);
              for (const index of signingIndexes)
                tx.signIdx(privateKey, index, sigHash === undefined ? undefined : [sigHash]);
            }
            results.push({ signedPsbt: tx.toPSBT() });
          }
          return results;
        },
      },
    },
  };

  return {
    wallet,
    /** Uses dev account `index` (its payment and ordinals keys); a connected site sees the change. */
    selectAccount(index: number): void {
      dev = devBitcoinAccount(index);
      state.accountIndex = index;
      changed();
    },
    /** Whether a site is connected and which addresses it sees. */
    getState: () => ({ ...state, payment: dev.payment.address, ordinals: dev.ordinals.address }),
  };
}
