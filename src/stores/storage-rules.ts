import { EMAIL_LOGIN_COOLDOWN_MS, MAX_RECENT_WALLETS } from './constants';
import { clearStored, readStored, removeStored, writeStored } from './storage-io';

/** A wallet the user connected recently (SPEC §3). */
export interface RecentWallet {
  id: string;
  rdns?: string;
  name: string;
}

/** SPEC §4: email login success stores the email and the used flag and clears the last-login time. */
export function recordEmailLogin(email: string): void {
  writeStored('email', email);
  writeStored('emailLoginUsed', true);
  removeStored('lastEmailLoginTime');
}

/** SPEC §4: disconnect clears the stored email, used flag, last chain and social username. */
export function clearOnDisconnect(): void {
  clearStored(['email', 'emailLoginUsed', 'lastUsedChain', 'socialUsername']);
}

/** Records that an email login was started at `now` (starts the 30 s cooldown). */
export function markEmailLoginAttempt(now: number): void {
  writeStored('lastEmailLoginTime', now);
}

/**
 * Whole seconds left of the email login cooldown (SPEC §5: 30 s, rounded up); 0 when a login may
 * start. A stored time in the future (clock moved back) counts as "just now".
 */
export function emailCooldownSeconds(now: number): number {
  const last = readStored('lastEmailLoginTime');
  if (last === undefined) return 0;
  const elapsed = Math.max(0, now - last);
  if (elapsed >= EMAIL_LOGIN_COOLDOWN_MS) return 0;
  return Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - elapsed) / 1000);
}

/** Throws 'Please try again after N seconds' while the email login cooldown runs. */
export function checkEmailCooldown(now: number): void {
  const seconds = emailCooldownSeconds(now);
  if (seconds > 0) throw new Error(`Please try again after ${seconds} seconds`);
}

/** The recent wallets, newest first. */
export function readRecentWallets(): RecentWallet[] {
  return readStored('recentWallets');
}

/** Puts a wallet first in the recent list, dropping its older entry; keeps at most 2 (SPEC §9). */
export function addRecentWallet(wallet: RecentWallet): RecentWallet[] {
  const next = [wallet, ...readRecentWallets().filter((known) => known.id !== wallet.id)].slice(
    0,
    MAX_RECENT_WALLETS,
  );
  writeStored('recentWallets', next);
  return next;
}
