import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { setCaipAddress } from '../../../stores/account-connection';
import { subscribeEvents, type EmittedEvent } from '../../../stores/events';
import { $snackbar } from '../../../stores/snackbar';
import { $transactions } from '../../../stores/transactions';
import { connectDevAccount, resetViewStores, shadowOf, until } from '../view-spec-kit';
import { W3mAccountActivity } from './w3m-account-activity';

const BLOCKSCOUT = 'http://127.0.0.1:9/blockscout';
const realFetch = globalThis.fetch;
let requested: string[] = [];

/** Answers each GET with the next body (HTTP `status`). */
function serve(bodies: unknown[], status = 200): void {
  requested = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    requested.push(String(url));
    const body = bodies[requested.length - 1];
    return { ok: status === 200, status, json: async () => body } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  resetViewStores({ historySources: { 'eip155:31337': { type: 'blockscout', url: BLOCKSCOUT } } });
  connectDevAccount();
  jest.useFakeTimers({
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    now: new Date('2026-11-23T12:00:00Z'),
  });
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  resetViewStores();
});

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const YOU = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

/** A Blockscout v2 transaction item (the fields the source reads). */
function item(n: number, timestamp: string, from: string, to: string, value: string, extra: object = {}) {
  return {
    hash: `0x${n.toString(16).padStart(64, '0')}`,
    timestamp,
    status: 'ok',
    from: { hash: from },
    to: { hash: to },
    value,
    token_transfers: null,
    ...extra,
  };
}

/** Two pages of Blockscout answers: sends and receives, then a failed call and a spam airdrop. */
const pages = [
  {
    items: [
      item(1, '2026-11-20T10:15:23Z', ME, YOU, '1500000000000000000'),
      item(2, '2026-11-18T08:00:11Z', YOU, ME, '250000000000000000'),
      item(3, '2026-10-02T17:45:00Z', ME, USDC, '0', {
        token_transfers: [
          {
            from: { hash: ME },
            to: { hash: YOU },
            token: { address_hash: USDC, name: 'USD Coin', symbol: 'USDC', decimals: '6', type: 'ERC-20' },
            total: { decimals: '6', value: '12500000' },
          },
        ],
      }),
    ],
    next_page_params: { block_number: 20999000, index: 3, items_count: 3 },
  },
  {
    items: [
      item(4, '2025-12-31T12:00:00Z', ME, USDC, '0', { status: 'error' }),
      item(5, '2025-06-01T12:00:00Z', YOU, ME, '1000'),
      item(6, '2025-05-01T12:00:00Z', YOU, YOU, '0', {
        token_transfers: [
          {
            from: { hash: YOU },
            to: { hash: ME },
            token: {
              address_hash: YOU,
              name: 'Claim',
              symbol: 'CLAIM',
              type: 'ERC-1155',
              reputation: 'scam',
            },
            total: { token_id: '1', value: '1' },
          },
        ],
      }),
    ],
    next_page_params: null,
  },
];

async function render(): Promise<SpecPage> {
  return newSpecPage({
    components: [W3mAccountActivity],
    html: '<w3m-account-activity></w3m-account-activity>',
  });
}

const rows = (page: SpecPage) => [...shadowOf(page).querySelectorAll('[data-testid="w3m-activity-row"]')];
const groupLabels = (page: SpecPage) =>
  [...shadowOf(page).querySelectorAll('[data-testid="w3m-activity-group"] .label')].map(
    (label) => label.textContent,
  );

describe('w3m-account-activity', () => {
  test('loads the first page when shown: rows grouped by month (SPEC §9 labels) with amounts and status', async () => {
    serve(pages);
    const page = await render();
    await until(page, () => rows(page).length === 3, 'the first page');
    expect(requested[0]).toBe(
      `${BLOCKSCOUT}/api/v2/addresses/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/transactions`,
    );
    expect(groupLabels(page)).toEqual(['November', 'October']);
    expect(rows(page).map((row) => row.textContent)).toEqual([
      'Sent' + 'To 0x7099\u2026dc79C8' + '-1.5 ETH' + 'Confirmed',
      'Received' + 'From 0x7099\u2026dc79C8' + '+0.25 ETH' + 'Confirmed',
      // A token transfer's transaction calls the USDC contract; the row names the real receiver.
      'Sent' + 'To 0x7099\u2026dc79C8' + '-12.5 USDC' + 'Confirmed',
    ]);
  });

  test('load more appends the next page (spam dropped) and disappears on the last page', async () => {
    serve(pages);
    const page = await render();
    await until(page, () => rows(page).length === 3, 'the first page');
    const more = shadowOf(page).querySelector<HTMLElement>('[testid="w3m-activity-load-more"]')!;
    more.click();
    await until(page, () => rows(page).length === 5, 'the second page');
    expect(new URL(requested[1]!).searchParams.get('block_number')).toBe('20999000');
    expect(groupLabels(page)).toEqual(['November', 'October', 'December 2025', 'June 2025']);
    expect(rows(page)[3]!.textContent).toContain('Failed');
    expect(shadowOf(page).querySelector('[testid="w3m-activity-load-more"]')).toBeNull();
  });

  test('SPEC §8: a failing source shows the snackbar, emits ERROR_FETCH_TRANSACTIONS and the empty state', async () => {
    const events: EmittedEvent[] = [];
    const stop = subscribeEvents((event) => events.push(event));
    serve([], 502);
    const page = await render();
    await until(page, () => $snackbar.get().open, 'the snackbar');
    stop();
    expect($snackbar.get()).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' });
    expect(events.map((event) => event.data.event)).toContain('ERROR_FETCH_TRANSACTIONS');
    expect($transactions.get()).toMatchObject({ empty: true, next: undefined, loading: false });
    expect(shadowOf(page).querySelector('wui-empty-state')!.getAttribute('heading')).toBe('No activity yet');
  });

  test('the wallet reporting the same address in lowercase keeps the list: no reload', async () => {
    serve(pages);
    const page = await render();
    await until(page, () => rows(page).length === 3, 'the first page');
    setCaipAddress('eip155', `eip155:31337:${ME.toLowerCase()}`);
    await page.waitForChanges();
    expect(requested).toHaveLength(1);
    expect(rows(page)).toHaveLength(3);
  });

  test('switching network starts over on the new network', async () => {
    serve([pages[0], { items: [], next_page_params: null }]);
    const page = await render();
    await until(page, () => rows(page).length === 3, 'the first page');
    const { setActiveNetwork } = await import('../../../stores/chain');
    const { localhostSecond } = await import('../../../networks');
    resetViewStores({
      historySources: {
        'eip155:31338': { type: 'blockscout', url: BLOCKSCOUT },
        'eip155:31337': { type: 'blockscout', url: BLOCKSCOUT },
      },
    });
    connectDevAccount();
    setActiveNetwork(localhostSecond, false);
    await until(page, () => requested.length >= 2 && !$transactions.get().loading, 'the reload');
    expect($transactions.get().lastNetworkInView).toBe(localhostSecond.caipNetworkId);
    expect(rows(page)).toHaveLength(0);
    expect(shadowOf(page).querySelector('wui-empty-state')).not.toBeNull();
  });
});
