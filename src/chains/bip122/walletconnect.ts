import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { isAddressOfNetwork, purposeOfAddress } from './address';
import type { BitcoinAccountAddress, BitcoinWalletAdapter, SignInput, SignMessageParams } from './types';
import {
  parseWalletAnswer,
  WcAccountAddressesSchema,
  WcSendTransferSchema,
  WcSignMessageSchema,
  WcSignPsbtSchema,
} from './walletconnect-schemas';

/** A WalletConnect session's bip122 side, as the Bitcoin client drives it. */
export interface WalletConnectBitcoinLink {
  /** The CAIP-2 chain of the session's Bitcoin accounts (`bip122:<genesis prefix>`). */
  chain: string;
  /** The session's Bitcoin addresses on that chain, in the wallet's order. */
  addresses: readonly string[];
  /** The wallet's name and icon, from the session's peer metadata. */
  peer: { name: string; icon?: string };
  /** Sends a bip122 request to the wallet over the session. */
  request(method: string, params: unknown): Promise<unknown>;
  /** Ends the WalletConnect session. */
  end(): Promise<void>;
}

/** The connector id a WalletConnect wallet is remembered under (the same as for eip155). */
export const WALLET_CONNECT_BITCOIN_ID = 'walletConnect';

/** Throws unless `address` is an address of the link's network. */
function checkAddress(address: string, chain: string, method: string): string {
  if (!isAddressOfNetwork(address, chain))
    throw new Error(
      `The wallet's answer to ${method} is malformed: ${JSON.stringify(address.slice(0, 100))} is not an address of ${chain}`,
    );
  return address;
}

/** The session's addresses as account addresses: Taproot ones are ordinals, the others payment. */
export function sessionAddresses(link: Pick<WalletConnectBitcoinLink, 'addresses' | 'chain'>) {
  return link.addresses.map((address): BitcoinAccountAddress => ({
    address: checkAddress(address, link.chain, 'the session proposal'),
    purpose: purposeOfAddress(address),
  }));
}

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

/** Whether two PSBTs spend and pay the same (their unsigned transactions are equal). */
function sameTransaction(sent: Uint8Array, signed: Uint8Array): boolean {
  try {
    const before = Transaction.fromPSBT(sent).unsignedTx;
    const after = Transaction.fromPSBT(signed).unsignedTx;
    return hex.encode(before) === hex.encode(after);
  } catch {
    return false;
  }
}

/**
 * A Bitcoin wallet reached over WalletConnect (SPEC §7 bip122 methods). Requests carry the payment
 * address as `account`; every answer is checked (shapes, addresses of the session's network,
 * base64 signatures, a signed PSBT of the same transaction) before the host sees it.
 */
export function createWalletConnectBitcoinWallet(link: WalletConnectBitcoinLink): BitcoinWalletAdapter {
  let accounts = sessionAddresses(link);
  const request = (method: string, params: unknown): Promise<unknown> =>
    link.request(method, params).catch((error: unknown) => {
      throw walletError(error, method);
    });
  const account = (): string => {
    const payment = accounts.find((item) => item.purpose === 'payment') ?? accounts[0];
    if (!payment) throw new Error('The WalletConnect session has no Bitcoin address');
    return payment.address;
  };
  const listeners = new Set<(next: BitcoinAccountAddress[]) => void>();

  const accountAddresses = async (): Promise<BitcoinAccountAddress[]> => {
    const answer = parseWalletAnswer(
      'getAccountAddresses',
      WcAccountAddressesSchema,
      await request('getAccountAddresses', { account: account(), intentions: ['payment', 'ordinal'] }),
    );
    const next = answer.map((entry): BitcoinAccountAddress => {
      const address = checkAddress(entry.address, link.chain, 'getAccountAddresses');
      return {
        address,
        purpose: entry.intention ?? purposeOfAddress(address),
        ...(entry.publicKey ? { publicKey: entry.publicKey.toLowerCase() } : {}),
        ...(entry.path ? { path: entry.path } : {}),
      };
    });
    if (!next.some((entry) => entry.purpose === 'payment'))
      throw new Error("The wallet's answer to getAccountAddresses is malformed: it lists no payment address");
    const changed = JSON.stringify(next) !== JSON.stringify(accounts);
    accounts = next;
    if (changed) for (const listener of listeners) listener(next);
    return next.map((entry) => ({ ...entry }));
  };

  return {
    id: WALLET_CONNECT_BITCOIN_ID,
    name: link.peer.name,
    icon: link.peer.icon,
    connect: async () => accounts.map((entry) => ({ ...entry })),
    restore: async () => accounts.map((entry) => ({ ...entry })),
    accountAddresses,
    signMessage: async ({ address, message, protocol }: SignMessageParams) => {
      const answer = parseWalletAnswer(
        'signMessage',
        WcSignMessageSchema,
        await request('signMessage', {
          account: account(),
          address,
          message,
          ...(protocol ? { protocol } : {}),
        }),
      );
      if (answer.address !== undefined && answer.address !== address)
        throw new Error(
          `The wallet's answer to signMessage is malformed: signed with ${JSON.stringify(answer.address.slice(0, 100))}, not ${address}`,
        );
      return answer.signature;
    },
    signPsbt: async (psbt: Uint8Array, inputs: SignInput[]) => {
      const answer = parseWalletAnswer(
        'signPsbt',
        WcSignPsbtSchema,
        await request('signPsbt', {
          account: account(),
          psbt: base64.encode(psbt),
          signInputs: inputs,
          broadcast: false,
        }),
      );
      const signed = base64.decode(answer.psbt);
      if (!sameTransaction(psbt, signed))
        throw new Error(
          "The wallet's answer to signPsbt is malformed: psbt is not a signed copy of the transaction sent",
        );
      return signed;
    },
    sendTransfer: async ({ recipient, amount }) => {
      const answer = parseWalletAnswer(
        'sendTransfer',
        WcSendTransferSchema,
        await request('sendTransfer', {
          account: account(),
          recipientAddress: recipient,
          amount: amount.toString(),
        }),
      );
      return answer.txid.toLowerCase();
    },
    disconnect: () => link.end(),
    onAccountsChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
