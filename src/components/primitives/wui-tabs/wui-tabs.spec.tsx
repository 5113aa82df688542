import { newSpecPage } from '@stencil/core/testing';
import { WuiTabs } from './wui-tabs';

const TABS = [
  { id: 'tokens', label: 'Tokens', testId: 'account-tab-tokens' },
  { id: 'nfts', label: 'NFTs', testId: 'account-tab-nfts' },
  { id: 'activity', label: 'Activity', testId: 'account-tab-activity' },
];

async function render(activeId?: string) {
  const page = await newSpecPage({ components: [WuiTabs], html: '<div></div>' });
  const tabs = page.doc.createElement('wui-tabs') as HTMLElement & { tabs: typeof TABS; activeId?: string };
  tabs.tabs = TABS;
  if (activeId) tabs.activeId = activeId;
  page.body.appendChild(tabs);
  await page.waitForChanges();
  const changes = jest.fn();
  tabs.addEventListener('wuiTabChange', (event) => changes((event as CustomEvent<string>).detail));
  const buttons = () => Array.from(tabs.shadowRoot!.querySelectorAll('button'));
  const press = async (key: string, on = buttons().find((b) => b.getAttribute('tabindex') === '0')!) => {
    on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await page.waitForChanges();
  };
  const selected = () => buttons().map((b) => b.getAttribute('aria-selected') === 'true');
  const tabIndexes = () => buttons().map((b) => b.getAttribute('tabindex'));
  return { page, tabs, buttons, press, selected, tabIndexes, changes };
}

describe('wui-tabs', () => {
  test('a tablist of tabs with test ids; the first is selected and alone in the tab order', async () => {
    const { tabs, buttons, selected, tabIndexes, changes } = await render();
    expect(tabs.shadowRoot!.querySelector('[role="tablist"]')).not.toBeNull();
    expect(buttons().map((b) => b.getAttribute('role'))).toEqual(['tab', 'tab', 'tab']);
    expect(buttons().map((b) => b.getAttribute('data-testid'))).toEqual([
      'account-tab-tokens',
      'account-tab-nfts',
      'account-tab-activity',
    ]);
    expect(buttons().map((b) => b.textContent)).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(selected()).toEqual([true, false, false]);
    expect(tabIndexes()).toEqual(['0', '-1', '-1']);
    expect(changes).not.toHaveBeenCalled();
  });

  test('activeId selects a tab (and follows later changes)', async () => {
    const { tabs, page, selected } = await render('activity');
    expect(selected()).toEqual([false, false, true]);
    tabs.activeId = 'nfts';
    await page.waitForChanges();
    expect(selected()).toEqual([false, true, false]);
  });

  test('a click selects and emits the id once', async () => {
    const { buttons, page, selected, changes } = await render();
    buttons()[1]!.click();
    await page.waitForChanges();
    expect(changes).toHaveBeenCalledWith('nfts');
    expect(selected()).toEqual([false, true, false]);
    buttons()[1]!.click();
    await page.waitForChanges();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  test('arrow keys move, wrap and activate; Home and End jump; focus follows', async () => {
    const { press, selected, tabIndexes, changes, buttons } = await render();
    const focus = buttons().map((button) => jest.spyOn(button, 'focus'));
    await press('ArrowRight');
    expect(selected()).toEqual([false, true, false]);
    expect(tabIndexes()).toEqual(['-1', '0', '-1']);
    expect(focus[1]).toHaveBeenCalled();
    await press('End');
    expect(selected()).toEqual([false, false, true]);
    await press('ArrowRight');
    expect(selected()).toEqual([true, false, false]);
    await press('ArrowLeft');
    expect(selected()).toEqual([false, false, true]);
    await press('Home');
    expect(selected()).toEqual([true, false, false]);
    expect(changes.mock.calls.map(([id]) => id)).toEqual([
      'nfts',
      'activity',
      'tokens',
      'activity',
      'tokens',
    ]);
  });

  test('other keys do nothing; bad tabs input renders an empty tablist', async () => {
    const { press, selected, changes, page, tabs } = await render();
    await press('Enter');
    expect(selected()).toEqual([true, false, false]);
    expect(changes).not.toHaveBeenCalled();
    (tabs as unknown as { tabs: unknown }).tabs = 'not-an-array';
    await page.waitForChanges();
    expect(tabs.shadowRoot!.querySelectorAll('button')).toHaveLength(0);
  });
});
