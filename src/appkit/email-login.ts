// The email login flow (SPEC §2/§4/§5), loaded only when the Connect view shows with email on and
// a secureSiteUrl set: everything here, and the frame code it pulls in, stays off the first load.
import { currentAuthFrame, ensureAuthFrame, type AuthFrame } from '../connectors/auth/frame-host';
import { email as strings } from '../locales/en/email';
import { secureErrors } from '../locales/en/secure-errors';
import { patchAccount } from '../stores/account';
import { push, replace } from '../stores/router';
import { connectEmbeddedWallet } from './embedded-connect';
import { checkEmailCooldown, markEmailLoginAttempt, recordEmailLogin } from '../stores/storage-rules';

export { ensureAuthFrame } from '../connectors/auth/frame-host';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,253}\.[A-Za-z]{2,}$/;

function requireFrame(): AuthFrame {
  const frame = ensureAuthFrame();
  if (!frame) throw new Error('Email login needs a secureSiteUrl');
  return frame;
}

/** SPEC §5: a valid email address, or a clear error. */
export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed) || trimmed.length > 254) throw new Error(strings.field.invalid);
  return trimmed;
}

/** Sends CONNECT_EMAIL (after the §5 client cooldown) and answers what the frame asked for next. */
async function requestCode(email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'> {
  const address = checkEmail(email);
  checkEmailCooldown(Date.now());
  const frame = requireFrame();
  const { action } = await frame.messenger.request('CONNECT_EMAIL', { email: address });
  // The cooldown counts from a mail that went out, not from a refused attempt.
  markEmailLoginAttempt(Date.now());
  return action;
}

/** Connect's email field: starts the login and shows EmailVerifyOtp or EmailVerifyDevice. */
export async function submitEmail(email: string): Promise<void> {
  const action = await requestCode(email);
  const data = { email: checkEmail(email) };
  if (action === 'VERIFY_DEVICE') push('EmailVerifyDevice', data);
  else if (action === 'VERIFY_OTP') push('EmailVerifyOtp', data);
  else await finishLogin(data.email);
}

/** EmailVerifyOtp's resend: a new code (the cooldown applies). */
export async function resendCode(email: string): Promise<void> {
  await requestCode(email);
}

/** EmailVerifyDevice: waits for the mailed link to be opened, then asks for the code. */
export async function waitForDeviceApproval(email: string): Promise<void> {
  await requireFrame().messenger.request('CONNECT_DEVICE');
  replace('EmailVerifyOtp', { email });
}

/** EmailVerifyOtp: checks the code in the frame, then connects the embedded wallet. */
export async function submitOtp(email: string, otp: string): Promise<void> {
  if (!/^\d{6}$/.test(otp)) throw new Error(secureErrors.codeFormat);
  await requireFrame().messenger.request('CONNECT_OTP', { otp });
  await finishLogin(email);
}

async function finishLogin(email: string): Promise<void> {
  await connectEmbeddedWallet('email', () => {
    recordEmailLogin(email);
    patchAccount('eip155', { user: { email } });
  });
}

/** ApproveTransaction: shows the secure frame over a box of the card (undefined hides it again). */
export function placeAuthFrame(rect: DOMRect | undefined): void {
  currentAuthFrame()?.place(rect);
}
