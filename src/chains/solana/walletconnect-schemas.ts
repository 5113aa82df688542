import * as z from 'zod/mini';
import { base58, base64 } from '@scure/base';

// The answers a wallet sends to the solana_* WalletConnect methods (SPEC §7; the shapes of
// WalletConnect's Solana JSON-RPC reference). Each is checked before any of it reaches the host.

function decodes(decode: (text: string) => Uint8Array, length?: number) {
  return (value: string): boolean => {
    try {
      const bytes = decode(value);
      return length === undefined ? bytes.length > 0 : bytes.length === length;
    } catch {
      return false;
    }
  };
}

const signature = z
  .string()
  .check(z.refine(decodes(base58.decode, 64), 'expected a base58 64-byte signature'));
const wire = z.string().check(z.refine(decodes(base64.decode), 'expected a base64 transaction'));

/** The `solana_signMessage` answer: the base58 ed25519 signature. */
export const WcSolanaSignMessageSchema = z.object({ signature });

/** The `solana_signTransaction` answer: the signature and, from newer wallets, the signed transaction. */
export const WcSolanaSignTransactionSchema = z.object({
  signature: z.optional(signature),
  transaction: z.optional(wire),
});

/** The `solana_signAndSendTransaction` answer: the broadcast transaction's signature. */
export const WcSolanaSignAndSendSchema = z.object({ signature });
