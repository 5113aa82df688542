import { newSpecPage } from '@stencil/core/testing';
import { closeModal, openModal } from '../../../stores/modal';
import { setThemeMode } from '../../../stores/theme';
import { W3mModal } from './w3m-modal';

afterEach(() => {
  closeModal();
  setThemeMode('dark');
});

describe('w3m-modal', () => {
  test('renders nothing while closed, a labelled modal dialog while open', async () => {
    const page = await newSpecPage({ components: [W3mModal], html: '<w3m-modal></w3m-modal>' });
    expect(page.root!.shadowRoot!.querySelector('[role="dialog"]')).toBeNull();
    openModal();
    await page.waitForChanges();
    const dialog = page.root!.shadowRoot!.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = page.root!.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Connect Wallet');
  });

  test('the close button emits w3mClose and closes', async () => {
    const page = await newSpecPage({ components: [W3mModal], html: '<w3m-modal></w3m-modal>' });
    openModal();
    await page.waitForChanges();
    const closes = jest.fn();
    page.root!.addEventListener('w3mClose', closes);
    (page.root!.shadowRoot!.querySelector('[data-testid="w3m-header-close"]') as HTMLElement).click();
    await page.waitForChanges();
    expect(closes).toHaveBeenCalledTimes(1);
    expect(page.root!.shadowRoot!.querySelector('[role="dialog"]')).toBeNull();
  });

  test('follows the theme store: dark by default, light when set', async () => {
    const page = await newSpecPage({ components: [W3mModal], html: '<w3m-modal></w3m-modal>' });
    expect(page.root!.getAttribute('data-theme')).toBe('dark');
    setThemeMode('light');
    await page.waitForChanges();
    expect(page.root!.getAttribute('data-theme')).toBe('light');
  });
});
