import type { SolanaNetwork } from '../network-types';

// CAIP-2 references are the first 32 characters of each cluster's genesis hash.
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 };
const solscan = { name: 'Solscan', url: 'https://solscan.io' };

/** Solana mainnet-beta. */
export const solana: SolanaNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  network: 'solana-mainnet',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: solscan },
  testnet: false,
};

/** Solana devnet. */
export const solanaDevnet: SolanaNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  network: 'solana-devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: solscan },
  testnet: true,
};

/** Solana testnet (no older id is in use for it). */
export const solanaTestnet: SolanaNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  network: 'solana-testnet',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: solscan },
  testnet: true,
};

/**
 * The local Solana chain of `npm start` (dev/solana: HTTP 127.0.0.1:8899, WebSocket 8900). Its
 * genesis hash is fixed, so the id is stable; being new, it has no older id.
 */
export const solanaLocalnet: SolanaNetwork = {
  id: '7KjmBSZaMZJ6KEZ7w8XkEnFZqY67sYa8',
  name: 'Solana Localnet',
  network: 'solana-localnet',
  caipNetworkId: 'solana:7KjmBSZaMZJ6KEZ7w8XkEnFZqY67sYa8',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
};
