import { newSpecPage } from '@stencil/core/testing';
import { WuiIcon } from '../wui-icon/wui-icon';
import { WuiCheckbox } from './wui-checkbox';

describe('wui-checkbox', () => {
  test('a native checkbox inside a label with the slotted text', async () => {
    const page = await newSpecPage({
      components: [WuiCheckbox, WuiIcon],
      html: '<wui-checkbox test-id="terms">I agree</wui-checkbox>',
    });
    const root = page.root!.shadowRoot!;
    const input = root.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('checkbox');
    expect(input.getAttribute('data-testid')).toBe('terms');
    expect(input.checked).toBe(false);
    expect(input.closest('label')!.querySelector('slot')).not.toBeNull();
    expect(root.querySelector('.box')!.getAttribute('aria-hidden')).toBe('true');
  });

  test('a user change emits wuiChange with the new state and ticks the box', async () => {
    const page = await newSpecPage({
      components: [WuiCheckbox, WuiIcon],
      html: '<wui-checkbox>Terms</wui-checkbox>',
    });
    const root = page.root!.shadowRoot!;
    const changes = jest.fn();
    page.root!.addEventListener('wuiChange', (event) => changes((event as CustomEvent<boolean>).detail));
    const input = root.querySelector('input')!;
    input.checked = true;
    input.dispatchEvent(new Event('change'));
    await page.waitForChanges();
    expect(changes).toHaveBeenCalledWith(true);
    expect(root.querySelector('.box')!.classList.contains('checked')).toBe(true);
  });

  test('the checked prop sets the state without emitting', async () => {
    const page = await newSpecPage({
      components: [WuiCheckbox, WuiIcon],
      html: '<wui-checkbox checked></wui-checkbox>',
    });
    const changes = jest.fn();
    page.root!.addEventListener('wuiChange', changes);
    const input = page.root!.shadowRoot!.querySelector('input')!;
    expect(input.checked).toBe(true);
    page.root!.removeAttribute('checked');
    await page.waitForChanges();
    expect(input.checked).toBe(false);
    expect(changes).not.toHaveBeenCalled();
  });
});
