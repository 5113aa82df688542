import { localized } from '../localize';
/** Alert texts (SPEC §8): a short title and a longer explanation per alert. */
export const alerts = localized(['alerts'], {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage:
      'The requested network is not configured. Add it to the networks list passed to createAppKit.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'This site is not allowed to use the project: its origin is missing from the allowed list or its domain is not verified.',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage:
      'The embedded wallet did not load. Check your connection and any content blockers, then try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet took too long to answer. Please try again.',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage:
      'Your session is no longer valid. Make sure your device clock is set correctly, then connect again.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not recognised. Check the projectId passed to createAppKit.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'No project id is set. Pass projectId to createAppKit to enable this feature.',
  },
} as const satisfies Record<string, { shortMessage: string; longMessage: string }>);
