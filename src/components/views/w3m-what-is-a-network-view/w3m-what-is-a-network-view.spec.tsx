import { newSpecPage } from '@stencil/core/testing';
import { en } from '../../../locales/en';
import { setThemeMode } from '../../../stores/theme';
import { shadowOf } from '../view-spec-kit';
import { W3mWhatIsANetworkView } from './w3m-what-is-a-network-view';

afterEach(() => setThemeMode('dark'));

describe('w3m-what-is-a-network-view', () => {
  test('explains networks in short sections, each with an icon, a title and a text', async () => {
    const page = await newSpecPage({
      components: [W3mWhatIsANetworkView],
      html: '<w3m-what-is-a-network-view></w3m-what-is-a-network-view>',
    });
    const sections = [...shadowOf(page).querySelectorAll('.point')];
    expect(sections).toHaveLength(en.networks.explainer.sections.length);
    expect(sections[0]!.querySelector('wui-icon')!.getAttribute('name')).toBe('network');
    expect([...sections[0]!.querySelectorAll('wui-text')].map((text) => text.textContent)).toEqual([
      'Separate blockchains',
      en.networks.explainer.sections[0].text,
    ]);
  });

  test('follows the theme', async () => {
    const page = await newSpecPage({
      components: [W3mWhatIsANetworkView],
      html: '<w3m-what-is-a-network-view></w3m-what-is-a-network-view>',
    });
    expect(page.root!.getAttribute('data-theme')).toBe('dark');
    setThemeMode('light');
    await page.waitForChanges();
    expect(page.root!.getAttribute('data-theme')).toBe('light');
  });
});
