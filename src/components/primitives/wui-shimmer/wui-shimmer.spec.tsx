import { newSpecPage } from '@stencil/core/testing';
import { WuiShimmer } from './wui-shimmer';

describe('wui-shimmer', () => {
  test('is hidden from assistive technology and sized by its props', async () => {
    const page = await newSpecPage({
      components: [WuiShimmer],
      html: '<wui-shimmer width="120px" height="24px"></wui-shimmer>',
    });
    expect(page.root!.getAttribute('aria-hidden')).toBe('true');
    const block = page.root!.shadowRoot!.querySelector('.shimmer') as HTMLElement;
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('24px');
  });

  test('defaults to full width and 16 px', async () => {
    const page = await newSpecPage({ components: [WuiShimmer], html: '<wui-shimmer></wui-shimmer>' });
    const block = page.root!.shadowRoot!.querySelector('.shimmer') as HTMLElement;
    expect(block.style.width).toBe('100%');
    expect(block.style.height).toBe('16px');
  });
});
