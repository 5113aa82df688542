import { localhost } from '../networks';
import * as otterscan from '../services/history/otterscan';
import { resetAccount } from '../stores/account';
import { setActiveNetwork, setNetworks } from '../stores/chain';
import { setCaipAddress } from '../stores/account-connection';
import { $onrampPurchasesError } from '../stores/onramp-purchases';
import { setOptions } from '../stores/options';
import { defaultResolvedOptions } from '../stores/options-types';
import { $transactions, type Transaction } from '../stores/transactions';
import { loadActivity } from './account-activity';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SECURE_SITE = 'http://127.0.0.1:8787';

const SENT: Transaction = {
  id: '0xsent',
  metadata: {
    minedAt: '2026-11-20T10:00:00Z',
    chain: 'eip155:31337',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  },
  transfers: [{ direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
};

const PURCHASE = {
  provider: 'dev',
  id: 'dev-1',
  status: 'success',
  amount: '0.5',
  asset: 'ETH',
  createdAt: '2026-11-24T09:00:00Z',
};

/** Every id in the Activity list, newest first. */
function listedIds(): string[] {
  const byYear = $transactions.get().transactionsByYear;
  return Object.values(byYear)
    .flatMap((months) => Object.values(months).flat())
    .sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
    .map((transaction) => transaction.id);
}

let answer: () => Response;
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  jest.spyOn(otterscan, 'createOtterscanSource').mockReturnValue({
    fetch: async () => ({ data: [SENT], next: null }),
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requested.push(String(input));
    return answer();
  }) as typeof fetch;
  setNetworks([localhost]);
  setActiveNetwork(localhost, false);
  setCaipAddress('eip155', `eip155:31337:${ADDRESS}`);
});

afterEach(() => {
  setOptions(defaultResolvedOptions());
  resetAccount('eip155');
  jest.restoreAllMocks();
});

const withPurchases = (showPurchases: boolean) =>
  setOptions({
    ...defaultResolvedOptions(),
    projectId: 'demo',
    secureSiteUrl: SECURE_SITE,
    onramp: { showPurchases },
  });

async function settled(): Promise<void> {
  // The purchases load beside the history; both end within a few microtasks of the stubs.
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('onramp purchases in Activity (onramp.showPurchases)', () => {
  test('enabled: the reported purchases join the history, in date order', async () => {
    answer = () => new Response(JSON.stringify({ purchases: [PURCHASE], errors: [] }));
    withPurchases(true);
    await loadActivity('restart');
    await settled();
    expect(requested).toEqual([`${SECURE_SITE}/onramp/v1/purchases?projectId=demo&address=${ADDRESS}`]);
    expect(listedIds()).toEqual(['onramp:dev:dev-1', '0xsent']);
    expect($onrampPurchasesError.get()).toBeUndefined();
  });

  test('a malformed report shows its error and the history stays as it is', async () => {
    answer = () => new Response(JSON.stringify({ purchases: [{ ...PURCHASE, status: 'DONE' }], errors: [] }));
    withPurchases(true);
    await loadActivity('restart');
    await settled();
    expect(listedIds()).toEqual(['0xsent']);
    expect($onrampPurchasesError.get()).toMatch(
      /^The onramp purchase report was malformed \(purchases\.0\.status/,
    );
  });

  test("a provider the site could not read is named; the others' purchases still show", async () => {
    const errors = [{ provider: 'meld', message: 'The meld purchase report answered HTTP 401' }];
    answer = () => new Response(JSON.stringify({ purchases: [PURCHASE], errors }));
    withPurchases(true);
    await loadActivity('restart');
    await settled();
    expect(listedIds()).toEqual(['onramp:dev:dev-1', '0xsent']);
    expect($onrampPurchasesError.get()).toBe('The meld purchase report answered HTTP 401');
  });

  test('not enabled: the secure site is not asked', async () => {
    answer = () => new Response('{}');
    withPurchases(false);
    await loadActivity('restart');
    await settled();
    expect(requested).toEqual([]);
    expect(listedIds()).toEqual(['0xsent']);
  });
});
