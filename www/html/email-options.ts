// `?email=1` of the plain HTML host: email login and the embedded wallet through the stack's secure
// site, on its first EVM chain. Loaded with local-networks.ts, which main.ts loads only for
// `?solana=1` or `?email=1`, so the benchmarked page stays as it is.
import type { AppKitOptions } from '/lib/index.esm.js';

/** The parts of the stack's /dev-config.json this page reads. */
interface LocalStack {
  chains: { chainId: number; name: string; rpcUrl: string }[];
  secureSite?: { url: string; projectId: string };
}

/** The stack's first EVM chain and its secure site, as createAppKit options. */
export async function emailOptions(): Promise<AppKitOptions> {
  const stack = (await (await fetch('/dev-config.json', { cache: 'no-store' })).json()) as LocalStack;
  const evm = stack.chains[0];
  if (!evm || !stack.secureSite) throw new Error('dev-config.json lists no EVM chain or secure site');
  return {
    projectId: stack.secureSite.projectId,
    secureSiteUrl: stack.secureSite.url,
    networks: [
      {
        id: evm.chainId,
        name: evm.name,
        caipNetworkId: `eip155:${evm.chainId}`,
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [evm.rpcUrl] } },
        testnet: true,
      },
    ],
  };
}
