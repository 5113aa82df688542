import { newSpecPage } from '@stencil/core/testing';
import { $chain } from '../../../stores/chain';
import { $modal, closeModal } from '../../../stores/modal';
import { $router } from '../../../stores/router';
import { base } from '../../../networks';
import { W3mNetworkButton } from './w3m-network-button';

afterEach(() => {
  closeModal();
  $chain.setKey('activeNetwork', undefined);
});

describe('w3m-network-button', () => {
  test('without a network: the label; with one: its image and name', async () => {
    const page = await newSpecPage({
      components: [W3mNetworkButton],
      html: '<w3m-network-button></w3m-network-button>',
    });
    const button = (): HTMLButtonElement => page.root!.shadowRoot!.querySelector('button')!;
    expect(button().getAttribute('data-testid')).toBe('w3m-network-button');
    expect(button().textContent).toBe('Network');
    $chain.setKey('activeNetwork', base);
    await page.waitForChanges();
    expect(button().textContent).toBe('Base');
    expect(button().querySelector('wui-network-image')!.getAttribute('name')).toBe('Base');
  });

  test('a click opens the modal on Networks', async () => {
    const page = await newSpecPage({
      components: [W3mNetworkButton],
      html: '<w3m-network-button></w3m-network-button>',
    });
    page.root!.shadowRoot!.querySelector('button')!.click();
    await page.waitForChanges();
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('Networks');
  });
});
