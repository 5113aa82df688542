/** Chain namespaces the widget knows (SPEC §3 account kinds, §5 chain addresses). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const;

/** One of the known chain namespaces. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

/** Network used when the host names none (SPEC §9: default chain eip155:1). */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1';

/** How long a WalletConnect pairing lives (SPEC §9: 4 min). */
export const PAIRING_LIFETIME_MS = 4 * 60 * 1000;

/** A pairing with this much time or less left counts as expired (SPEC §5: 10 s). */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000;
