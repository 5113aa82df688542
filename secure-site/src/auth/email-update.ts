import type { SiteContext } from '../context';
import { hashSecret } from '../crypto/hashing';
import { API_ERRORS, ApiError } from '../errors';
import { updateCodeMail } from '../mail/mailer';
import { checkOtpShape, consumeCode, storeCode, type CodeOwner } from './codes';
import { claimSendSlot, releaseSendSlot } from './cooldown';
import { checkEmail } from './email-login';
import { hitLimit } from './rate-limit';

// Changing a signed-in user's email (SPEC §7 UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP,
// UPDATE_EMAIL_SECONDARY_OTP): a code to the current address proves the owner asks, a code to the
// new address proves it is theirs; only then does the account's email change. The codes are bound
// to the user (not to a device), and both mails count toward each address's cooldown.

/** Who asks, from which IP. */
export interface UpdateRequester {
  userId: string;
  ip: string;
}

interface PendingUpdate {
  email: string;
  new_email: string;
  primary_verified_at: Date | null;
}

const minutes = (ms: number): number => Math.round(ms / 60_000);

const owner = (
  ctx: SiteContext,
  userId: string,
  email: string,
  purpose: CodeOwner['purpose'],
): CodeOwner => ({
  email,
  ownerHash: hashSecret(ctx.pepper, 'update', userId),
  purpose,
});

async function currentEmail(ctx: SiteContext, userId: string): Promise<string> {
  const [row] = await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  if (!row) throw new ApiError(401, API_ERRORS.sessionInvalid);
  return row.email;
}

async function assertFree(ctx: SiteContext, userId: string, email: string): Promise<void> {
  const taken = await ctx.db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [email, userId]);
  if (taken.length > 0) throw new ApiError(409, API_ERRORS.emailTaken);
}

async function pending(ctx: SiteContext, userId: string): Promise<PendingUpdate> {
  const [row] = await ctx.db.query<PendingUpdate>(
    `SELECT u.email, p.new_email, p.primary_verified_at
     FROM email_updates p JOIN users u ON u.id = p.user_id WHERE p.user_id = $1`,
    [userId],
  );
  if (!row) throw new ApiError(400, API_ERRORS.noEmailUpdate);
  return row;
}

/** Stores a code for `to` and mails it (the caller has claimed the address's send slot). */
async function sendCode(ctx: SiteContext, to: CodeOwner, newEmail: string): Promise<void> {
  const code = await storeCode(ctx, to);
  try {
    await ctx.mailer.send(updateCodeMail(to.email, code, minutes(ctx.limits.codeLifetimeMs), newEmail));
  } catch (error) {
    throw new ApiError(
      502,
      `Could not send the email: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Runs `step` holding `email`'s send slot; the slot is given back if the step fails. */
async function withSendSlot(ctx: SiteContext, email: string, step: () => Promise<void>): Promise<void> {
  await claimSendSlot(ctx, email);
  try {
    await step();
  } catch (error) {
    await releaseSendSlot(ctx, email);
    throw error;
  }
}

const UNIQUE_VIOLATION = '23505';

/**
 * UPDATE_EMAIL: checks the new address (valid, not the current one, not another account's), records
 * the change and mails a code to the current address. Answers VERIFY_PRIMARY_OTP.
 */
export async function startEmailUpdate(
  ctx: SiteContext,
  request: UpdateRequester & { newEmail: unknown },
): Promise<'VERIFY_PRIMARY_OTP'> {
  const newEmail = checkEmail(request.newEmail);
  await hitLimit(ctx, `start:${request.ip}`, ctx.limits.ipStartsPerWindow);
  const email = await currentEmail(ctx, request.userId);
  if (email === newEmail) throw new ApiError(400, API_ERRORS.emailUnchanged);
  await assertFree(ctx, request.userId, newEmail);
  await ctx.db.query(
    `INSERT INTO email_updates (user_id, new_email, primary_verified_at, created_at) VALUES ($1, $2, NULL, $3)
     ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, primary_verified_at = NULL,
       created_at = EXCLUDED.created_at`,
    [request.userId, newEmail, ctx.clock().toISOString()],
  );
  await withSendSlot(ctx, email, () =>
    sendCode(ctx, owner(ctx, request.userId, email, 'update-primary'), newEmail),
  );
  return 'VERIFY_PRIMARY_OTP';
}

/**
 * UPDATE_EMAIL_PRIMARY_OTP: the code from the current address; then a code goes to the new one.
 */
export async function verifyPrimaryCode(
  ctx: SiteContext,
  request: UpdateRequester & { otp: unknown },
): Promise<void> {
  const otp = checkOtpShape(request.otp);
  await hitLimit(ctx, `verify:${request.ip}`, ctx.limits.ipVerifiesPerWindow);
  const update = await pending(ctx, request.userId);
  if (update.primary_verified_at) throw new ApiError(400, API_ERRORS.primaryConfirmed);
  await assertFree(ctx, request.userId, update.new_email);
  // The new address's slot is claimed before the code is used, so a refusal costs no code.
  await withSendSlot(ctx, update.new_email, async () => {
    await consumeCode(ctx, owner(ctx, request.userId, update.email, 'update-primary'), otp);
    await ctx.db.query('UPDATE email_updates SET primary_verified_at = $2 WHERE user_id = $1', [
      request.userId,
      ctx.clock().toISOString(),
    ]);
    await sendCode(ctx, owner(ctx, request.userId, update.new_email, 'update-secondary'), update.new_email);
  });
}

/**
 * UPDATE_EMAIL_SECONDARY_OTP: the code from the new address; the account's email changes (its
 * approved devices move with it) and the new address is answered.
 */
export async function verifySecondaryCode(
  ctx: SiteContext,
  request: UpdateRequester & { otp: unknown },
): Promise<string> {
  const otp = checkOtpShape(request.otp);
  await hitLimit(ctx, `verify:${request.ip}`, ctx.limits.ipVerifiesPerWindow);
  const update = await pending(ctx, request.userId);
  if (!update.primary_verified_at) throw new ApiError(400, API_ERRORS.primaryNotConfirmed);
  await consumeCode(ctx, owner(ctx, request.userId, update.new_email, 'update-secondary'), otp);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET email = $2 WHERE id = $1', [request.userId, update.new_email]);
      await tx.query('DELETE FROM devices WHERE email = $1', [update.new_email]);
      await tx.query('UPDATE devices SET email = $2 WHERE email = $1', [update.email, update.new_email]);
      await tx.query('DELETE FROM email_updates WHERE user_id = $1', [request.userId]);
      return update.new_email;
    });
  } catch (error) {
    // Another account took the address after the codes went out.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION)
      throw new ApiError(409, API_ERRORS.emailTaken);
    throw error;
  }
}
