// `?solana=1` of the plain HTML host (main.ts loads this only then): the stack's first EVM chain and
// its Solana chain as networks, read from /dev-config.json.
import type { CaipNetwork } from '/lib/index.esm.js';

/** The parts of the stack's /dev-config.json this page reads. */
interface LocalStack {
  chains: { chainId: number; name: string; rpcUrl: string }[];
  solana?: { caipNetworkId: string; rpcUrl: string; wsUrl: string };
}

/** `?solana=1`: an EVM + Solana kit on the local stack (its first EVM chain and its Solana chain). */
export async function localNetworks(): Promise<CaipNetwork[]> {
  const stack = (await (await fetch('/dev-config.json')).json()) as LocalStack;
  const evm = stack.chains[0];
  if (!evm || !stack.solana) throw new Error('dev-config.json lists no EVM or Solana chain');
  const [, reference = ''] = stack.solana.caipNetworkId.split(':');
  return [
    {
      id: evm.chainId,
      name: evm.name,
      caipNetworkId: `eip155:${evm.chainId}`,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [evm.rpcUrl] } },
      testnet: true,
    },
    {
      id: reference,
      name: 'Solana Localnet',
      caipNetworkId: `solana:${reference}`,
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [stack.solana.rpcUrl], webSocket: [stack.solana.wsUrl] } },
      testnet: true,
    },
  ];
}
