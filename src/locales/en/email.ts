import { icu } from '../icu';
import { localized } from '../localize';
/** Strings of the email login (Connect's email field, EmailVerifyOtp, EmailVerifyDevice, Account). */
export const email = localized(['email'], {
  field: {
    label: 'Email',
    placeholder: 'Email',
    submit: 'Continue',
    invalid: 'Enter a valid email address',
    orWallet: 'or',
  },
  otp: {
    sentTo: icu<[address: string]>('Enter the code we sent to {address}', 'address'),
    expires: 'The code expires in 10 minutes',
    boxLabel: icu<[index: number]>('Digit {index} of 6', 'index'),
    groupLabel: 'One-time code',
    resend: 'Resend code',
    resendIn: icu<[seconds: number]>('Resend code in {seconds} s', 'seconds'),
    resent: 'A new code is on its way',
    checking: 'Checking the code',
  },
  device: {
    title: 'Register this device to continue',
    description: icu<[address: string]>(
      'Approve the login with the link we emailed to {address}.',
      'address',
    ),
    waiting: 'Waiting for approval',
    resend: 'Resend email',
  },
  account: {
    signedInAs: 'Signed in with email',
    signOut: 'Sign out',
    switchToEoa: 'Switch to EOA',
    switchToSmartAccount: 'Switch to smart account',
    update: 'Update email',
  },
  update: {
    label: 'New email',
    current: icu<[address: string]>("Your wallet's email is {address}", 'address'),
    submit: 'Save',
    same: 'This is already your email',
    primarySentTo: icu<[address: string]>(
      'Enter the code we sent to your current email, {address}',
      'address',
    ),
    secondarySentTo: icu<[address: string]>('Enter the code we sent to your new email, {address}', 'address'),
    done: 'Your email is updated',
  },
} as const);
