import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';

/** The programs a transfer touches, by address. */
export const PROGRAM_IDS = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  metadata: 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s',
} as const;

/** The 32 bytes of a base58 Solana address; throws on anything that is not exactly 32 bytes of base58. */
export function addressBytes(address: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    throw new Error(`"${address}" is not a base58 Solana address`);
  }
  if (bytes.length !== 32) throw new Error(`"${address}" is not a 32-byte Solana address`);
  return bytes;
}

/** Whether a string is a base58 encoding of exactly 32 bytes (a public key or program address). */
export function isSolanaAddress(address: string): boolean {
  try {
    addressBytes(address);
    return true;
  } catch {
    return false;
  }
}

/** Bytes as a base58 address or signature. */
export function toBase58(bytes: Uint8Array): string {
  return base58.encode(bytes);
}

function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.ExtendedPoint.fromHex(bytes);
    return true;
  } catch {
    return false;
  }
}

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');

/**
 * A program-derived address: the first bump from 255 down whose hash of the seeds, the bump, the
 * program and the marker is not an ed25519 point (Solana's find_program_address).
 */
export function findProgramAddress(seeds: readonly Uint8Array[], programId: string): string {
  const program = addressBytes(programId);
  for (let bump = 255; bump >= 0; bump -= 1) {
    const parts = [...seeds, Uint8Array.of(bump), program, PDA_MARKER];
    const input = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      input.set(part, offset);
      offset += part.length;
    }
    const hash = sha256(input);
    if (!isOnCurve(hash)) return toBase58(hash);
  }
  throw new Error('No program address found for these seeds');
}

/** The associated token account of `owner` for `mint` under a token program. */
export function associatedTokenAddress(
  owner: string,
  mint: string,
  tokenProgram: string = PROGRAM_IDS.token,
): string {
  return findProgramAddress(
    [addressBytes(owner), addressBytes(tokenProgram), addressBytes(mint)],
    PROGRAM_IDS.associatedToken,
  );
}

/** The Metaplex token-metadata account of a mint. */
export function metadataAddress(mint: string): string {
  return findProgramAddress(
    [new TextEncoder().encode('metadata'), addressBytes(PROGRAM_IDS.metadata), addressBytes(mint)],
    PROGRAM_IDS.metadata,
  );
}
