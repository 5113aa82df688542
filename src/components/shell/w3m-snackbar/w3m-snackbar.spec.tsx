import { newSpecPage } from '@stencil/core/testing';
import { hideSnackbar, showError, showLoading, showSuccess } from '../../../stores/snackbar';
import { W3mSnackbar } from './w3m-snackbar';

afterEach(() => hideSnackbar());

/** Re-renders until `check` holds (the store's 150 ms swap runs on real timers here). */
async function until(page: { waitForChanges(): Promise<void> }, check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await page.waitForChanges();
  }
  expect(check()).toBe(true);
}

describe('w3m-snackbar', () => {
  test('an empty polite live region while nothing is shown', async () => {
    const page = await newSpecPage({ components: [W3mSnackbar], html: '<w3m-snackbar></w3m-snackbar>' });
    const region = page.root!.shadowRoot!.querySelector('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.querySelector('[data-testid="w3m-snackbar"]')).toBeNull();
  });

  test('SPEC §4: shows one message; a new one closes it, then appears (timing: stores/snackbar.spec)', async () => {
    const page = await newSpecPage({ components: [W3mSnackbar], html: '<w3m-snackbar></w3m-snackbar>' });
    const shown = () => page.root!.shadowRoot!.querySelector('[data-testid="w3m-snackbar"]');
    showSuccess('Address copied');
    await page.waitForChanges();
    expect(shown()!.textContent).toBe('Address copied');
    expect(shown()!.getAttribute('data-variant')).toBe('success');
    showError('Network error');
    await page.waitForChanges();
    expect(shown()).toBeNull();
    await until(page, () => shown()?.textContent === 'Network error');
    expect(shown()!.getAttribute('data-variant')).toBe('error');
  });

  test('a loading message shows a spinner instead of an icon', async () => {
    const page = await newSpecPage({ components: [W3mSnackbar], html: '<w3m-snackbar></w3m-snackbar>' });
    showLoading('Authenticating...');
    await page.waitForChanges();
    expect(page.root!.shadowRoot!.querySelector('wui-spinner')).not.toBeNull();
  });
});
