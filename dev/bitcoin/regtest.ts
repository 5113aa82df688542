import { Address, OutScript } from '@scure/btc-signer';
import type { BTC_NETWORK } from '@scure/btc-signer/utils';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

/** Address prefixes of Bitcoin regtest (bech32 `bcrt`, base58 like testnet). */
export const REGTEST: BTC_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

/** Hash of the regtest genesis block (height 0), as block explorers print it. */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

/** CAIP-2 id of regtest: `bip122:` and the first 32 hex digits of the genesis hash. */
export const REGTEST_CAIP_NETWORK_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`;

/** Timestamp of the regtest genesis block, in seconds. */
export const REGTEST_GENESIS_TIME = 1_296_688_602;

const regtestAddress = Address(REGTEST);

/** Double SHA-256, Bitcoin's hash for txids, block hashes and merkle nodes. */
export function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data));
}

/** A hash in display order (the byte-reversed hex explorers show). */
export function displayHex(internalOrder: Uint8Array): string {
  return bytesToHex(Uint8Array.from(internalOrder).reverse());
}

/** The output script an address pays to; throws for anything that is not a valid regtest address. */
export function addressToScript(address: string): Uint8Array {
  return OutScript.encode(regtestAddress.decode(address));
}

/** The regtest address of an output script, or undefined for scripts without one (OP_RETURN, bare). */
export function scriptToAddress(script: Uint8Array): string | undefined {
  try {
    return regtestAddress.encode(OutScript.decode(script));
  } catch {
    return undefined;
  }
}

/** Esplora's name for an output script's type (`v0_p2wpkh`, `v1_p2tr`, `op_return`…). */
export function esploraScriptType(script: Uint8Array): string {
  if (script[0] === 0x6a) return 'op_return';
  let decoded: ReturnType<typeof OutScript.decode>;
  try {
    decoded = OutScript.decode(script);
  } catch {
    return 'unknown';
  }
  const names: Record<string, string> = {
    pk: 'p2pk',
    pkh: 'p2pkh',
    sh: 'p2sh',
    wpkh: 'v0_p2wpkh',
    wsh: 'v0_p2wsh',
    tr: 'v1_p2tr',
    ms: 'multisig',
  };
  return names[decoded.type] ?? 'unknown';
}
