import { newSpecPage } from '@stencil/core/testing';
import { $alert, closeAlert, showAlert } from '../../../stores/alerts';
import { W3mAlertBar } from './w3m-alert-bar';

afterEach(() => closeAlert());

describe('w3m-alert-bar', () => {
  test('SPEC §8: shows the short and long message of the alert in an alert region', async () => {
    const page = await newSpecPage({ components: [W3mAlertBar], html: '<w3m-alert-bar></w3m-alert-bar>' });
    const region = page.root!.shadowRoot!.querySelector('[role="alert"]')!;
    expect(region.children).toHaveLength(0);
    showAlert('NETWORK_NOT_FOUND');
    await page.waitForChanges();
    expect(region.querySelector('.short')!.textContent).toBe('Network Not Found');
    expect(region.querySelector('.long')!.textContent).toContain('not configured');
  });

  test('the dismiss button closes the alert', async () => {
    showAlert('INVALID_PROJECT_ID');
    const page = await newSpecPage({ components: [W3mAlertBar], html: '<w3m-alert-bar></w3m-alert-bar>' });
    (page.root!.shadowRoot!.querySelector('wui-icon-button') as HTMLElement).click();
    await page.waitForChanges();
    expect($alert.get()).toBeUndefined();
    expect(page.root!.shadowRoot!.querySelector('.alert')).toBeNull();
  });
});
