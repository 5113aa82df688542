import { base64 } from '@scure/base';
import * as z from 'zod/mini';
import { purposeOfAddress } from './address';
import type { AddressPurpose, BitcoinAccountAddress, BitcoinWalletAdapter, SignInput } from './types';

// Sats Connect: wallets list themselves in `window.btc_providers` ({ id, name, icon }) where `id`
// is the dotted path of the provider object (e.g. `XverseProviders.BitcoinProvider`), whose
// `request(method, params)` answers JSON-RPC style ({ result } or { error }).

const text = z.string().check(z.minLength(1));
const ProviderInfoSchema = z.object({ id: text, name: text, icon: z.optional(z.string()) });
const AddressSchema = z.object({
  address: text,
  publicKey: z.optional(z.string()),
  purpose: z.optional(z.string()),
});
const ErrorSchema = z.object({ code: z.optional(z.number()), message: z.string() });
const ResponseSchema = z.union([z.object({ error: ErrorSchema }), z.object({ result: z.unknown() })]);

/** A Sats Connect provider object: JSON-RPC-like `request`, optional event listeners. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>;
  addListener?(event: string, listener: (payload: unknown) => void): (() => void) | void;
}

/** A Sats Connect wallet found in the page: its listing and its provider. */
export interface SatsConnectWallet {
  id: string;
  name: string;
  icon: string | undefined;
  provider: SatsConnectProvider;
}

/** A wallet's Sats Connect error, with the wallet's code (e.g. -32000 user rejection). */
export class SatsConnectError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'SatsConnectError';
  }
}

function resolvePath(root: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null || !Object.prototype.hasOwnProperty.call(value, key))
      return undefined;
    return (value as Record<string, unknown>)[key];
  }, root);
}

/** The Sats Connect wallets a page lists in `window.btc_providers` (malformed entries are skipped). */
export function findSatsConnectWallets(win: object): SatsConnectWallet[] {
  const listed = (win as { btc_providers?: unknown }).btc_providers;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry): SatsConnectWallet[] => {
    const info = ProviderInfoSchema.safeParse(entry);
    if (!info.success) return [];
    const provider = resolvePath(win, info.data.id);
    if (typeof (provider as SatsConnectProvider | undefined)?.request !== 'function') return [];
    return [{ ...info.data, icon: info.data.icon, provider: provider as SatsConnectProvider }];
  });
}

async function call(provider: SatsConnectProvider, method: string, params?: unknown): Promise<unknown> {
  const parsed = ResponseSchema.safeParse(await provider.request(method, params));
  if (!parsed.success)
    throw new SatsConnectError(`The wallet answered ${method} with an unexpected shape`, undefined);
  const data = parsed.data;
  if ('error' in data) throw new SatsConnectError(data.error.message, data.error.code);
  return data.result;
}

function purposeOf(entry: z.infer<typeof AddressSchema>): AddressPurpose {
  if (entry.purpose === 'ordinals') return 'ordinal';
  if (entry.purpose === 'payment' || entry.purpose === 'stx') return entry.purpose;
  return purposeOfAddress(entry.address);
}

function toAddresses(value: unknown): BitcoinAccountAddress[] {
  const list = z
    .array(AddressSchema)
    .safeParse(Array.isArray(value) ? value : (value as { addresses?: unknown })?.addresses);
  if (!list.success)
    throw new SatsConnectError('The wallet listed its addresses in an unexpected shape', undefined);
  const addresses = list.data
    .map((entry) => ({
      address: entry.address,
      purpose: purposeOf(entry),
      ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
    }))
    .filter((entry) => entry.purpose !== 'stx');
  return [
    ...addresses.filter((a) => a.purpose === 'payment'),
    ...addresses.filter((a) => a.purpose !== 'payment'),
  ];
}

/** A Sats Connect wallet behind the client's wallet interface. */
export function satsConnectAdapter(wallet: SatsConnectWallet): BitcoinWalletAdapter {
  const { provider } = wallet;
  return {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    connect: async () =>
      toAddresses(await call(provider, 'getAccounts', { purposes: ['payment', 'ordinals'] })),
    restore: async () => {
      try {
        return toAddresses(await call(provider, 'wallet_getAccount'));
      } catch {
        return undefined;
      }
    },
    signMessage: async ({ address, message, protocol }) => {
      const result = await call(provider, 'signMessage', {
        address,
        message,
        protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
      });
      const signature = (result as { signature?: unknown } | undefined)?.signature;
      if (typeof signature !== 'string' || signature.length === 0)
        throw new SatsConnectError('The wallet returned no signature', undefined);
      return signature;
    },
    signPsbt: async (psbt: Uint8Array, inputs: SignInput[]) => {
      const signInputs: Record<string, number[]> = {};
      for (const input of inputs)
        signInputs[input.address] = [...(signInputs[input.address] ?? []), input.index];
      const result = await call(provider, 'signPsbt', {
        psbt: base64.encode(psbt),
        signInputs,
        broadcast: false,
      });
      const signed = (result as { psbt?: unknown } | undefined)?.psbt;
      if (typeof signed !== 'string')
        throw new SatsConnectError('The wallet returned no signed PSBT', undefined);
      return base64.decode(signed);
    },
    disconnect: async () => {
      await call(provider, 'wallet_renouncePermissions').catch(() => undefined);
    },
    onAccountsChanged: (listener) => {
      const remove = provider.addListener?.('accountChange', (payload) => {
        try {
          listener(toAddresses(payload));
        } catch {
          listener([]);
        }
      });
      return typeof remove === 'function' ? remove : () => undefined;
    },
  };
}
