import type { SiteContext } from '../context';
import { API_ERRORS, ApiError } from '../errors';

/**
 * Counts one hit for `key` in the current fixed window (kept in the database, so every instance
 * shares it) and throws 429 once the window holds more than `limit` hits.
 */
export async function hitLimit(ctx: SiteContext, key: string, limit: number): Promise<void> {
  const now = ctx.clock().getTime();
  const windowMs = ctx.limits.ipWindowMs;
  const windowStart = new Date(now - (now % windowMs));
  const [row] = await ctx.db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [key, windowStart.toISOString()],
  );
  if ((row?.count ?? 0) > limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    throw new ApiError(429, API_ERRORS.tooManyRequests, retryAfter);
  }
}

/** Drops windows that ended (run now and then; old rows only cost space). */
export async function pruneLimits(ctx: SiteContext): Promise<void> {
  const cutoff = new Date(ctx.clock().getTime() - ctx.limits.ipWindowMs);
  await ctx.db.query('DELETE FROM rate_limits WHERE window_start < $1', [cutoff.toISOString()]);
}
