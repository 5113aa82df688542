// `?solana=1` and `?email=1` of the plain HTML host (main.ts loads this only then): the stack's first
// EVM chain and its Solana chain as networks, read from /dev-config.json; `&bitcoin=1` adds its
// Bitcoin regtest chain; `?email=1` makes the email-login kit instead (email-options.ts).
import { createAppKit, type AppKit, type CaipNetwork } from '/lib/index.esm.js';
import { emailOptions } from './email-options.js';

/** The parts of the stack's /dev-config.json this page reads. */
interface LocalStack {
  chains: { chainId: number; name: string; rpcUrl: string }[];
  solana?: { caipNetworkId: string; rpcUrl: string; wsUrl: string };
  bitcoin?: { url: string };
}

/** Bitcoin regtest (the same chain as the kit's `bitcoinRegtest`) on the stack's Esplora endpoint. */
function bitcoinRegtestAt(url: string): CaipNetwork {
  return {
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [url] } },
    esploraApiUrl: url,
    testnet: true,
  };
}

/**
 * `?solana=1`: an EVM + Solana kit on the local stack (its first EVM chain and its Solana chain);
 * with `withBitcoin`, its Bitcoin regtest chain as a third namespace.
 */
export async function localNetworks(withBitcoin = false): Promise<CaipNetwork[]> {
  const stack = (await (await fetch('/dev-config.json')).json()) as LocalStack;
  const evm = stack.chains[0];
  if (!evm || !stack.solana) throw new Error('dev-config.json lists no EVM or Solana chain');
  if (withBitcoin && !stack.bitcoin) throw new Error('dev-config.json lists no Bitcoin endpoint');
  const [, reference = ''] = stack.solana.caipNetworkId.split(':');
  const networks: CaipNetwork[] = [
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
  return withBitcoin && stack.bitcoin ? [...networks, bitcoinRegtestAt(stack.bitcoin.url)] : networks;
}

/** The kit of `?solana=1` (EVM + Solana, `&bitcoin=1` adds Bitcoin) or `?email=1` (email login, EVM). */
export async function localKit(params: URLSearchParams, themeMode: 'light' | 'dark'): Promise<AppKit> {
  if (params.get('email') === '1') return createAppKit({ themeMode, ...(await emailOptions()) });
  return createAppKit({ themeMode, networks: await localNetworks(params.get('bitcoin') === '1') });
}
