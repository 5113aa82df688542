import { newSpecPage } from '@stencil/core/testing';
import { WuiText } from './wui-text';

describe('wui-text', () => {
  test('defaults to a primary, left-aligned paragraph around its slot', async () => {
    const page = await newSpecPage({ components: [WuiText], html: '<wui-text>Hello</wui-text>' });
    const span = page.root!.shadowRoot!.querySelector('span')!;
    expect(span.className).toBe('text variant-paragraph color-primary align-left');
    expect(span.querySelector('slot')).not.toBeNull();
    expect(page.root!.textContent).toBe('Hello');
  });

  test('variant, colour and alignment become classes', async () => {
    const page = await newSpecPage({
      components: [WuiText],
      html: '<wui-text variant="title" color="error" align="center">Oops</wui-text>',
    });
    const classes = page.root!.shadowRoot!.querySelector('span')!.classList;
    expect(classes.contains('variant-title')).toBe(true);
    expect(classes.contains('color-error')).toBe(true);
    expect(classes.contains('align-center')).toBe(true);
  });
});
