import { hexToBytes } from '@noble/hashes/utils';
import { bitcoinRegtest } from '../../src/chains/networks/bitcoin';
import { devBitcoinAccount, devBitcoinAccounts, devMinerKey } from './dev-keys';
import {
  addressToScript,
  displayHex,
  REGTEST_CAIP_NETWORK_ID,
  REGTEST_GENESIS_HASH,
  scriptToAddress,
  sha256d,
} from './regtest';
import { DEFAULT_BITCOIN_PORT } from './server';

describe('regtest parameters', () => {
  it('uses the real regtest genesis hash (recomputed from its header)', () => {
    const header = new Uint8Array(80);
    const view = new DataView(header.buffer);
    view.setUint32(0, 1, true);
    header.set(hexToBytes('4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b').reverse(), 36);
    view.setUint32(68, 1_296_688_602, true);
    view.setUint32(72, 0x207fffff, true);
    view.setUint32(76, 2, true);
    expect(displayHex(sha256d(header))).toBe(REGTEST_GENESIS_HASH);
    expect(REGTEST_CAIP_NETWORK_ID).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
  });

  it('matches the bitcoinRegtest network hosts import from w3m-elements/networks', () => {
    expect(bitcoinRegtest.caipNetworkId).toBe(REGTEST_CAIP_NETWORK_ID);
    expect(bitcoinRegtest.rpcUrls.default.http).toEqual([`http://127.0.0.1:${DEFAULT_BITCOIN_PORT}`]);
  });

  it('round-trips regtest addresses and refuses mainnet and testnet ones', () => {
    const address = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw';
    expect(scriptToAddress(addressToScript(address))).toBe(address);
    expect(() => addressToScript('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toThrow();
    expect(() => addressToScript('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toThrow();
    expect(scriptToAddress(Uint8Array.of(0x6a))).toBeUndefined();
  });
});

describe('dev Bitcoin keys', () => {
  it('derive the documented addresses from the dev mnemonic (BIP84 payment, BIP86 ordinals)', () => {
    const [first] = devBitcoinAccounts(1);
    expect(first?.payment).toMatchObject({
      path: "m/84'/1'/0'/0/0",
      address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    });
    expect(first?.ordinals).toMatchObject({
      path: "m/86'/1'/0'/0/0",
      address: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
    });
  });

  it('give every account and the miner distinct addresses', () => {
    const addresses = [
      ...devBitcoinAccounts(3).flatMap((account) => [account.payment.address, account.ordinals.address]),
      devMinerKey().address,
    ];
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(() => devBitcoinAccount(-1)).toThrow('invalid account index -1');
  });
});
