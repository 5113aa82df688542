import { newSpecPage } from '@stencil/core/testing';
import { WuiIcon } from '../wui-icon/wui-icon';
import { WuiSearchInput } from './wui-search-input';

describe('wui-search-input', () => {
  test('a search input named "Search" by default, with value, placeholder and test id', async () => {
    const page = await newSpecPage({
      components: [WuiSearchInput, WuiIcon],
      html: '<wui-search-input value="rain" placeholder="Search wallet" test-id="w3m-all-wallets-search"></wui-search-input>',
    });
    const input = page.root!.shadowRoot!.querySelector('input')!;
    expect(input.getAttribute('type')).toBe('search');
    expect(input.getAttribute('aria-label')).toBe('Search');
    expect(input.getAttribute('placeholder')).toBe('Search wallet');
    expect(input.getAttribute('data-testid')).toBe('w3m-all-wallets-search');
    expect(input.value).toBe('rain');
  });

  test('emits wuiInput with the text on every edit (no debounce)', async () => {
    const page = await newSpecPage({
      components: [WuiSearchInput, WuiIcon],
      html: '<wui-search-input label="Search wallets"></wui-search-input>',
    });
    const input = page.root!.shadowRoot!.querySelector('input')!;
    expect(input.getAttribute('aria-label')).toBe('Search wallets');
    const edits = jest.fn();
    page.root!.addEventListener('wuiInput', (event) => edits((event as CustomEvent<string>).detail));
    input.value = 'r';
    input.dispatchEvent(new Event('input'));
    input.value = 'ra';
    input.dispatchEvent(new Event('input'));
    expect(edits.mock.calls).toEqual([['r'], ['ra']]);
  });

  test('the clear button empties the field and emits the empty text (CSS shows it only while there is text)', async () => {
    const page = await newSpecPage({
      components: [WuiSearchInput, WuiIcon],
      html: '<wui-search-input></wui-search-input>',
    });
    const root = page.root!.shadowRoot!;
    const input = root.querySelector('input')!;
    const edits = jest.fn();
    page.root!.addEventListener('wuiInput', (event) => edits((event as CustomEvent<string>).detail));
    input.value = 'zzqx';
    input.dispatchEvent(new Event('input'));
    await page.waitForChanges();
    const clear = root.querySelector('.clear')!;
    expect(clear.getAttribute('label')).toBe('Clear search');
    (clear as HTMLElement).click();
    await page.waitForChanges();
    expect(input.value).toBe('');
    expect(edits.mock.calls).toEqual([['zzqx'], ['']]);
  });
});
