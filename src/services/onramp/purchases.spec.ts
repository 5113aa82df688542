import { fetchOnrampPurchases, purchaseTransaction, type OnrampPurchase } from './purchases';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Recorded: the secure site's GET /onramp/v1/purchases answer. */
const REPORT = {
  purchases: [
    {
      provider: 'coinbase',
      id: '1f087a54-ff1f-62e8-9f85-aa77ac0499a6',
      status: 'pending',
      amount: '20',
      asset: 'USDC',
      network: 'ethereum',
      createdAt: '2026-11-24T09:40:00Z',
    },
    {
      provider: 'meld',
      id: 'WePcmgusm8wFhxMH2NPWCn',
      status: 'success',
      amount: '0.0241',
      asset: 'ETH',
      network: '1',
      txHash: '0xabc1',
      createdAt: '2026-11-23T18:05:12.31Z',
    },
  ],
  errors: [],
};

const answering =
  (body: unknown, status = 200, seen: string[] = []) =>
  async (input: string): Promise<Response> => {
    seen.push(input);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };

describe('onramp purchases from the secure site', () => {
  test('asks the secure site for the project and address and returns the checked report', async () => {
    const seen: string[] = [];
    const report = await fetchOnrampPurchases({
      secureSiteUrl: 'http://127.0.0.1:8787',
      projectId: 'demo',
      address: ADDRESS,
      fetch: answering(REPORT, 200, seen),
    });
    expect(seen).toEqual([`http://127.0.0.1:8787/onramp/v1/purchases?projectId=demo&address=${ADDRESS}`]);
    expect(report.purchases.map((purchase) => purchase.id)).toEqual([
      '1f087a54-ff1f-62e8-9f85-aa77ac0499a6',
      'WePcmgusm8wFhxMH2NPWCn',
    ]);
  });

  test('malformed answers and HTTP errors give clear errors', async () => {
    const options = { secureSiteUrl: 'http://127.0.0.1:8787', projectId: 'demo', address: ADDRESS };
    const badStatus = { ...REPORT, purchases: [{ ...REPORT.purchases[0], status: 'done' }] };
    await expect(fetchOnrampPurchases({ ...options, fetch: answering(badStatus) })).rejects.toThrow(
      /^The onramp purchase report was malformed \(purchases\.0\.status: /,
    );
    const badAmount = { ...REPORT, purchases: [{ ...REPORT.purchases[1], amount: '1e-7' }] };
    await expect(fetchOnrampPurchases({ ...options, fetch: answering(badAmount) })).rejects.toThrow(
      /purchases\.0\.amount/,
    );
    await expect(fetchOnrampPurchases({ ...options, fetch: answering('<html>') })).rejects.toThrow(
      'The onramp purchase report was malformed (answer: ',
    );
    await expect(fetchOnrampPurchases({ ...options, fetch: answering({ error: 'x' }, 403) })).rejects.toThrow(
      'The onramp purchase report answered HTTP 403',
    );
  });

  test('a purchase becomes an incoming "buy" transaction from the provider, its status mapped', () => {
    const [pending, settled] = (REPORT.purchases as OnrampPurchase[]).map((purchase) =>
      purchaseTransaction(purchase, ADDRESS),
    );
    expect(pending).toEqual({
      id: 'onramp:coinbase:1f087a54-ff1f-62e8-9f85-aa77ac0499a6',
      metadata: {
        minedAt: '2026-11-24T09:40:00Z',
        operationType: 'buy',
        status: 'pending',
        sentFrom: 'Coinbase',
        sentTo: ADDRESS,
      },
      transfers: [{ direction: 'in', quantity: { numeric: '20' }, fungible_info: { symbol: 'USDC' } }],
    });
    expect(settled?.metadata.status).toBe('confirmed');
    expect(settled?.metadata.sentFrom).toBe('Meld');
    const failed = purchaseTransaction(
      { ...(REPORT.purchases[1] as OnrampPurchase), status: 'failed' },
      ADDRESS,
    );
    expect(failed.metadata.status).toBe('failed');
  });
});
