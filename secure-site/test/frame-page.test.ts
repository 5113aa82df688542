import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../src/http/app';
import { describeRequest } from '../frame/approval';
import { databaseKinds } from './databases';
import { HOST_ORIGIN, PUBLIC_ORIGIN, testSite } from './fixture';

describe('frame page', () => {
  it('loads its script and style from this origin under a strict CSP, framable only by the project', async () => {
    const [kind] = databaseKinds();
    assert.ok(kind);
    const site = await testSite(await kind.open());
    const app = buildApp(site.ctx);
    try {
      const page = await app.inject({ method: 'GET', url: '/frame?projectId=demo&chainId=31337' });
      assert.equal(page.statusCode, 200);
      const csp = String(page.headers['content-security-policy']);
      assert.match(csp, /script-src 'self';/);
      assert.match(csp, /frame-ancestors https:\/\/app\.example\.com https:\/\/\*\.example\.org/);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
      assert.match(page.body, /<script type="module" src="\/frame\.js"><\/script>/);
      assert.doesNotMatch(page.body, /<script>|<script type="module">/);

      const script = await app.inject({ method: 'GET', url: '/frame.js' });
      assert.equal(script.statusCode, 200);
      assert.match(String(script.headers['content-type']), /javascript/);
      assert.match(script.body, /@w3m-frame\//);
      assert.doesNotMatch(script.body, /postMessage\([^)]*"\*"\)/);
      const style = await app.inject({ method: 'GET', url: '/frame.css' });
      assert.match(String(style.headers['content-type']), /text\/css/);
    } finally {
      await app.close();
      await site.ctx.db.close();
    }
  });

  it('frame check: the parent origin the frame found must be on the list', async () => {
    const [kind] = databaseKinds();
    assert.ok(kind);
    const site = await testSite(await kind.open());
    const app = buildApp(site.ctx);
    try {
      const check = (hostOrigin: string, origin = PUBLIC_ORIGIN) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/frame/check',
          headers: { origin, 'x-project-id': 'demo', 'x-host-origin': hostOrigin },
          payload: {},
        });
      assert.equal((await check(HOST_ORIGIN)).statusCode, 200);
      const stranger = await check('https://evil.example.net');
      assert.equal(stranger.statusCode, 403);
      assert.deepEqual(stranger.json(), { error: 'Unauthorized: origin not allowed' });
      assert.equal((await check(HOST_ORIGIN, HOST_ORIGIN)).statusCode, 403);
    } finally {
      await app.close();
      await site.ctx.db.close();
    }
  });

  it('the approval screen names what is signed or sent', () => {
    assert.deepEqual(describeRequest({ method: 'personal_sign', params: ['0x6869', '0x00'] }), [
      ['Message', 'hi'],
    ]);
    assert.deepEqual(
      describeRequest({
        method: 'eth_sendTransaction',
        params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000' }],
      }),
      [
        ['To', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
        ['Amount', '1 ETH'],
      ],
    );
    assert.equal(describeRequest({ method: 'eth_signTypedData_v4', params: ['0x', '{bad'] })[0]?.[0], 'Data');
  });
});
