import { newSpecPage } from '@stencil/core/testing';
import { WuiSpinner } from './wui-spinner';

describe('wui-spinner', () => {
  test('is a status named "Loading" by default', async () => {
    const page = await newSpecPage({ components: [WuiSpinner], html: '<wui-spinner></wui-spinner>' });
    const status = page.root!.shadowRoot!.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-label')).toBe('Loading');
    expect(status.classList.contains('size-md')).toBe(true);
    expect(status.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  test('takes a label and a size', async () => {
    const page = await newSpecPage({
      components: [WuiSpinner],
      html: '<wui-spinner size="lg" label="Waiting for the wallet"></wui-spinner>',
    });
    const status = page.root!.shadowRoot!.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-label')).toBe('Waiting for the wallet');
    expect(status.classList.contains('size-lg')).toBe(true);
  });
});
