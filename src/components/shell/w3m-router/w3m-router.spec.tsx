import { newSpecPage } from '@stencil/core/testing';
import { $options, defaultResolvedOptions } from '../../../stores/options';
import { push, reset } from '../../../stores/router';
import { VIEW_NAMES } from '../../../stores/views';
import { VIEW_ENTRIES, VIEW_FEATURES, featureEnabled, resolveView } from './view-tags';
import { viewTitle } from './view-titles';
import { W3mWhatIsANetworkView } from '../../views/w3m-what-is-a-network-view/w3m-what-is-a-network-view';
import { W3mRouter } from './w3m-router';

afterEach(() => {
  reset('Connect');
  $options.set(defaultResolvedOptions());
});

const features = () => defaultResolvedOptions().features;

describe('view table', () => {
  test('every view has a header title', () => {
    for (const view of VIEW_NAMES) expect(viewTitle(view)).toMatch(/\S/);
    expect(viewTitle('Networks')).toBe('Choose Network');
  });

  test('every listed view maps to a w3m-*-view tag', () => {
    for (const entry of Object.values(VIEW_ENTRIES)) expect(entry!.tag).toMatch(/^w3m-[a-z-]+-view$/);
  });

  test('SPEC §2: an optional panel resolves only while its feature flag is on', () => {
    const off = { ...features(), swaps: false, socials: false as const, email: false };
    expect(featureEnabled(off, 'swaps')).toBe(false);
    expect(featureEnabled(off, 'socials')).toBe(false);
    expect(featureEnabled({ ...off, socials: ['google'] }, 'socials')).toBe(true);
    expect(featureEnabled({ ...off, socials: [] }, 'socials')).toBe(false);
    for (const view of Object.keys(VIEW_FEATURES) as Array<keyof typeof VIEW_FEATURES>) {
      expect(resolveView(view, off).kind === 'view' ? VIEW_FEATURES[view] : 'blocked').not.toBe('email');
    }
    expect(resolveView('Swap', off)).toEqual({ kind: 'unavailable' });
    expect(resolveView('EmailLogin', off)).toEqual({ kind: 'unavailable' });
  });

  test('a built view resolves to its entry', () => {
    expect(resolveView('Networks', features())).toEqual({ kind: 'view', entry: VIEW_ENTRIES.Networks });
  });
});

describe('w3m-router', () => {
  test('renders the current view element and follows the router store', async () => {
    reset('Networks');
    const page = await newSpecPage({ components: [W3mRouter], html: '<w3m-router></w3m-router>' });
    expect(page.root!.getAttribute('data-view')).toBe('Networks');
    expect(page.root!.shadowRoot!.querySelector('w3m-networks-view')).not.toBeNull();
    push('WhatIsANetwork');
    await page.waitForChanges();
    expect(page.root!.shadowRoot!.querySelector('w3m-networks-view')).toBeNull();
    expect(page.root!.shadowRoot!.querySelector('w3m-what-is-a-network-view')).not.toBeNull();
  });

  test('a view whose feature is off shows the unavailable message and no element', async () => {
    $options.set({ ...defaultResolvedOptions(), features: { ...features(), swaps: false } });
    reset('Swap');
    const page = await newSpecPage({ components: [W3mRouter], html: '<w3m-router></w3m-router>' });
    expect(page.root!.shadowRoot!.querySelector('.message')!.textContent).toBe(
      'This screen is not available in this app.',
    );
    expect(page.root!.shadowRoot!.querySelector('.view > *:not(p)')).toBeNull();
  });

  test('until the view element has rendered the body is marked busy (it keeps a height and a spinner)', async () => {
    reset('WhatIsANetwork');
    const page = await newSpecPage({ components: [W3mRouter], html: '<w3m-router></w3m-router>' });
    const body = page.root!.shadowRoot!.querySelector('.view')!;
    expect(body.classList.contains('loading')).toBe(true);
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(body.getAttribute('aria-label')).toBe('Loading');
  });

  test('once the view element has rendered the body is no longer busy', async () => {
    reset('WhatIsANetwork');
    const page = await newSpecPage({
      components: [W3mRouter, W3mWhatIsANetworkView],
      html: '<w3m-router></w3m-router>',
    });
    for (let tries = 0; tries < 20 && page.root!.shadowRoot!.querySelector('.loading'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await page.waitForChanges();
    }
    const body = page.root!.shadowRoot!.querySelector('.view')!;
    expect(body.classList.contains('loading')).toBe(false);
    expect(body.hasAttribute('aria-busy')).toBe(false);
  });
});
