import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { bytesToHex } from '@noble/hashes/utils';
import { REGTEST } from './regtest';

/**
 * The dev mnemonic every local service shares (anvil funds the same one on the EVM chains).
 * Never use it for anything but the local stack.
 */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** How many dev Bitcoin accounts the endpoint funds. */
export const DEV_BITCOIN_ACCOUNT_COUNT = 3;

/** One dev key: its derivation path, keys and regtest address. */
export interface DevBitcoinKey {
  /** BIP32 path from the dev mnemonic's seed. */
  path: string;
  address: string;
  /** Compressed (33-byte) public key, hex. */
  publicKey: string;
  /** Raw 32-byte private key (dev only). */
  privateKey: Uint8Array;
}

/** A dev account: a P2WPKH payment key (BIP84) and a P2TR ordinals key (BIP86), as Bitcoin wallets pair them. */
export interface DevBitcoinAccount {
  index: number;
  payment: DevBitcoinKey;
  ordinals: DevBitcoinKey;
}

/** The public half of a dev account, safe to publish in dev-config.json. */
export interface DevBitcoinAccountInfo {
  payment: { address: string; publicKey: string; path: string };
  ordinals: { address: string; publicKey: string; path: string };
}

let cachedRoot: HDKey | undefined;
const devRoot = (): HDKey => (cachedRoot ??= HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC)));

function derive(path: string, kind: 'p2wpkh' | 'p2tr'): DevBitcoinKey {
  const node = devRoot().derive(path);
  if (!node.privateKey || !node.publicKey) throw new Error(`dev key ${path} has no private key`);
  const address =
    kind === 'p2wpkh'
      ? p2wpkh(node.publicKey, REGTEST).address
      : p2tr(node.publicKey.subarray(1), undefined, REGTEST).address;
  if (!address) throw new Error(`dev key ${path} has no address`);
  return { path, address, publicKey: bytesToHex(node.publicKey), privateKey: node.privateKey };
}

/** Dev account `index`: payment m/84'/1'/0'/0/index, ordinals m/86'/1'/0'/0/index (coin type 1: test networks). */
export function devBitcoinAccount(index: number): DevBitcoinAccount {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31)
    throw new Error(`invalid account index ${index}`);
  return {
    index,
    payment: derive(`m/84'/1'/0'/0/${index}`, 'p2wpkh'),
    ordinals: derive(`m/86'/1'/0'/0/${index}`, 'p2tr'),
  };
}

/** The funded dev accounts, in order. */
export function devBitcoinAccounts(count = DEV_BITCOIN_ACCOUNT_COUNT): DevBitcoinAccount[] {
  return Array.from({ length: count }, (_, index) => devBitcoinAccount(index));
}

/** The key mined blocks pay their fees to (BIP84 account 1), kept apart from the dev accounts' balances. */
export function devMinerKey(): DevBitcoinKey {
  return derive(`m/84'/1'/1'/0/0`, 'p2wpkh');
}

/** A dev account without its private keys. */
export function publicAccountInfo(account: DevBitcoinAccount): DevBitcoinAccountInfo {
  const strip = ({ address, publicKey, path }: DevBitcoinKey) => ({ address, publicKey, path });
  return { payment: strip(account.payment), ordinals: strip(account.ordinals) };
}
