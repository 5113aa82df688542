import { base64 } from '@scure/base';
import type { createDevBitcoinWallet } from './wallet';

// The Dev Bitcoin Wallet's second face: the Sats Connect request protocol (as Xverse-style wallets
// answer it), over the same keys, prompt and authorization as its Wallet Standard face.

/** The name the Sats Connect face is listed under (the widget shows it as its own wallet). */
export const DEV_SATS_CONNECT_NAME = 'Dev Bitcoin Wallet (Sats Connect)';
/** Where the provider object lives on `window` (the listing's `id`). */
export const DEV_SATS_CONNECT_PATH = 'devBitcoinSatsConnect.BitcoinProvider';

type DevWallet = ReturnType<typeof createDevBitcoinWallet>;
type JsonRpcAnswer =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } };

let nextId = 0;

/** A Sats Connect provider (`request(method, params)`) over the dev wallet. */
export function satsConnectProvider(dev: DevWallet) {
  const { features } = dev.wallet;
  const account = (address: unknown) => {
    const found = dev.wallet.accounts.find((item) => item.address === address);
    if (!found) throw Object.assign(new Error(`Unknown address ${String(address)}`), { code: -32602 });
    return found;
  };
  const listed = (accounts: readonly { address: string; publicKey: Uint8Array }[]) =>
    accounts.map((item, index) => ({
      address: item.address,
      publicKey: Array.from(item.publicKey, (byte) => byte.toString(16).padStart(2, '0')).join(''),
      purpose: index === 0 ? 'payment' : 'ordinals',
      addressType: index === 0 ? 'p2wpkh' : 'p2tr',
    }));
  const handle = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case 'getAccounts':
        return listed(
          (await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })).accounts,
        );
      case 'wallet_getAccount':
        if (dev.wallet.accounts.length === 0)
          throw Object.assign(new Error('Not connected'), { code: -32002 });
        return { addresses: listed(dev.wallet.accounts) };
      case 'wallet_renouncePermissions':
        await features['standard:disconnect'].disconnect();
        return null;
      case 'signMessage': {
        const [signed] = await features['bitcoin:signMessage'].signMessage({
          account: account(params.address),
          message: new TextEncoder().encode(String(params.message)),
          protocol: params.protocol === 'ECDSA' ? 'ecdsa' : 'bip322',
        });
        return {
          signature: base64.encode(signed!.signature),
          address: params.address,
          protocol: params.protocol,
        };
      }
      case 'signPsbt': {
        const signInputs = Object.entries((params.signInputs ?? {}) as Record<string, number[]>);
        const [signed] = await features['bitcoin:signTransaction'].signTransaction({
          psbt: base64.decode(String(params.psbt)),
          inputsToSign: signInputs.map(([address, indexes]) => ({
            account: account(address),
            signingIndexes: indexes,
          })),
        });
        return { psbt: base64.encode(signed!.signedPsbt) };
      }
      default:
        throw Object.assign(new Error(`Method not supported: ${method}`), { code: -32601 });
    }
  };
  return {
    request: async (method: string, params?: unknown): Promise<JsonRpcAnswer> => {
      const id = String((nextId += 1));
      try {
        const input =
          typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
        return { jsonrpc: '2.0', id, result: await handle(method, input) };
      } catch (error) {
        const code =
          typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603;
        // Sats Connect wallets answer a user rejection with code -32000.
        const mapped = code === 4001 ? -32000 : code;
        return {
          jsonrpc: '2.0',
          id,
          error: { code: mapped, message: error instanceof Error ? error.message : String(error) },
        };
      }
    },
  };
}
