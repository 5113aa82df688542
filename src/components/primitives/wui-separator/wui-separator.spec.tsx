import { newSpecPage } from '@stencil/core/testing';
import { WuiSeparator } from './wui-separator';

describe('wui-separator', () => {
  test('without text it is a separator', async () => {
    const page = await newSpecPage({ components: [WuiSeparator], html: '<wui-separator></wui-separator>' });
    expect(page.root!.shadowRoot!.querySelector('[role="separator"]')).not.toBeNull();
  });

  test('with text the text stays readable and the lines are hidden', async () => {
    const page = await newSpecPage({
      components: [WuiSeparator],
      html: '<wui-separator text="or"></wui-separator>',
    });
    const root = page.root!.shadowRoot!;
    expect(root.querySelector('[role="separator"]')).toBeNull();
    expect(root.querySelector('.text')!.textContent).toBe('or');
    const lines = Array.from(root.querySelectorAll('.line'));
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});
