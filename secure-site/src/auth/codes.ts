import { randomUUID } from 'node:crypto';
import type { SiteContext } from '../context';
import { hashSecret, newCode, sameHash } from '../crypto/hashing';
import { API_ERRORS, ApiError, CODE_FORMAT_ERROR } from '../errors';

/** What a one-time code is for: a login, or one of the two steps of an email update. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary';

/** Whom a code belongs to: the address it was mailed to and the hash that binds it (device or user). */
export interface CodeOwner {
  email: string;
  ownerHash: string;
  purpose: CodePurpose;
}

/**
 * Stores a new six-digit code for this owner (only its keyed hash) and returns it for the mail.
 * A new code ends the earlier live ones of the same owner and purpose.
 */
export async function storeCode(ctx: SiteContext, owner: CodeOwner): Promise<string> {
  const now = ctx.clock();
  const code = newCode();
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE email_codes SET consumed_at = $4
       WHERE email = $1 AND device_hash = $2 AND purpose = $3 AND consumed_at IS NULL`,
      [owner.email, owner.ownerHash, owner.purpose, now.toISOString()],
    );
    await tx.query(
      `INSERT INTO email_codes (id, email, device_hash, purpose, code_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        owner.email,
        owner.ownerHash,
        owner.purpose,
        hashSecret(ctx.pepper, 'code', code),
        new Date(now.getTime() + ctx.limits.codeLifetimeMs).toISOString(),
        now.toISOString(),
      ],
    );
  });
  return code;
}

/** Throws 400 'The code has six digits' for anything but six digits. */
export function checkOtpShape(otp: unknown): string {
  if (typeof otp !== 'string' || !/^\d{6}$/.test(otp))
    throw new ApiError(400, CODE_FORMAT_ERROR, undefined, undefined, { reason: 'codeFormat' });
  return otp;
}

/**
 * Checks `otp` against the owner's newest live code. A wrong code costs one of five tries (the
 * fifth ends the code); a right one is used up at once, so it works only once even when two
 * requests race. Throws the API's clear texts (expired, wrong with tries left, exhausted, none).
 */
export async function consumeCode(ctx: SiteContext, owner: CodeOwner, otp: string): Promise<void> {
  const now = ctx.clock();
  const [code] = await ctx.db.query<{ id: string; code_hash: string; attempts: number; expires_at: Date }>(
    `SELECT id, code_hash, attempts, expires_at FROM email_codes
     WHERE email = $1 AND device_hash = $2 AND purpose = $3 AND consumed_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [owner.email, owner.ownerHash, owner.purpose],
  );
  if (!code) throw new ApiError(400, API_ERRORS.noCode);
  if (new Date(code.expires_at).getTime() <= now.getTime()) throw new ApiError(400, API_ERRORS.codeExpired);
  if (code.attempts >= ctx.limits.maxCodeAttempts) throw new ApiError(400, API_ERRORS.codeExhausted);
  if (!sameHash(hashSecret(ctx.pepper, 'code', otp), code.code_hash)) {
    const [row] = await ctx.db.query<{ attempts: number }>(
      `UPDATE email_codes SET attempts = attempts + 1,
         consumed_at = CASE WHEN attempts + 1 >= $2 THEN $3::timestamptz ELSE consumed_at END
       WHERE id = $1 RETURNING attempts`,
      [code.id, ctx.limits.maxCodeAttempts, now.toISOString()],
    );
    const left = ctx.limits.maxCodeAttempts - (row?.attempts ?? ctx.limits.maxCodeAttempts);
    if (left <= 0) throw new ApiError(400, API_ERRORS.codeExhausted);
    throw new ApiError(
      400,
      `${API_ERRORS.wrongCode}: ${left} ${left === 1 ? 'try' : 'tries'} left`,
      undefined,
      undefined,
      { reason: 'wrongCode', count: left },
    );
  }
  const used = await ctx.db.query(
    `UPDATE email_codes SET consumed_at = $2
     WHERE id = $1 AND consumed_at IS NULL AND attempts < $3 AND expires_at > $2 RETURNING id`,
    [code.id, now.toISOString(), ctx.limits.maxCodeAttempts],
  );
  if (used.length === 0) throw new ApiError(400, API_ERRORS.noCode);
}
