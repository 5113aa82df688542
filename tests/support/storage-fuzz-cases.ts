// Hostile values for every key of the storage table (src/stores/storage-keys.ts): for each key,
// JSON that parses and looks almost right but breaks the key's rule, and a huge value. The mapped
// type makes a new key without cases a type error; the tests also compare the key lists at run time.
import type { StorageName } from '../../src/stores/storage-keys';

/** 300 kB of text: far more than any stored value of the widget needs (reads stop at 256 kB). */
const HUGE_TEXT = 'x'.repeat(300 * 1024);

/** A cache record whose one entry holds 300 kB. */
const HUGE_CACHE = { 'eip155:1:0xabc': { timestamp: 1, value: HUGE_TEXT } };

/** The near misses of a cache record: entries with the wrong shape. */
const CACHE_NEAR_MISSES: unknown[] = [
  { id: { timestamp: '1', value: [] } },
  { id: { value: [] } },
  { id: 'not an entry' },
  [{ timestamp: 1, value: [] }],
];

/** Per key: values close to valid that must still fall back to the key's default. */
export const NEAR_MISSES: { readonly [K in StorageName]: readonly unknown[] } = {
  deepLinkChoice: [{ href: 'metamask://' }, { href: 42, name: 'MetaMask' }, 'metamask://'],
  activeNamespace: ['EIP155', 'cosmos', '', ['eip155']],
  activeCaipNetworkId: ['eip155', 'eip155:', ':1', 'eip155:1:extra', 1],
  connectedConnectorIds: [{ cosmos: 'keplr' }, { eip155: 42 }, ['eip155', 'io.metamask']],
  recentWallets: [
    [{ id: '', name: 'Empty id' }],
    [{ id: 'w1' }],
    [
      { id: 'w1', name: 'One' },
      { id: 'w2', name: 'Two' },
      { id: 'w3', name: 'Three' },
    ],
  ],
  connectedSocial: ['myspace', 'Google', ''],
  socialUsername: [42, { name: 'alice' }, ['alice']],
  connectionStatus: ['CONNECTED', 'reconnecting', true],
  connectedNamespaces: [['eip155', 'cosmos'], 'eip155', [null]],
  telegramSocialProvider: ['telegram', 'X', 7],
  balanceCache: CACHE_NEAR_MISSES,
  nativeBalanceCache: CACHE_NEAR_MISSES,
  ensCache: CACHE_NEAR_MISSES,
  identityCache: CACHE_NEAR_MISSES,
  preferredAccountTypes: [
    { eip155: 'smart' },
    { cosmos: 'eoa' },
    // A Bitcoin account type on EVM, a smart account on Solana: types of another namespace.
    { eip155: 'ordinal' },
    { solana: 'smartAccount' },
    { bip122: 'eoa' },
  ],
  emailLoginUsed: ['true', 1, null],
  email: ['not-an-email', '@example.com', 42],
  lastEmailLoginTime: [-1, '1700000000000', null],
  lastUsedChain: ['cosmos', 'Solana'],
  smartAccountEnabledNetworks: [[0], [1.5], ['8453'], [-1]],
};

/** Per key: a value of the right type but absurd size; it must fall back to the default too. */
export const HUGE_VALUES: { readonly [K in StorageName]: unknown } = {
  deepLinkChoice: { href: `metamask://${HUGE_TEXT}`, name: 'MetaMask' },
  activeNamespace: HUGE_TEXT,
  activeCaipNetworkId: `eip155:${'1'.repeat(300 * 1024)}`,
  connectedConnectorIds: { eip155: HUGE_TEXT },
  recentWallets: [{ id: HUGE_TEXT, name: 'Huge' }],
  connectedSocial: HUGE_TEXT,
  socialUsername: HUGE_TEXT,
  connectionStatus: HUGE_TEXT,
  connectedNamespaces: Array.from({ length: 40_000 }, () => 'eip155'),
  telegramSocialProvider: HUGE_TEXT,
  balanceCache: HUGE_CACHE,
  nativeBalanceCache: HUGE_CACHE,
  ensCache: HUGE_CACHE,
  identityCache: HUGE_CACHE,
  preferredAccountTypes: { eip155: HUGE_TEXT },
  emailLoginUsed: HUGE_TEXT,
  email: `${HUGE_TEXT}@example.com`,
  lastEmailLoginTime: HUGE_TEXT,
  lastUsedChain: HUGE_TEXT,
  smartAccountEnabledNetworks: Array.from({ length: 50_000 }, (_, index) => index + 1),
};
