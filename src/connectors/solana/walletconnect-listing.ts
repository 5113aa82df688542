import { $chain } from '../../stores/chain';
import { $connectors, addConnector } from '../../stores/connectors';
import { $options } from '../../stores/options';
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_NAME } from '../walletconnect/ids';

/**
 * Lists WalletConnect in a kit without EVM networks (with them, EVM wallet discovery lists it):
 * its sessions carry the solana namespace too. Loaded with the Solana client, once the modal opens.
 */
export function listSolanaWalletConnect(): void {
  const { enableWalletConnect, projectId } = $options.get();
  if (!enableWalletConnect || projectId === undefined) return;
  if ($chain.get().networks.some((network) => network.chainNamespace === 'eip155')) return;
  if ($connectors.get().some((connector) => connector.id === WALLET_CONNECT_CONNECTOR_ID)) return;
  addConnector({
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: WALLET_CONNECT_NAME,
    chain: 'solana',
  });
}
