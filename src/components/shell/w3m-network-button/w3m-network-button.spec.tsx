import { newSpecPage } from '@stencil/core/testing';
import { $chain } from '../../../stores/chain';
import { $modal, closeModal } from '../../../stores/modal';
import { $router } from '../../../stores/router';
import { base } from '../../../networks';
import { WuiNetworkImage } from '../../primitives/wui-network-image/wui-network-image';
import { W3mNetworkButton } from './w3m-network-button';

afterEach(() => {
  closeModal();
  $chain.setKey('activeNetwork', undefined);
});

describe('w3m-network-button', () => {
  test('without a network: the label; with one: its image and name', async () => {
    const page = await newSpecPage({
      components: [W3mNetworkButton, WuiNetworkImage],
      html: '<w3m-network-button></w3m-network-button>',
    });
    const button = (): HTMLButtonElement => page.root!.shadowRoot!.querySelector('button')!;
    expect(button().getAttribute('data-testid')).toBe('w3m-network-button');
    expect(button().textContent).toBe('Network');
    $chain.setKey('activeNetwork', base);
    await page.waitForChanges();
    expect(button().textContent).toBe('Base');
    await page.waitForChanges();
    const image = button().querySelector('wui-network-image') as unknown as Record<string, unknown>;
    expect([image['name'], image['logo'], image['size']]).toEqual(['Base', 'network:eip155:8453', 'sm']);
    expect(button().querySelector('.image-room')).toBeNull();
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
