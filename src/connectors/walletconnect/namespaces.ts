import type { CaipNetwork } from '../../chains/network-types';

/** One namespace of a WalletConnect proposal: chains, methods, events and the read RPC per chain. */
export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** Chain reference → RPC URL, so the provider's reads never go to a vendor RPC. */
  rpcMap?: Record<string, string>;
}

/** SPEC §7: the Ethereum sign and send methods plus the wallet_* ones. */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const;

/** SPEC §7: the Solana sign and account methods. */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const;

/** SPEC §7: the Bitcoin methods. */
export const BIP122_METHODS = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'] as const;

/** SPEC §7: the session events. */
export const SESSION_EVENTS = ['accountsChanged', 'chainChanged'] as const;

const METHODS: Record<string, readonly string[]> = {
  eip155: EIP155_METHODS,
  solana: SOLANA_METHODS,
  bip122: BIP122_METHODS,
};

/** The host's custom RPC URLs, keyed by CAIP network id. */
export type RpcUrlMap = Partial<Record<string, readonly { url: string }[] | undefined>>;

/** The URL reads of a network go to: the host's first custom URL, else the network's default. */
export function readRpcUrl(network: CaipNetwork, customRpcUrls: RpcUrlMap): string | undefined {
  return customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0];
}

/**
 * SPEC §7: the optional namespaces of a proposal, built from the configured networks. Namespaces
 * without methods here (polkadot) are left out; each chain gets its read RPC in `rpcMap`.
 */
export function optionalNamespaces(
  networks: readonly CaipNetwork[],
  customRpcUrls: RpcUrlMap = {},
): Record<string, ProposalNamespace> {
  const result: Record<string, ProposalNamespace> = {};
  for (const network of networks) {
    const methods = METHODS[network.chainNamespace];
    if (!methods) continue;
    const entry = (result[network.chainNamespace] ??= {
      chains: [],
      methods: [...methods],
      events: [...SESSION_EVENTS],
      rpcMap: {},
    });
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId);
    const url = readRpcUrl(network, customRpcUrls);
    if (url && entry.rpcMap) entry.rpcMap[String(network.id)] = url;
  }
  return result;
}

/** SPEC §4: one-click authentication applies only when every requested chain is eip155. */
export function allChainsEip155(networks: readonly CaipNetwork[]): boolean {
  return networks.length > 0 && networks.every((network) => network.chainNamespace === 'eip155');
}
