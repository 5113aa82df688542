// Changing the embedded wallet's email (UpdateEmailWallet → UpdateEmailPrimaryOtp →
// UpdateEmailSecondaryOtp): a code to the current address, then one to the new address; the
// secure site changes the account's email only after both. Loaded with those views only.
import { currentAuthFrame, ensureAuthFrame } from '../connectors/auth/frame-host';
import { email as strings } from '../locales/en/email';
import { secureErrors } from '../locales/en/secure-errors';
import { getAccount, patchAccount } from '../stores/account';
import { push, replace, reset } from '../stores/router';
import { showSuccess } from '../stores/snackbar';
import { writeStored } from '../stores/storage-io';
import { checkEmail } from './email-login';

/** The two addresses of an update in progress (the router's view data). */
export interface EmailUpdate {
  email: string;
  newEmail: string;
}

function messenger() {
  const frame = currentAuthFrame() ?? ensureAuthFrame();
  if (!frame) throw new Error('Email login needs a secureSiteUrl');
  return frame.messenger;
}

/** UpdateEmailWallet: checks the new address and asks the secure site to mail the first code. */
export async function startEmailUpdate(currentEmail: string, newEmail: string): Promise<void> {
  const address = checkEmail(newEmail);
  if (address.toLowerCase() === currentEmail.trim().toLowerCase()) throw new Error(strings.update.same);
  const { action } = await messenger().request('UPDATE_EMAIL', { email: address });
  const data: EmailUpdate = { email: currentEmail, newEmail: address };
  push(action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', data);
}

/** UpdateEmailPrimaryOtp: the code from the current address; the new address gets the next one. */
export async function confirmPrimaryCode(update: EmailUpdate, otp: string): Promise<void> {
  if (!/^\d{6}$/.test(otp)) throw new Error(secureErrors.codeFormat);
  await messenger().request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
  replace('UpdateEmailSecondaryOtp', { ...update });
}

/** UpdateEmailSecondaryOtp: the code from the new address; the account shows the new email. */
export async function confirmSecondaryCode(otp: string): Promise<void> {
  if (!/^\d{6}$/.test(otp)) throw new Error(secureErrors.codeFormat);
  const { newEmail } = await messenger().request('UPDATE_EMAIL_SECONDARY_OTP', { otp });
  patchAccount('eip155', { user: { ...getAccount('eip155').user, email: newEmail } });
  writeStored('email', newEmail);
  reset('Account');
  showSuccess(strings.update.done);
}
