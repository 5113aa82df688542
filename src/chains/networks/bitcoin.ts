import type { BitcoinNetwork } from '../network-types';

// CAIP-2 references are the first 32 hex digits of the genesis block hash (BIP122).
// Bitcoin has no JSON-RPC a dapp can use: balances, history, fee rates and broadcasts go through
// an Esplora-compatible HTTP API, named by `esploraApiUrl` (a host points it at its own instance
// with `{ ...bitcoin, esploraApiUrl: 'https://…' }`).
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

/** Bitcoin mainnet. */
export const bitcoin: BitcoinNetwork = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  esploraApiUrl: 'https://mempool.space/api',
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
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  esploraApiUrl: 'https://mempool.space/testnet/api',
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
  esploraApiUrl: 'http://127.0.0.1:3002',
  testnet: true,
};
