import { randomUUID } from 'node:crypto';
import type { SiteContext } from '../context';
import { hashSecret, newToken } from '../crypto/hashing';
import { ApiError } from '../errors';
import { codeMail, deviceMail } from '../mail/mailer';
import { checkOtpShape, consumeCode, storeCode } from './codes';
import { claimSendSlot, releaseSendSlot } from './cooldown';
import { hitLimit } from './rate-limit';

/** What CONNECT_EMAIL answers (SPEC §3). */
export type StartAction = 'VERIFY_OTP' | 'VERIFY_DEVICE';

/** A login attempt: the address and the random id the frame keeps for this browser. */
export interface LoginAttempt {
  email: string;
  deviceId: string;
  ip: string;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,253}\.[a-z]{2,}$/i;
const DEVICE_ID = /^[A-Za-z0-9_-]{22,128}$/;

/** Normalises and checks an email address (400 'Invalid email' otherwise). */
export function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || !EMAIL.test(email.trim()) || email.length > 254)
    throw new ApiError(400, 'Invalid email');
  return email.trim().toLowerCase();
}

/** Normalises and checks the address and device id (400 on anything else). */
export function checkAttempt(email: unknown, deviceId: unknown): { email: string; deviceHashInput: string } {
  const address = checkEmail(email);
  if (typeof deviceId !== 'string' || !DEVICE_ID.test(deviceId)) throw new ApiError(400, 'Invalid device id');
  return { email: address, deviceHashInput: deviceId };
}

const minutes = (ms: number): number => Math.round(ms / 60_000);

async function deviceState(ctx: SiteContext, email: string, deviceHash: string) {
  const [user] = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!user) return { known: false, approved: true };
  const [device] = await ctx.db.query<{ approved_at: Date | null }>(
    'SELECT approved_at FROM devices WHERE email = $1 AND device_hash = $2',
    [email, deviceHash],
  );
  return { known: true, approved: Boolean(device?.approved_at) };
}

/**
 * CONNECT_EMAIL: a first login or an approved device gets a six-digit code by mail (VERIFY_OTP);
 * an existing user on a new device gets an approval link first (VERIFY_DEVICE). Both mails count
 * toward the address's 30 s cooldown and the sender's per-IP limit.
 */
export async function startEmailLogin(ctx: SiteContext, attempt: LoginAttempt): Promise<StartAction> {
  const { email, deviceHashInput } = checkAttempt(attempt.email, attempt.deviceId);
  await hitLimit(ctx, `start:${attempt.ip}`, ctx.limits.ipStartsPerWindow);
  const deviceHash = hashSecret(ctx.pepper, 'device', deviceHashInput);
  const { approved } = await deviceState(ctx, email, deviceHash);
  await claimSendSlot(ctx, email);
  const now = ctx.clock();
  try {
    if (!approved) {
      const token = newToken();
      await ctx.db.query(
        `INSERT INTO devices (email, device_hash, approval_token_hash, approval_expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email, device_hash) DO UPDATE
           SET approval_token_hash = EXCLUDED.approval_token_hash, approval_expires_at = EXCLUDED.approval_expires_at`,
        [
          email,
          deviceHash,
          hashSecret(ctx.pepper, 'approval', token),
          new Date(now.getTime() + ctx.limits.deviceLinkLifetimeMs).toISOString(),
          now.toISOString(),
        ],
      );
      const link = `${ctx.publicOrigin}/device/approve?token=${encodeURIComponent(token)}`;
      await ctx.mailer.send(deviceMail(email, link, minutes(ctx.limits.deviceLinkLifetimeMs)));
      return 'VERIFY_DEVICE';
    }
    await issueCode(ctx, email, deviceHash);
    return 'VERIFY_OTP';
  } catch (error) {
    await releaseSendSlot(ctx, email);
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      502,
      `Could not send the email: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Mails a new six-digit login code for this address and device; a new code ends the earlier ones. */
async function issueCode(ctx: SiteContext, email: string, deviceHash: string): Promise<void> {
  const code = await storeCode(ctx, { email, ownerHash: deviceHash, purpose: 'login' });
  await ctx.mailer.send(codeMail(email, code, minutes(ctx.limits.codeLifetimeMs)));
}

/**
 * The approval link: approves the device it was sent for, once, within its lifetime, and mails the
 * login code at once (the frame is waiting with EmailVerifyOtp, so no second request and no cooldown).
 */
export async function approveDevice(ctx: SiteContext, token: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new ApiError(400, 'This approval link is not valid');
  const now = ctx.clock().toISOString();
  const [row] = await ctx.db.query<{ email: string; device_hash: string }>(
    `UPDATE devices SET approved_at = $2, approval_token_hash = NULL, approval_expires_at = NULL
     WHERE approval_token_hash = $1 AND approval_expires_at > $2
     RETURNING email, device_hash`,
    [hashSecret(ctx.pepper, 'approval', token), now],
  );
  if (!row) throw new ApiError(410, 'This approval link has expired or was already used');
  await issueCode(ctx, row.email, row.device_hash);
  return row.email;
}

/** CONNECT_DEVICE polls this: true once the link was opened. */
export async function isDeviceApproved(
  ctx: SiteContext,
  email: unknown,
  deviceId: unknown,
): Promise<boolean> {
  const checked = checkAttempt(email, deviceId);
  const state = await deviceState(
    ctx,
    checked.email,
    hashSecret(ctx.pepper, 'device', checked.deviceHashInput),
  );
  return state.approved;
}

/**
 * CONNECT_OTP: checks the newest live code for this address and device. A wrong code costs one of
 * five tries (the fifth ends the code); a right one is used up at once, so it works only once even
 * when two requests race. Returns the user's id (created on first login) with the device approved.
 */
export async function verifyCode(
  ctx: SiteContext,
  attempt: LoginAttempt & { otp: unknown },
): Promise<string> {
  const { email, deviceHashInput } = checkAttempt(attempt.email, attempt.deviceId);
  const otp = checkOtpShape(attempt.otp);
  await hitLimit(ctx, `verify:${attempt.ip}`, ctx.limits.ipVerifiesPerWindow);
  const deviceHash = hashSecret(ctx.pepper, 'device', deviceHashInput);
  await consumeCode(ctx, { email, ownerHash: deviceHash, purpose: 'login' }, otp);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`,
      [randomUUID(), email, now.toISOString()],
    );
    await tx.query(
      `INSERT INTO devices (email, device_hash, approved_at, created_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (email, device_hash) DO UPDATE SET approved_at = COALESCE(devices.approved_at, EXCLUDED.approved_at)`,
      [email, deviceHash, now.toISOString()],
    );
    const [user] = await tx.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    return (user as { id: string }).id;
  });
}
