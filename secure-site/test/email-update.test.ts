import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startEmailLogin, verifyCode } from '../src/auth/email-login';
import { startEmailUpdate, verifyPrimaryCode, verifySecondaryCode } from '../src/auth/email-update';
import { API_ERRORS } from '../src/errors';
import { buildApp } from '../src/http/app';
import { databaseKinds } from './databases';
import { HOST_ORIGIN, PUBLIC_ORIGIN, newDeviceId, testSite, type TestSite } from './fixture';

const IP = '203.0.113.9';
const COOLDOWN = 30_000;

/** Logs `email` in on a new device; returns the user id and the device. */
async function login(site: TestSite, email: string) {
  const deviceId = newDeviceId();
  await startEmailLogin(site.ctx, { email, deviceId, ip: IP });
  const userId = await verifyCode(site.ctx, { email, deviceId, otp: site.lastCode(email), ip: IP });
  return { userId, deviceId };
}

const emailOf = async (site: TestSite, userId: string) =>
  (await site.ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]))[0]?.email;

for (const kind of databaseKinds()) {
  describe(`email update on ${kind.name}`, () => {
    const withSite = async (run: (site: TestSite) => Promise<void>) => {
      const db = await kind.open();
      try {
        await run(await testSite(db));
      } finally {
        await db.close();
      }
    };

    it('changes the email only after the code to the current address, then the code to the new one', () =>
      withSite(async (site) => {
        const { userId, deviceId } = await login(site, 'old@example.com');
        site.advance(COOLDOWN);
        assert.equal(
          await startEmailUpdate(site.ctx, { userId, ip: IP, newEmail: ' New@Example.com ' }),
          'VERIFY_PRIMARY_OTP',
        );
        const primary = site.lastCode('old@example.com');
        assert.equal(site.mails[0]?.to, 'old@example.com');
        assert.match(site.mails[0]?.text ?? '', /new@example\.com/);
        // The new address's code is not accepted for the first step, nor is the second step early.
        await assert.rejects(verifySecondaryCode(site.ctx, { userId, ip: IP, otp: primary }), {
          message: API_ERRORS.primaryNotConfirmed,
        });
        const wrong = primary === '000000' ? '111111' : '000000';
        await assert.rejects(verifyPrimaryCode(site.ctx, { userId, ip: IP, otp: wrong }), {
          message: 'Invalid code: 4 tries left',
        });
        await verifyPrimaryCode(site.ctx, { userId, ip: IP, otp: primary });
        assert.equal(site.mails[0]?.to, 'new@example.com');
        const secondary = site.lastCode('new@example.com');
        assert.equal(
          await emailOf(site, userId),
          'old@example.com',
          'nothing changes before the second code',
        );
        await assert.rejects(verifyPrimaryCode(site.ctx, { userId, ip: IP, otp: primary }), {
          message: API_ERRORS.primaryConfirmed,
        });
        assert.equal(
          await verifySecondaryCode(site.ctx, { userId, ip: IP, otp: secondary }),
          'new@example.com',
        );
        assert.equal(await emailOf(site, userId), 'new@example.com');
        // The approved device moved with the address: the new email logs in with a code, same user.
        site.advance(COOLDOWN);
        assert.equal(
          await startEmailLogin(site.ctx, { email: 'new@example.com', deviceId, ip: IP }),
          'VERIFY_OTP',
        );
        const again = await verifyCode(site.ctx, {
          email: 'new@example.com',
          deviceId,
          otp: site.lastCode('new@example.com'),
          ip: IP,
        });
        assert.equal(again, userId);
        // The update is finished: a second code for it is refused.
        await assert.rejects(verifySecondaryCode(site.ctx, { userId, ip: IP, otp: secondary }), {
          message: API_ERRORS.noEmailUpdate,
        });
      }));

    it("refuses another account's email, the current email and a malformed one", () =>
      withSite(async (site) => {
        const ada = await login(site, 'ada@example.com');
        await login(site, 'bob@example.com');
        site.advance(COOLDOWN);
        await assert.rejects(startEmailUpdate(site.ctx, { ...ada, ip: IP, newEmail: 'BOB@example.com' }), {
          message: API_ERRORS.emailTaken,
        });
        await assert.rejects(startEmailUpdate(site.ctx, { ...ada, ip: IP, newEmail: 'ada@example.com' }), {
          message: API_ERRORS.emailUnchanged,
        });
        await assert.rejects(startEmailUpdate(site.ctx, { ...ada, ip: IP, newEmail: 'not-an-email' }), {
          message: 'Invalid email',
        });
        await assert.rejects(verifyPrimaryCode(site.ctx, { ...ada, ip: IP, otp: '123456' }), {
          message: API_ERRORS.noEmailUpdate,
        });
        await assert.rejects(verifyPrimaryCode(site.ctx, { ...ada, ip: IP, otp: '12345' }), {
          message: 'The code has six digits',
        });
      }));

    it('refuses the new address if another account took it between the two codes', () =>
      withSite(async (site) => {
        const ada = await login(site, 'ada@example.com');
        site.advance(COOLDOWN);
        await startEmailUpdate(site.ctx, { ...ada, ip: IP, newEmail: 'shared@example.com' });
        await verifyPrimaryCode(site.ctx, { ...ada, ip: IP, otp: site.lastCode('ada@example.com') });
        const secondary = site.lastCode('shared@example.com');
        site.advance(COOLDOWN);
        await login(site, 'shared@example.com');
        await assert.rejects(verifySecondaryCode(site.ctx, { ...ada, ip: IP, otp: secondary }), {
          message: API_ERRORS.emailTaken,
        });
        assert.equal(await emailOf(site, ada.userId), 'ada@example.com');
      }));

    it('expires the codes after 10 minutes and keeps the 30 s cooldown per address', () =>
      withSite(async (site) => {
        const ada = await login(site, 'ada@example.com');
        await assert.rejects(startEmailUpdate(site.ctx, { ...ada, ip: IP, newEmail: 'next@example.com' }), {
          message: /^Please try again after \d+ seconds$/,
        });
        site.advance(COOLDOWN);
        await startEmailUpdate(site.ctx, { ...ada, ip: IP, newEmail: 'next@example.com' });
        const primary = site.lastCode('ada@example.com');
        site.advance(10 * 60_000);
        await assert.rejects(verifyPrimaryCode(site.ctx, { ...ada, ip: IP, otp: primary }), {
          message: API_ERRORS.codeExpired,
        });
        // The refused step did not use up the new address's cooldown.
        await startEmailUpdate(site.ctx, { ...ada, ip: IP, newEmail: 'next@example.com' });
        await verifyPrimaryCode(site.ctx, { ...ada, ip: IP, otp: site.lastCode('ada@example.com') });
        const secondary = site.lastCode('next@example.com');
        site.advance(10 * 60_000);
        await assert.rejects(verifySecondaryCode(site.ctx, { ...ada, ip: IP, otp: secondary }), {
          message: API_ERRORS.codeExpired,
        });
      }));

    it('answers the three steps over HTTP only for a signed-in user', async () => {
      const db = await kind.open();
      const site = await testSite(db);
      const app = buildApp(site.ctx);
      try {
        const headers = { origin: PUBLIC_ORIGIN, 'x-project-id': 'demo', 'x-host-origin': HOST_ORIGIN };
        const anonymous = await app.inject({
          method: 'POST',
          url: '/api/v1/email/update',
          headers,
          payload: { email: 'x@example.com' },
        });
        assert.equal(anonymous.statusCode, 401);
        const deviceId = newDeviceId();
        await app.inject({
          method: 'POST',
          url: '/api/v1/email/start',
          headers,
          payload: { email: 'ada@example.com', deviceId },
        });
        const verify = await app.inject({
          method: 'POST',
          url: '/api/v1/email/verify',
          headers,
          payload: { email: 'ada@example.com', deviceId, otp: site.lastCode('ada@example.com') },
        });
        const bearer = {
          ...headers,
          authorization: `Bearer ${(verify.json() as { accessToken: string }).accessToken}`,
        };
        site.advance(COOLDOWN);
        const start = await app.inject({
          method: 'POST',
          url: '/api/v1/email/update',
          headers: bearer,
          payload: { email: 'eve@example.com' },
        });
        assert.deepEqual(start.json(), { action: 'VERIFY_PRIMARY_OTP' });
        const primary = await app.inject({
          method: 'POST',
          url: '/api/v1/email/update/primary',
          headers: bearer,
          payload: { otp: site.lastCode('ada@example.com') },
        });
        assert.equal(primary.statusCode, 200, primary.body);
        const secondary = await app.inject({
          method: 'POST',
          url: '/api/v1/email/update/secondary',
          headers: bearer,
          payload: { otp: site.lastCode('eve@example.com') },
        });
        assert.deepEqual(secondary.json(), { newEmail: 'eve@example.com' });
        const user = await app.inject({ method: 'POST', url: '/api/v1/user', headers: bearer, payload: {} });
        assert.equal((user.json() as { email: string }).email, 'eve@example.com');
      } finally {
        await app.close();
        await db.close();
      }
    });
  });
}
