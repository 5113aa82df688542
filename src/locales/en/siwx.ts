import { icu } from '../icu';
import { localized } from '../localize';
/** Strings of the sign-in (SIWX) views and flow. */
export const siwx = localized(['siwx'], {
  title: icu<[appName: string]>('{appName} needs to connect to your wallet', 'appName'),
  fallbackAppName: 'This app',
  description: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  descriptionOptional: 'Sign this message to prove you own this wallet and proceed.',
  sign: 'Sign',
  signing: 'Signing…',
  cancel: 'Cancel',
  authenticating: 'Authenticating…',
  waitingForWallet: 'Approve the sign-in request in your wallet.',
  signatureDeclined: 'Signature declined',
  smartAccountUnsupported: 'This application might not support Smart Accounts',
  invalidSignature: 'The wallet returned no valid signature',
  invalidSessions: 'The sign-in configuration returned invalid sessions',
} as const);
