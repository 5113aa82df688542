/** Connector id of WalletConnect in `$connectors` and in the stored connection. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** Display name of the WalletConnect connector. */
export const WALLET_CONNECT_NAME = 'WalletConnect';
