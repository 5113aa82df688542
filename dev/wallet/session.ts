import * as z from 'zod/mini';
import { DEV_ACCOUNT_COUNT } from './accounts';
import type { DevWalletState } from './provider';
import { HttpUrlSchema } from './schemas';

/** The sessionStorage key that keeps the wallet's state across reloads of one tab. */
export const SESSION_STORAGE_KEY = 'dev-wallet:session';

const KnownChainSchema = z.object({
  chainId: z.int().check(z.positive()),
  name: z.string(),
  rpcUrl: HttpUrlSchema,
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.int().check(z.minimum(0)) }),
  blockExplorerUrl: z.optional(z.string()),
});

const SessionSchema = z.object({
  connected: z.boolean(),
  chainId: z.int().check(z.positive()),
  accountIndex: z.int().check(z.minimum(0), z.maximum(DEV_ACCOUNT_COUNT - 1)),
  chains: z.array(KnownChainSchema),
});

/** What a tab remembers: whether the site is connected, the account, the chain and the chains it knows. */
export type DevWalletSession = z.infer<typeof SessionSchema>;

/** The saved session, or undefined when there is none, it is unreadable or it is corrupt (never throws). */
export function loadSession(storage: () => Storage): DevWalletSession | undefined {
  try {
    const text = storage().getItem(SESSION_STORAGE_KEY);
    if (text === null) return undefined;
    const parsed = SessionSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('Dev Wallet: ignoring a corrupt saved session.');
  } catch {
    // Storage can be unavailable (opaque origins, blocked storage); the wallet then starts fresh.
  }
  return undefined;
}

/** Saves the state for the next load of this tab (silently skipped when storage is unavailable). */
export function saveSession(storage: () => Storage, state: DevWalletState): void {
  const session: DevWalletSession = {
    connected: state.connected,
    chainId: state.chainId,
    accountIndex: state.accountIndex,
    chains: state.chains,
  };
  try {
    storage().setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // See loadSession.
  }
}
