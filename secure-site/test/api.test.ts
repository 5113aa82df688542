import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../src/http/app';
import { alertForProviderError } from '../../src/stores/alerts';
import { databaseKinds } from './databases';
import { HOST_ORIGIN, PUBLIC_ORIGIN, newDeviceId, testSite } from './fixture';

const frameHeaders = (extra: Record<string, string> = {}) => ({
  origin: PUBLIC_ORIGIN,
  'x-project-id': 'demo',
  'x-host-origin': HOST_ORIGIN,
  ...extra,
});

for (const kind of databaseKinds()) {
  describe(`HTTP API on ${kind.name}`, () => {
    it('logs in by email code, answers the user, and sign out revokes the session', async () => {
      const db = await kind.open();
      const site = await testSite(db);
      const app = buildApp(site.ctx);
      try {
        const deviceId = newDeviceId();
        const email = 'ada@example.com';
        const start = await app.inject({
          method: 'POST',
          url: '/api/v1/email/start',
          headers: frameHeaders(),
          payload: { email, deviceId },
        });
        assert.equal(start.statusCode, 200, start.body);
        assert.deepEqual(start.json(), { action: 'VERIFY_OTP' });
        const again = await app.inject({
          method: 'POST',
          url: '/api/v1/email/start',
          headers: frameHeaders(),
          payload: { email, deviceId },
        });
        assert.equal(again.statusCode, 429);
        assert.deepEqual(again.json(), {
          error: 'Please try again after 30 seconds',
          reason: 'cooldown',
          count: 30,
        });
        assert.equal(again.headers['retry-after'], '30');
        const verify = await app.inject({
          method: 'POST',
          url: '/api/v1/email/verify',
          headers: frameHeaders(),
          payload: { email, deviceId, otp: site.lastCode(email) },
        });
        assert.equal(verify.statusCode, 200, verify.body);
        const login = verify.json() as {
          accessToken: string;
          refreshToken: string;
          user: { email: string; address: string };
        };
        assert.equal(login.user.email, email);
        assert.match(login.user.address, /^0x[0-9a-fA-F]{40}$/);
        const bearer = frameHeaders({ authorization: `Bearer ${login.accessToken}` });
        const user = await app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer });
        assert.deepEqual(user.json(), login.user);
        const other = await app.inject({
          method: 'GET',
          url: '/api/v1/user',
          headers: { ...bearer, 'x-project-id': 'other' },
        });
        assert.equal(other.statusCode, 401, 'a token works only for its project');
        assert.equal(
          (await app.inject({ method: 'POST', url: '/api/v1/session/signout', headers: bearer })).statusCode,
          200,
        );
        const after = await app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer });
        assert.equal(after.statusCode, 401);
        assert.match(after.json().error, /^Session Expired/);
      } finally {
        await app.close();
        await db.close();
      }
    });

    it('checks Origin and the host origin on every API call (SPEC §8 texts)', async () => {
      const db = await kind.open();
      const site = await testSite(db);
      const app = buildApp(site.ctx);
      try {
        const call = (headers: Record<string, string>) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/email/start',
            headers,
            payload: { email: 'a@example.com', deviceId: newDeviceId() },
          });
        const cases: Array<[Record<string, string>, number, string]> = [
          [frameHeaders({ origin: 'https://evil.example' }), 403, 'INVALID_APP_CONFIGURATION'],
          [{ 'x-project-id': 'demo', 'x-host-origin': HOST_ORIGIN }, 403, 'INVALID_APP_CONFIGURATION'],
          [frameHeaders({ 'x-host-origin': 'https://evil.example' }), 403, 'INVALID_APP_CONFIGURATION'],
          [frameHeaders({ 'x-project-id': 'nope' }), 401, 'INVALID_PROJECT_ID'],
        ];
        for (const [headers, status, alert] of cases) {
          const response = await call(headers);
          assert.equal(response.statusCode, status, JSON.stringify(headers));
          assert.equal(alertForProviderError(response.json().error), alert);
        }
        const noProject = await call({ origin: PUBLIC_ORIGIN });
        assert.deepEqual(
          [noProject.statusCode, noProject.json()],
          [400, { error: 'Project ID Not Configured' }],
        );
        assert.equal(site.mails.length, 0, 'nothing was sent for a refused call');
        const check = await app.inject({
          method: 'GET',
          url: '/api/v1/origin-check?projectId=demo',
          headers: { origin: 'https://evil.example' },
        });
        assert.equal(check.statusCode, 403);
        assert.equal(check.headers['access-control-allow-origin'], 'https://evil.example');
        const ok = await app.inject({
          method: 'GET',
          url: '/api/v1/origin-check?projectId=demo',
          headers: { origin: 'https://a.example.org' },
        });
        assert.deepEqual(ok.json(), { allowed: true });
        const junk = await app.inject({
          method: 'POST',
          url: '/api/v1/email/verify',
          headers: { ...frameHeaders(), 'content-type': 'application/json' },
          payload: '{"email":',
        });
        assert.equal(junk.statusCode, 400);
        const big = await app.inject({
          method: 'POST',
          url: '/api/v1/email/verify',
          headers: frameHeaders(),
          payload: { email: 'x'.repeat(70_000) },
        });
        assert.equal(big.statusCode, 413);
      } finally {
        await app.close();
        await db.close();
      }
    });

    it('serves the frame page with a strict CSP and frame-ancestors from the project list', async () => {
      const db = await kind.open();
      const site = await testSite(db);
      const app = buildApp(site.ctx);
      try {
        const frame = await app.inject({
          method: 'GET',
          url: '/frame?projectId=demo&chainId=1&version=4&enableLogger=false',
        });
        const csp = String(frame.headers['content-security-policy']);
        assert.match(csp, /script-src 'self';/);
        assert.doesNotMatch(csp, /unsafe/);
        assert.match(csp, /frame-ancestors https:\/\/app\.example\.com https:\/\/\*\.example\.org$/);
        assert.doesNotMatch(frame.body, /<script>/);
        const unknown = await app.inject({ method: 'GET', url: '/frame?projectId=nope' });
        assert.match(String(unknown.headers['content-security-policy']), /frame-ancestors 'none'$/);
        site.ctx.dev = true;
        const dev = await app.inject({ method: 'GET', url: '/frame?projectId=demo' });
        assert.match(
          String(dev.headers['content-security-policy']),
          /http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*$/,
        );
        const approve = await app.inject({ method: 'GET', url: '/device/approve?token=<b>x</b>' });
        assert.equal(approve.statusCode, 400);
        assert.doesNotMatch(approve.body, /<b>/);
      } finally {
        await app.close();
        await db.close();
      }
    });
  });
}
