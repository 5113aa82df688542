import { PublicKey } from '@solana/web3.js';
import type { LocalSolanaChain } from './chain';

/** The Metaplex token-metadata program; the chain holds its accounts, not its code. */
export const METADATA_PROGRAM_ID = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');

/** MetadataV1's account key byte. */
const METADATA_V1 = 4;
/** The fixed widths Metaplex pads name, symbol and uri to. */
const WIDTHS = { name: 32, symbol: 10, uri: 200 } as const;

function borshText(text: string, width: number): Buffer {
  const bytes = Buffer.alloc(width);
  Buffer.from(text, 'utf8').copy(bytes, 0, 0, width);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(width);
  return Buffer.concat([length, bytes]);
}

/** The Metaplex metadata address of a mint (PDA of "metadata", the program and the mint). */
export function metadataAddressOf(mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), METADATA_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    METADATA_PROGRAM_ID,
  )[0];
}

/**
 * A MetadataV1 account's data as Metaplex lays it out: key, update authority, mint, then name,
 * symbol and uri as NUL-padded borsh strings, seller fee, no creators, flags.
 */
export function encodeMetadata(
  mint: PublicKey,
  updateAuthority: PublicKey,
  fields: { name: string; symbol: string; uri?: string },
): Buffer {
  return Buffer.concat([
    Buffer.of(METADATA_V1),
    updateAuthority.toBuffer(),
    mint.toBuffer(),
    borshText(fields.name, WIDTHS.name),
    borshText(fields.symbol, WIDTHS.symbol),
    borshText(fields.uri ?? '', WIDTHS.uri),
    Buffer.from([0, 0]), // seller fee basis points (u16)
    Buffer.of(0), // no creators
    Buffer.of(1), // primary sale happened
    Buffer.of(1), // mutable
  ]);
}

/** Gives a mint its Metaplex name and symbol, so wallets and the kit can show them. */
export function writeTokenMetadata(
  chain: LocalSolanaChain,
  mint: PublicKey,
  updateAuthority: PublicKey,
  fields: { name: string; symbol: string },
): void {
  const data = encodeMetadata(mint, updateAuthority, fields);
  chain.writeAccount(metadataAddressOf(mint), {
    owner: METADATA_PROGRAM_ID,
    data,
    lamports: chain.minimumBalanceForRentExemption(data.length),
  });
}
