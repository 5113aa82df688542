import { newSpecPage } from '@stencil/core/testing';
import { WuiIcon } from '../wui-icon/wui-icon';
import { WuiEmptyState } from './wui-empty-state';

describe('wui-empty-state', () => {
  test('icon, heading and description; no `title` on the host, so no browser tooltip over it', async () => {
    const page = await newSpecPage({ components: [WuiEmptyState, WuiIcon], html: '<div></div>' });
    const empty = page.doc.createElement('wui-empty-state') as HTMLElement & {
      icon: string;
      heading: string;
      description: string;
    };
    empty.icon = 'wallet';
    empty.heading = 'No activity yet';
    empty.description = 'Your transactions will show here.';
    page.body.appendChild(empty);
    await page.waitForChanges();
    const root = empty.shadowRoot!;
    expect((root.querySelector('wui-icon') as HTMLElement & { name: string }).name).toBe('wallet');
    expect(root.querySelector('.title')!.textContent).toBe('No activity yet');
    expect(root.querySelector('.description')!.textContent).toBe('Your transactions will show here.');
    expect(empty.hasAttribute('title')).toBe(false);
    expect(empty.title).toBe('');
  });

  test('no description paragraph without a description; info icon by default', async () => {
    const page = await newSpecPage({
      components: [WuiEmptyState, WuiIcon],
      html: '<wui-empty-state heading="Nothing here"></wui-empty-state>',
    });
    const root = page.root!.shadowRoot!;
    expect(root.querySelector('.description')).toBeNull();
    expect((root.querySelector('wui-icon') as HTMLElement & { name: string }).name).toBe('info');
    expect(root.querySelector('.title')!.textContent).toBe('Nothing here');
  });
});
