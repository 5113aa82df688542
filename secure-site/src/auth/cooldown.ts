import type { SiteContext } from '../context';
import { ApiError, cooldownText } from '../errors';

/**
 * Claims the address's 30 s send slot atomically (one row per address, updated only when the last
 * send is old enough), or throws 429 'Please try again after N seconds' (N rounded up, SPEC §5).
 */
export async function claimSendSlot(ctx: SiteContext, email: string): Promise<void> {
  const now = ctx.clock();
  const earliest = new Date(now.getTime() - ctx.limits.codeCooldownMs);
  const claimed = await ctx.db.query(
    `INSERT INTO email_cooldowns (email, last_sent_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
       WHERE email_cooldowns.last_sent_at <= $3
     RETURNING email`,
    [email, now.toISOString(), earliest.toISOString()],
  );
  if (claimed.length > 0) return;
  const [row] = await ctx.db.query<{ last_sent_at: Date }>(
    'SELECT last_sent_at FROM email_cooldowns WHERE email = $1',
    [email],
  );
  const last = row ? new Date(row.last_sent_at).getTime() : now.getTime();
  const seconds = Math.max(1, Math.ceil((last + ctx.limits.codeCooldownMs - now.getTime()) / 1000));
  throw new ApiError(429, cooldownText(seconds), seconds, undefined, { reason: 'cooldown', count: seconds });
}

/** Gives the slot back when the mail could not be sent, so the user can retry at once. */
export async function releaseSendSlot(ctx: SiteContext, email: string): Promise<void> {
  await ctx.db.query('DELETE FROM email_cooldowns WHERE email = $1', [email]);
}
