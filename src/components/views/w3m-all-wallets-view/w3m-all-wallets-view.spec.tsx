import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { forgetWalletRegistry } from '../../../appkit/wallet-registry';
import { addConnector, setConnectors, setExcludedWallets } from '../../../stores/connectors';
import { defaultResolvedOptions, setOptions, type ResolvedOptions } from '../../../stores/options';
import { $router } from '../../../stores/router';
import { $walletRegistry, patchWalletRegistry, resetWalletRegistry } from '../../../stores/wallet-registry';
import { loadedLogo, walletLogoKey } from '../../primitives/shared/logos/logo';
import { requireTestId, shadowOf, until } from '../view-spec-kit';
import { W3mAllWalletsView } from './w3m-all-wallets-view';
import { ROW_HEIGHT } from './virtual-window';

function configure(options: Partial<ResolvedOptions> = {}): void {
  setOptions({ ...defaultResolvedOptions(), ...options });
}

function customWallets(count: number): ResolvedOptions['customWallets'] {
  return Array.from({ length: count }, (_, i) => ({
    id: `test-${i + 1}`,
    name: `Test Wallet ${i + 1}`,
    homepage: 'https://t.test/',
  }));
}

async function renderView(): Promise<SpecPage> {
  const page = await newSpecPage({
    components: [W3mAllWalletsView],
    html: '<w3m-all-wallets-view></w3m-all-wallets-view>',
  });
  await until(page, () => rows(page).length > 0, 'the first rows');
  return page;
}

const rows = (page: SpecPage) => Array.from(shadowOf(page).querySelectorAll('[role="listitem"]'));
const labels = (page: SpecPage) =>
  Array.from(shadowOf(page).querySelectorAll('wui-list-item')).map((row) => row.getAttribute('label'));
const status = (page: SpecPage) => shadowOf(page).querySelector('[role="status"]')?.textContent;

async function scrollTo(page: SpecPage, top: number): Promise<void> {
  const scroller = shadowOf(page).querySelector('.scroller') as HTMLElement;
  scroller.scrollTop = top;
  scroller.dispatchEvent(new Event('scroll'));
  await page.waitForChanges();
}

beforeEach(() => {
  jest.useRealTimers();
  forgetWalletRegistry();
  resetWalletRegistry();
  setConnectors([]);
  setExcludedWallets([]);
  configure();
  $router.set({
    view: 'AllWallets',
    history: ['Connect', 'AllWallets'],
    data: undefined,
    transactionStack: [],
  });
});

describe('w3m-all-wallets-view', () => {
  test('installed first, as an announced list with its size and each row position', async () => {
    addConnector({
      id: 'me.rainbow',
      name: 'Rainbow',
      rdns: 'me.rainbow',
      type: 'ANNOUNCED',
      chain: 'eip155',
    });
    const page = await renderView();
    expect(labels(page)[0]).toBe('Rainbow');
    const first = requireTestId(page, 'wallet-selector-me.rainbow');
    expect(first.getAttribute('tag')).toBe('Installed');
    const list = shadowOf(page).querySelector('[role="list"]')!;
    expect(list.getAttribute('aria-label')).toBe('All wallets');
    expect(rows(page)[0]?.getAttribute('aria-setsize')).toBe('20');
    expect(rows(page)[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(status(page)).toBe('20 wallets');
    expect(shadowOf(page).querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
  });

  test('2,000 wallets: only a window of rows is in the DOM, and scrolling to the end loads pages up to the last one', async () => {
    configure({ customWallets: customWallets(2000) });
    const page = await renderView();
    const total = 2020;
    expect(status(page)).toBe('2,020 wallets');
    const spacer = shadowOf(page).querySelector('[role="list"]') as HTMLElement;
    expect(spacer.style.height).toBe(`${total * ROW_HEIGHT}px`);
    expect(rows(page).length).toBeLessThan(30);
    expect($walletRegistry.get().listings).toHaveLength(40);

    await scrollTo(page, total * ROW_HEIGHT);
    await until(page, () => labels(page).includes('Test Wallet 2000'), 'the last wallet rendered');
    expect(rows(page).length).toBeLessThan(30);
    expect($walletRegistry.get().listings).toHaveLength(total);
    const last = rows(page).at(-1)!;
    expect(last.getAttribute('aria-posinset')).toBe(String(total));
    expect((last as HTMLElement).style.transform).toBe(`translateY(${(total - 1) * ROW_HEIGHT}px)`);
  });

  test('at the top, only the visible rows (7 in the 420 px list) and two more are in the DOM', async () => {
    configure({ customWallets: customWallets(2000) });
    const page = await renderView();
    expect(rows(page)).toHaveLength(9);
    expect(rows(page).at(-1)?.getAttribute('aria-posinset')).toBe('9');
  });

  test("the first screen's wallets come with their logos: each row can draw its logo in its first frame", async () => {
    const page = await renderView();
    const shown = labels(page);
    expect(shown).toHaveLength(9);
    // Drawable without a load: no row waits a round trip on an empty tile.
    for (const name of shown) expect(loadedLogo(walletLogoKey(name ?? ''))).toMatch(/^<svg /);
  });

  test('typing does not re-render the list before the search answers; clearing the box shows the full list at once', async () => {
    const render = jest.spyOn(W3mAllWalletsView.prototype, 'render');
    const page = await renderView();
    const input = requireTestId(page, 'w3m-all-wallets-search');
    const renders = render.mock.calls.length;
    jest.useFakeTimers();
    input.dispatchEvent(new CustomEvent('wuiInput', { detail: 'r' }));
    input.dispatchEvent(new CustomEvent('wuiInput', { detail: 'ra' }));
    jest.useRealTimers();
    await page.waitForChanges();
    expect(render.mock.calls.length).toBe(renders);
    jest.useFakeTimers();

    input.dispatchEvent(new CustomEvent('wuiInput', { detail: 'rain' }));
    jest.advanceTimersByTime(500);
    jest.useRealTimers();
    await until(page, () => labels(page).length === 1, 'the search answered');
    jest.useFakeTimers();
    input.dispatchEvent(new CustomEvent('wuiInput', { detail: '' }));
    jest.useRealTimers();
    await page.waitForChanges();
    // Before the debounced search ran: the store still holds the "rain" search.
    expect($walletRegistry.get().search).toBe('rain');
    expect(labels(page).length).toBeGreaterThan(1);
    render.mockRestore();
  });

  test('a request in flight over rows on screen does not re-render the list; its answer does', async () => {
    const render = jest.spyOn(W3mAllWalletsView.prototype, 'render');
    const page = await renderView();
    const renders = render.mock.calls.length;
    patchWalletRegistry({ loading: true });
    await page.waitForChanges();
    expect(render.mock.calls.length).toBe(renders);
    patchWalletRegistry({ loading: false, search: 'rain', results: [] });
    await page.waitForChanges();
    expect(render.mock.calls.length).toBe(renders + 1);
    render.mockRestore();
  });

  test('search waits for a 500 ms pause (SPEC §9), then shows the matches and announces the count', async () => {
    const page = await renderView();
    jest.useFakeTimers();
    const input = requireTestId(page, 'w3m-all-wallets-search');
    input.dispatchEvent(new CustomEvent('wuiInput', { detail: 'ra' }));
    jest.advanceTimersByTime(300);
    input.dispatchEvent(new CustomEvent('wuiInput', { detail: 'rain' }));
    jest.advanceTimersByTime(499);
    expect($walletRegistry.get().search).toBe('');
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await until(page, () => $walletRegistry.get().search === 'rain', 'the search ran');
    await page.waitForChanges();
    expect(labels(page)).toEqual(['Rainbow']);
    expect(status(page)).toBe('1 wallet');
  });

  test('a search with no match shows the empty state', async () => {
    const page = await renderView();
    jest.useFakeTimers();
    requireTestId(page, 'w3m-all-wallets-search').dispatchEvent(
      new CustomEvent('wuiInput', { detail: 'zzz' }),
    );
    jest.advanceTimersByTime(500);
    jest.useRealTimers();
    await until(page, () => shadowOf(page).querySelector('wui-empty-state') !== null, 'the empty state');
    expect(shadowOf(page).querySelector('wui-empty-state')?.getAttribute('heading')).toBe('No wallet found');
    expect(status(page)).toBe('0 wallets');
  });

  test('choosing an installed wallet connects through its connector', async () => {
    addConnector({ id: 'dev.w3m-elements.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' });
    const page = await renderView();
    requireTestId(page, 'wallet-selector-dev.w3m-elements.wallet').click();
    expect($router.get().view).toBe('ConnectingExternal');
    expect($router.get().data?.connector?.id).toBe('dev.w3m-elements.wallet');
  });

  test('a registry error is shown above the list', async () => {
    const page = await renderView();
    $walletRegistry.setKey(
      'error',
      'The wallet registry answered HTTP status code: 500; showing the bundled wallet list',
    );
    await page.waitForChanges();
    expect(shadowOf(page).querySelector('wui-text[color="error"]')?.textContent).toBe(
      'The wallet list could not be loaded: The wallet registry answered HTTP status code: 500; showing the bundled wallet list',
    );
  });
});
