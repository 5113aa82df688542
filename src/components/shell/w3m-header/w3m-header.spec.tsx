import { newSpecPage } from '@stencil/core/testing';
import { $modal, closeModal, openModal } from '../../../stores/modal';
import { $router, push, reset } from '../../../stores/router';
import { WuiIcon } from '../../primitives/wui-icon/wui-icon';
import { WuiIconButton } from '../../primitives/wui-icon-button/wui-icon-button';
import { W3mHeader } from './w3m-header';

afterEach(() => {
  closeModal();
  reset('Connect');
});

/** The native button of the header's wui-icon-button with this test id. */
function q(root: HTMLElement, id: string): HTMLButtonElement | null {
  const host = Array.from(root.querySelectorAll('wui-icon-button')).find(
    (el) => (el as unknown as { testId?: string }).testId === id,
  );
  return host?.shadowRoot?.querySelector('button') ?? null;
}

describe('w3m-header', () => {
  test('shows the view title in the labelled heading; no back button on the first view', async () => {
    openModal();
    const page = await newSpecPage({
      components: [W3mHeader, WuiIconButton, WuiIcon],
      html: '<w3m-header></w3m-header>',
    });
    const title = page.root!.querySelector('#w3m-header-title')!;
    expect(title.getAttribute('data-testid')).toBe('w3m-header-text');
    expect(title.textContent).toBe('Connect Wallet');
    expect(q(page.root!, 'w3m-header-back')).toBeNull();
    expect(q(page.root!, 'w3m-header-close')).not.toBeNull();
  });

  test('SPEC §2: back pops the history; on the last entry it closes the modal', async () => {
    openModal();
    const page = await newSpecPage({
      components: [W3mHeader, WuiIconButton, WuiIcon],
      html: '<w3m-header></w3m-header>',
    });
    push('Networks');
    await page.waitForChanges();
    expect(page.root!.querySelector('#w3m-header-title')!.textContent).toBe('Choose Network');
    q(page.root!, 'w3m-header-back')!.click();
    await page.waitForChanges();
    expect($router.get().view).toBe('Connect');
    expect(q(page.root!, 'w3m-header-back')).toBeNull();
    expect($modal.get().open).toBe(true);
  });

  test('close asks the modal through a composed w3mCloseRequest event', async () => {
    const page = await newSpecPage({
      components: [W3mHeader, WuiIconButton, WuiIcon],
      html: '<w3m-header></w3m-header>',
    });
    const requests = jest.fn();
    page.doc.addEventListener('w3mCloseRequest', requests);
    q(page.root!, 'w3m-header-close')!.click();
    await page.waitForChanges();
    expect(requests).toHaveBeenCalledTimes(1);
  });

  test('SPEC §4: the close button is disabled on UnsupportedChain', async () => {
    openModal({ view: 'UnsupportedChain' });
    const page = await newSpecPage({
      components: [W3mHeader, WuiIconButton, WuiIcon],
      html: '<w3m-header></w3m-header>',
    });
    expect(q(page.root!, 'w3m-header-close')!.hasAttribute('disabled')).toBe(true);
  });
});
