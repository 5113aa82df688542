/** Strings of the email login (Connect's email field, EmailVerifyOtp, EmailVerifyDevice, Account). */
export const email = {
  field: {
    label: 'Email',
    placeholder: 'Email',
    submit: 'Continue',
    invalid: 'Enter a valid email address',
    orWallet: 'or',
  },
  otp: {
    sentTo: (address: string) => `Enter the code we sent to ${address}`,
    expires: 'The code expires in 10 minutes',
    boxLabel: (index: number) => `Digit ${index} of 6`,
    groupLabel: 'One-time code',
    resend: 'Resend code',
    resendIn: (seconds: number) => `Resend code in ${seconds} s`,
    resent: 'A new code is on its way',
    checking: 'Checking the code',
  },
  device: {
    title: 'Register this device to continue',
    description: (address: string) => `Approve the login with the link we emailed to ${address}.`,
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
    current: (address: string) => `Your wallet's email is ${address}`,
    submit: 'Save',
    same: 'This is already your email',
    primarySentTo: (address: string) => `Enter the code we sent to your current email, ${address}`,
    secondarySentTo: (address: string) => `Enter the code we sent to your new email, ${address}`,
    done: 'Your email is updated',
  },
} as const;
