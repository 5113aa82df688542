import type { BitcoinNetwork } from '../network-types';

// CAIP-2 references are the first 32 hex digits of the genesis block hash (BIP122).
// Bitcoin has no public JSON-RPC default: reads go through the connected wallet, or a host
// supplies endpoints through `customRpcUrls`.
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

/** Bitcoin mainnet. */
export const bitcoin: BitcoinNetwork = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  testnet: false,
};

/** Bitcoin testnet3. */
export const bitcoinTestnet: BitcoinNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  network: 'bitcoin-testnet',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
};

/**
 * Bitcoin regtest as the local stack runs it: the Esplora-shaped dev endpoint of `npm start`
 * (dev/bitcoin) at 127.0.0.1:3002, with `bcrt1…` addresses.
 */
export const bitcoinRegtest: BitcoinNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  network: 'bitcoin-regtest',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
};
