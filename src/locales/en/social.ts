/** Strings of social login (Connect's social buttons, ConnectSocials, ConnectingSocial, Account). */
export const social = {
  names: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
    farcaster: 'Farcaster',
  } as Record<string, string>,
  continueWith: (name: string) => `Continue with ${name}`,
  more: 'More sign-in options',
  listLabel: 'Sign in with a social account',
  connecting: {
    title: (name: string) => `Log in with ${name}`,
    waiting: 'Continue in the window that opened',
    retry: 'Try again',
    checking: 'Signing you in',
  },
  errors: {
    popupBlocked: (name: string) => `Allow pop-ups for this site to log in with ${name}`,
    popupClosed: 'The login window was closed before you finished',
  },
  farcaster: {
    title: 'Scan this QR code with your phone',
    description: 'Or open the link in the Farcaster app to sign in',
    openApp: 'Open in the Farcaster app',
    copy: 'Copy link',
    copied: 'Link copied',
    preparing: 'Preparing the sign-in',
    qrLabel: 'QR code to sign in with Farcaster',
    needsSecureSite: 'Farcaster sign-in needs a secureSiteUrl',
  },
  account: {
    signedInWith: (name: string) => `Signed in with ${name}`,
  },
} as const;
