import { newSpecPage } from '@stencil/core/testing';
import { WuiIcon } from '../wui-icon/wui-icon';
import { safeHref } from './safe-href';
import { WuiLink } from './wui-link';

async function render(html: string) {
  const page = await newSpecPage({ components: [WuiLink, WuiIcon], html });
  return page.root!.shadowRoot!.querySelector('a')!;
}

describe('wui-link', () => {
  test('an internal link has no target and no new-tab hint', async () => {
    const anchor = await render('<wui-link href="/docs">Docs</wui-link>');
    expect(anchor.getAttribute('href')).toBe('/docs');
    expect(anchor.getAttribute('target')).toBeNull();
    expect(anchor.getAttribute('rel')).toBeNull();
    expect(anchor.querySelector('.visually-hidden')).toBeNull();
  });

  test('external opens a new tab with noopener noreferrer and says so', async () => {
    const anchor = await render(
      '<wui-link href="https://ethereum.org/wallets" external>Learn more</wui-link>',
    );
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor.querySelector('.visually-hidden')!.textContent).toBe(' (opens in a new tab)');
    expect((anchor.querySelector('wui-icon') as HTMLElement & { name: string }).name).toBe('external');
  });

  test('script URLs are not rendered as links', async () => {
    const anchor = await render('<wui-link href="javascript:alert(1)">x</wui-link>');
    expect(anchor.hasAttribute('href')).toBe(false);
    expect(safeHref(' JaVa\tScRiPt:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<b>x</b>')).toBeUndefined();
    expect(safeHref('mailto:team@example.com')).toBe('mailto:team@example.com');
    expect(safeHref('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
  });
});
