import * as z from 'zod/mini';
import { base64 } from '@scure/base';

// The answers a wallet sends to the bip122 WalletConnect methods (SPEC §7; the shapes AppKit's
// Bitcoin adapter and the WalletConnect Bitcoin RPC reference use). Each is checked before any
// of it reaches the host, so a wallet's malformed answer becomes a clear error.

/** Whether a string is canonical base64 that decodes to at least one byte. */
export function isBase64(value: string): boolean {
  if (value.length === 0) return false;
  try {
    return base64.decode(value).length > 0;
  } catch {
    return false;
  }
}

const txid = z.string().check(z.regex(/^[0-9a-f]{64}$/i, 'expected a 64-digit hex txid'));
const base64String = z.string().check(z.refine(isBase64, 'expected base64'));

/** One entry of a `getAccountAddresses` answer. */
export const WcAccountAddressSchema = z.object({
  address: z.string().check(z.minLength(1)),
  /** Hex, 33-byte compressed or 32-byte x-only. */
  publicKey: z.optional(z.string().check(z.regex(/^(?:0[23])?[0-9a-f]{64}$/i, 'expected a hex public key'))),
  path: z.optional(z.string().check(z.regex(/^m(\/\d+'?)*$/, "expected a BIP32 path like m/84'/0'/0'/0/0"))),
  intention: z.optional(z.enum(['payment', 'ordinal'])),
});

/** The `getAccountAddresses` answer: the wallet's addresses. */
export const WcAccountAddressesSchema = z.array(WcAccountAddressSchema).check(z.minLength(1));

/** The `signMessage` answer: the base64 signature and the address that made it. */
export const WcSignMessageSchema = z.object({
  address: z.optional(z.string()),
  signature: base64String,
  messageHash: z.optional(z.string()),
});

/** The `sendTransfer` answer: the broadcast transaction's id. */
export const WcSendTransferSchema = z.object({ txid });

/** The `signPsbt` answer: the signed PSBT (base64) and, when the wallet broadcast it, the txid. */
export const WcSignPsbtSchema = z.object({ psbt: base64String, txid: z.optional(txid) });

/**
 * Checks a wallet's answer to `method` against `schema`; throws "The wallet's answer to signMessage
 * is malformed: signature: expected base64" and the like.
 */
export function parseWalletAnswer<T>(method: string, schema: z.ZodMiniType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new Error(
    `The wallet's answer to ${method} is malformed: ${where}${issue?.message ?? 'wrong shape'}`,
  );
}
