import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { addressScript, networkOfAddress } from './address';
import type { EsploraClient } from './esplora';
import { buildTransferPsbt, DUST_SATS, finalizePsbt } from './transfer';
import type {
  BitcoinAccountAddress,
  BitcoinProvider,
  BitcoinWalletAdapter,
  SendTransferParams,
  SignInput,
  SignMessageParams,
  SignPsbtParams,
} from './types';
import { parseSats } from './units';

/** What the host provider works on: the connected wallet and its addresses, and the network's API. */
export interface BitcoinProviderDeps {
  /** The connected wallet and its addresses; throws a "not connected" error otherwise. */
  session(): { wallet: BitcoinWalletAdapter; accounts: readonly BitcoinAccountAddress[] };
  /** The Esplora API of the active network. */
  esplora(): EsploraClient;
  /** Called after a broadcast (balances and activity changed). */
  onBroadcast?(txid: string): void;
}

function requireObject(value: unknown, method: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new Error(`${method} expects an object parameter`);
  return value as Record<string, unknown>;
}

function knownAddress(accounts: readonly BitcoinAccountAddress[], address: unknown, method: string): string {
  if (typeof address !== 'string' || !accounts.some((account) => account.address === address))
    throw new Error(`${method}: ${JSON.stringify(address)} is not an address of the connected wallet`);
  return address;
}

function decodePsbt(value: unknown): { bytes: Uint8Array; inputs: number } {
  if (typeof value !== 'string' || value.length === 0)
    throw new Error('signPSBT: psbt must be a base64 string');
  try {
    const bytes = base64.decode(value);
    return { bytes, inputs: Transaction.fromPSBT(bytes).inputsLength };
  } catch {
    throw new Error('signPSBT: psbt is not a valid base64 PSBT');
  }
}

function signInputsOf(
  value: unknown,
  accounts: readonly BitcoinAccountAddress[],
  inputCount: number,
): SignInput[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new Error('signPSBT: signInputs must list at least one input');
  return value.map((raw, position) => {
    const input = requireObject(raw, `signPSBT: signInputs[${position}]`);
    const index = input.index;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= inputCount)
      throw new Error(
        `signPSBT: signInputs[${position}].index must be an input of the PSBT (0-${inputCount - 1})`,
      );
    const sighashTypes = input.sighashTypes;
    if (sighashTypes !== undefined && (!Array.isArray(sighashTypes) || !sighashTypes.every(Number.isInteger)))
      throw new Error(`signPSBT: signInputs[${position}].sighashTypes must be a list of integers`);
    return {
      address: knownAddress(accounts, input.address, 'signPSBT'),
      index,
      ...(sighashTypes ? { sighashTypes: sighashTypes as number[] } : {}),
    };
  });
}

/** The provider `getProvider('bip122')` gives the host: AppKit's BitcoinConnector methods, with checked input. */
export function createBitcoinProvider(deps: BitcoinProviderDeps): BitcoinProvider {
  const broadcast = async (hex: string): Promise<string> => {
    const txid = await deps.esplora().broadcast(hex);
    deps.onBroadcast?.(txid);
    return txid;
  };
  return {
    getAccountAddresses: async () => {
      const { wallet, accounts } = deps.session();
      if (wallet.accountAddresses) return wallet.accountAddresses();
      return accounts.map((account) => ({ ...account }));
    },
    signMessage: async (params: SignMessageParams) => {
      const input = requireObject(params, 'signMessage');
      const { wallet, accounts } = deps.session();
      if (typeof input.message !== 'string') throw new Error('signMessage: message must be a string');
      const protocol = input.protocol ?? 'bip322';
      if (protocol !== 'bip322' && protocol !== 'ecdsa')
        throw new Error(`signMessage: protocol must be "bip322" or "ecdsa", not ${JSON.stringify(protocol)}`);
      const address = knownAddress(accounts, input.address ?? accounts[0]?.address, 'signMessage');
      return wallet.signMessage({ address, message: input.message, protocol });
    },
    signPSBT: async (params: SignPsbtParams) => {
      const input = requireObject(params, 'signPSBT');
      const { wallet, accounts } = deps.session();
      const psbt = decodePsbt(input.psbt);
      const signInputs = signInputsOf(input.signInputs, accounts, psbt.inputs);
      const signed = await wallet.signPsbt(psbt.bytes, signInputs);
      const result = { psbt: base64.encode(signed) };
      if (input.broadcast !== true) return result;
      return { ...result, txid: await broadcast(finalizePsbt(signed).hex) };
    },
    sendTransfer: async (params: SendTransferParams) => {
      const input = requireObject(params, 'sendTransfer');
      const { wallet, accounts } = deps.session();
      const amount = parseSats(input.amount);
      if (typeof input.recipient !== 'string' || input.recipient.length === 0)
        throw new Error('sendTransfer: recipient must be a Bitcoin address');
      const payer = accounts.find((account) => account.purpose === 'payment');
      if (!payer) throw new Error('sendTransfer: the wallet shared no payment address');
      if (wallet.sendTransfer) {
        // The wallet builds and broadcasts it (WalletConnect): check what it is asked first.
        if (amount < DUST_SATS) throw new Error(`Amount too small: at least ${DUST_SATS} satoshis`);
        addressScript(input.recipient, networkOfAddress(payer.address));
        const txid = await wallet.sendTransfer({ recipient: input.recipient, amount });
        deps.onBroadcast?.(txid);
        return txid;
      }
      const esplora = deps.esplora();
      const [utxos, feeRate] = await Promise.all([esplora.utxos(payer.address), esplora.feeRate()]);
      const transfer = buildTransferPsbt({
        utxos,
        from: payer.address,
        ...(payer.publicKey ? { publicKey: payer.publicKey } : {}),
        to: input.recipient,
        amount,
        feeRate,
      });
      const signed = await wallet.signPsbt(
        transfer.psbt,
        transfer.inputIndexes.map((index) => ({ address: payer.address, index })),
      );
      return broadcast(finalizePsbt(signed).hex);
    },
  };
}
