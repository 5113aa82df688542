import { newSpecPage } from '@stencil/core/testing';
import { WuiTextInput } from './wui-text-input';

async function render(html: string) {
  const page = await newSpecPage({ components: [WuiTextInput], html });
  const root = page.root!.shadowRoot!;
  return { page, root, input: root.querySelector('input')! };
}

describe('wui-text-input', () => {
  test('a labelled input with type, placeholder, value and test id', async () => {
    const { input } = await render(
      '<wui-text-input label="Email" type="email" placeholder="you@example.com" value="a@b.c" test-id="w3m-email-login-input"></wui-text-input>',
    );
    expect(input.getAttribute('aria-label')).toBe('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('placeholder')).toBe('you@example.com');
    expect(input.getAttribute('data-testid')).toBe('w3m-email-login-input');
    expect(input.value).toBe('a@b.c');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  test('an error marks the input invalid and describes it', async () => {
    const { input, root } = await render(
      '<wui-text-input label="Email" error="Invalid email"></wui-text-input>',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('error');
    const error = root.querySelector('#error')!;
    expect(error.textContent).toBe('Invalid email');
    expect(error.getAttribute('aria-live')).toBe('polite');
  });

  test('emits wuiInput on edits; disabled disables', async () => {
    const { input, page } = await render('<wui-text-input label="Amount"></wui-text-input>');
    const edits = jest.fn();
    page.root!.addEventListener('wuiInput', (event) => edits((event as CustomEvent<string>).detail));
    input.value = '1.5';
    input.dispatchEvent(new Event('input'));
    expect(edits).toHaveBeenCalledWith('1.5');
    const disabled = await render('<wui-text-input label="Amount" disabled></wui-text-input>');
    expect(disabled.input.hasAttribute('disabled')).toBe(true);
  });
});
