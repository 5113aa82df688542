import { array, boolean, email, number, object, oneOf, optional, string, type Infer } from '../chains/checks';
import { CHAIN_NAMESPACES } from '../chains/constants';
import { DEFAULT_SOCIALS, MAX_RECENT_WALLETS } from './constants';
import { entry, none, type StorableValueOf, type StoredValueOf } from './storage-entry';
import { FIRST_PAINT_STORAGE } from './storage-keys-first-paint';

export type { CacheRecord } from './storage-keys-first-paint';

const namespace = oneOf(CHAIN_NAMESPACES);
const socialProvider = oneOf(DEFAULT_SOCIALS);
const LOOSE = false;

/** A wallet the user connected recently (SPEC §3: id, rdns, name). */
export const recentWalletSchema = object({ id: string(1), rdns: optional(string()), name: string() }, LOOSE);

/**
 * Everything the widget persists (SPEC §3 "Browser storage holds"), in one table:
 * name → storage key → check → default. The values the first paint uses are in
 * storage-keys-first-paint.ts.
 */
export const STORAGE_TABLE = {
  ...FIRST_PAINT_STORAGE,
  deepLinkChoice: entry('deeplink_choice', object({ href: string(), name: string() }, LOOSE), none),
  recentWallets: entry(
    'recent_wallets',
    array(recentWalletSchema, { max: MAX_RECENT_WALLETS }),
    (): Infer<typeof recentWalletSchema>[] => [],
  ),
  connectedSocial: entry('connected_social', socialProvider, none),
  socialUsername: entry('social_username', string(), none),
  telegramSocialProvider: entry('telegram_social_provider', socialProvider, none),
  emailLoginUsed: entry('email_login_used', boolean(), () => false),
  email: entry('email', email(), none),
  lastEmailLoginTime: entry('last_email_login_time', number({ min: 0 }), none),
  lastUsedChain: entry('last_used_chain', namespace, none),
  smartAccountEnabledNetworks: entry(
    'smart_account_enabled_networks',
    array(number({ int: true, min: 1 })),
    (): number[] => [],
  ),
} as const;

/** The name of one persisted value. */
export type StorageName = keyof typeof STORAGE_TABLE;

type Table = typeof STORAGE_TABLE;

/** What reading a persisted value gives: the decoded value or its default. */
export type StoredValue<K extends StorageName> = StoredValueOf<Table[K]>;

/** What may be written under a name. */
export type StorableValue<K extends StorageName> = StorableValueOf<Table[K]>;
