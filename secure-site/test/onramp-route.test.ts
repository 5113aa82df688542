// GET /onramp/v1/purchases: the host page's origin must be one the project allows (and gets
// CORS for it), the address is checked, and the answer is the neutral report from a provider
// answering over real HTTP in Meld's shape.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { openPglite } from '../src/db/pglite';
import { buildApp } from '../src/http/app';
import { HOST_ORIGIN, testSite } from './fixture';
import { MELD_ANSWER, WALLET } from './onramp-answers';

describe('the onramp report endpoint', () => {
  let provider: Server;
  let providerUrl = '';
  const calls: Array<{ url: string; authorization: string }> = [];

  before(async () => {
    provider = createServer((request, response) => {
      calls.push({ url: request.url ?? '', authorization: String(request.headers.authorization) });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(MELD_ANSWER));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  });
  after(() => provider.close());

  it('answers an allowed origin with CORS and the validated purchases; refuses others and bad addresses', async () => {
    const db = await openPglite();
    const site = await testSite(db, {
      onrampReports: [{ provider: 'meld', baseUrl: providerUrl, apiKey: 'from-env' }],
    });
    const app = buildApp(site.ctx);
    try {
      const ok = await app.inject({
        method: 'GET',
        url: `/onramp/v1/purchases?projectId=demo&address=${WALLET}`,
        headers: { origin: HOST_ORIGIN },
      });
      assert.equal(ok.statusCode, 200);
      assert.equal(ok.headers['access-control-allow-origin'], HOST_ORIGIN);
      const body = ok.json() as { purchases: Array<{ id: string; status: string }>; errors: unknown[] };
      assert.deepEqual(
        body.purchases.map((purchase) => `${purchase.id} ${purchase.status}`),
        ['WePcmgusm8wFhxMH2NPWCn success', 'Xq3Ut6k2fUL4Xc4PVCqv4z failed'],
      );
      assert.deepEqual(body.errors, []);
      assert.deepEqual(calls, [
        {
          url: `/payments/transactions?externalCustomerIds=${WALLET}&limit=20`,
          authorization: 'BASIC from-env',
        },
      ]);

      const stranger = await app.inject({
        method: 'GET',
        url: `/onramp/v1/purchases?projectId=demo&address=${WALLET}`,
        headers: { origin: 'https://evil.example.net' },
      });
      assert.equal(stranger.statusCode, 403);
      assert.equal(stranger.headers['access-control-allow-origin'], undefined);
      const noOrigin = await app.inject({
        method: 'GET',
        url: `/onramp/v1/purchases?projectId=demo&address=${WALLET}`,
      });
      assert.equal(noOrigin.statusCode, 403);
      const badAddress = await app.inject({
        method: 'GET',
        url: '/onramp/v1/purchases?projectId=demo&address=0x12',
        headers: { origin: HOST_ORIGIN },
      });
      assert.equal(badAddress.statusCode, 400);
      assert.match(String(badAddress.json().error), /address must be an EVM/);
      assert.equal(calls.length, 1);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
