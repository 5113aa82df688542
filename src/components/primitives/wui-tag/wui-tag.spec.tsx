import { newSpecPage } from '@stencil/core/testing';
import { WuiTag } from './wui-tag';

describe('wui-tag', () => {
  test('neutral by default, the variant as a class', async () => {
    const neutral = await newSpecPage({ components: [WuiTag], html: '<wui-tag>Recent</wui-tag>' });
    expect(neutral.root!.shadowRoot!.querySelector('.w3m-tag')!.className).toBe('w3m-tag w3m-tag-neutral');
    expect(neutral.root!.textContent).toBe('Recent');
    const success = await newSpecPage({
      components: [WuiTag],
      html: '<wui-tag variant="success">Installed</wui-tag>',
    });
    expect(success.root!.shadowRoot!.querySelector('.w3m-tag')!.className).toBe('w3m-tag w3m-tag-success');
  });
});
