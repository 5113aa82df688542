import { alerts as ALERTS } from '../locales/en/alerts';
import { $alert, alertForProviderError, closeAlert, showAlert, type AlertKey } from './alerts';

describe('alerts', () => {
  afterEach(() => closeAlert());

  test('SPEC §8: the catalogue has the seven alerts with short and long messages', () => {
    expect(Object.values(ALERTS).map((alert) => alert.shortMessage)).toEqual([
      'Network Not Found',
      'Invalid App Configuration',
      'Network Error - Could not load embedded wallet',
      'Embedded Wallet Request Timed Out',
      'Session Expired',
      'Invalid Project ID',
      'Project ID Not Configured',
    ]);
    for (const alert of Object.values(ALERTS))
      expect(alert.longMessage.length).toBeGreaterThan(alert.shortMessage.length);
  });

  test('SPEC §8: showAlert opens the alert and closeAlert clears it', () => {
    expect($alert.get()).toBeUndefined();
    showAlert('SESSION_EXPIRED');
    expect($alert.get()).toEqual({ key: 'SESSION_EXPIRED' });
    expect(ALERTS.SESSION_EXPIRED.longMessage).toMatch(/clock/);
    closeAlert();
    expect($alert.get()).toBeUndefined();
  });

  test.each<[string, AlertKey]>([
    ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
    ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
    ['Error: Unauthorized: invalid key (code 3000)', 'INVALID_PROJECT_ID'],
  ])('SPEC §8: provider error %p maps to %s', (text, key) => {
    expect(alertForProviderError(text)).toBe(key);
  });

  test.each(['Unauthorized', 'origin not allowed', 'JWT Token is not yet valid', '', undefined, 42])(
    'SPEC §8: %p maps to no alert',
    (text) => {
      expect(alertForProviderError(text)).toBeUndefined();
    },
  );
});
