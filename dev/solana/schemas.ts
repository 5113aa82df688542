import { PublicKey } from '@solana/web3.js';
import { z } from 'zod';
import { decodeBase58 } from '../relay/base58';

/** A base58 account address (32 bytes). */
export const Address = z.string().refine(
  (text) => {
    try {
      return text.length <= 44 && new PublicKey(text).toBytes().length === 32;
    } catch {
      return false;
    }
  },
  { error: 'Invalid param: not a base58 account address' },
);

/** A base58 transaction signature (64 bytes). */
export const Signature = z.string().refine(
  (text) => {
    try {
      return text.length <= 88 && decodeBase58(text).length === 64;
    } catch {
      return false;
    }
  },
  { error: 'Invalid param: not a base58 transaction signature' },
);

const Commitment = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]);

/** The config object most methods take: commitment and minContextSlot, nothing else checked. */
export const CommitmentConfig = z.looseObject({
  commitment: Commitment.optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
});

/** How account data is encoded in answers. */
export const AccountEncoding = z.enum(['base64', 'base58', 'jsonParsed']);

/** Config of the account-reading methods. */
export const AccountConfig = CommitmentConfig.extend({
  encoding: AccountEncoding.optional(),
  dataSlice: z
    .strictObject({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
    .optional(),
});

/** How a transaction arrives in sendTransaction / simulateTransaction. */
export const WireEncoding = z.enum(['base58', 'base64']);

/** Maximum size of a serialized transaction, as on a real cluster. */
export const PACKET_DATA_SIZE = 1232;

/** Decodes a transaction or message sent as base58/base64 text, refusing oversized input. */
export function decodeWire(text: string, encoding: 'base58' | 'base64'): Uint8Array {
  const maxText = encoding === 'base64' ? 1644 : 1683;
  if (text.length > maxText) {
    throw new Error(`${encoding} encoded transaction too large: ${text.length} characters (max: ${maxText})`);
  }
  let bytes: Uint8Array;
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('invalid base64 encoding');
    bytes = Buffer.from(text, 'base64');
  } else {
    bytes = decodeBase58(text);
  }
  if (bytes.length > PACKET_DATA_SIZE) {
    throw new Error(`transaction too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE})`);
  }
  return bytes;
}
