import { newSpecPage } from '@stencil/core/testing';
import { W3mNetworkButton } from '../w3m-network-button/w3m-network-button';
import { $setupFailed, markInitialized, markSetupFailed } from '../../../stores/lifecycle';
import { $modal, closeModal } from '../../../stores/modal';
import { W3mConnectButton } from './w3m-connect-button';

afterEach(() => {
  closeModal();
  $setupFailed.set(undefined);
});

async function render() {
  const page = await newSpecPage({
    components: [W3mConnectButton, W3mNetworkButton],
    html: '<w3m-connect-button></w3m-connect-button><w3m-network-button></w3m-network-button>',
  });
  const shadow = (tag: string): ShadowRoot => page.body.querySelector(tag)!.shadowRoot!;
  return {
    page,
    connect: () => shadow('w3m-connect-button').querySelector('button')!,
    network: () => shadow('w3m-network-button').querySelector('button')!,
    alert: () => shadow('w3m-connect-button').querySelector('[data-testid="w3m-setup-error"]'),
  };
}

describe('entry buttons after a failed createAppKit', () => {
  test('on a development page: disabled, labelled as an error, the reasons in an alert', async () => {
    const { page, connect, network, alert } = await render();
    expect(connect().hasAttribute('disabled')).toBe(false);
    markSetupFailed('2 invalid options:\n- Invalid option "themeMode": …\n- Unknown option "colour"', true);
    await page.waitForChanges();
    expect(connect().hasAttribute('disabled')).toBe(true);
    expect(connect().textContent).toBe('Wallet setup error');
    expect(alert()?.getAttribute('role')).toBe('alert');
    expect(alert()?.textContent).toContain('Unknown option "colour"');
    expect(connect().getAttribute('aria-describedby')).toBe(alert()?.id);
    expect(network().hasAttribute('disabled')).toBe(true);
    connect().click();
    network().click();
    expect($modal.get().open).toBe(false);
  });

  test('in production: disabled with the usual label and no message on the page', async () => {
    const { page, connect, alert } = await render();
    markSetupFailed('Invalid option "themeMode": …', false);
    await page.waitForChanges();
    expect(connect().hasAttribute('disabled')).toBe(true);
    expect(connect().textContent).toBe('Connect Wallet');
    expect(alert()).toBeNull();
  });

  test('a later successful setup enables them again', async () => {
    const { page, connect, alert } = await render();
    markSetupFailed('bad', true);
    await page.waitForChanges();
    markInitialized();
    await page.waitForChanges();
    expect(connect().hasAttribute('disabled')).toBe(false);
    expect(alert()).toBeNull();
  });
});
