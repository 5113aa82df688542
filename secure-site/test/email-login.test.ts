import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approveDevice, isDeviceApproved, startEmailLogin, verifyCode } from '../src/auth/email-login';
import { API_ERRORS } from '../src/errors';
import { databaseKinds } from './databases';
import { newDeviceId, testSite } from './fixture';

const IP = '203.0.113.7';

for (const kind of databaseKinds()) {
  describe(`email one-time code on ${kind.name}`, () => {
    const withSite =
      (limits = {}) =>
      async (run: (site: Awaited<ReturnType<typeof testSite>>) => Promise<void>) => {
        const db = await kind.open();
        try {
          await run(await testSite(db, { limits }));
        } finally {
          await db.close();
        }
      };

    it('mails a six-digit code, stores only its keyed hash, and logs in once with it', () =>
      withSite()(async (site) => {
        const device = newDeviceId();
        const email = 'Ada@Example.com';
        assert.equal(await startEmailLogin(site.ctx, { email, deviceId: device, ip: IP }), 'VERIFY_OTP');
        const code = site.lastCode('ada@example.com');
        assert.match(code, /^\d{6}$/);
        const rows = await site.ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM email_codes');
        assert.equal(rows.length, 1);
        assert.ok(!JSON.stringify(rows).includes(code), 'the code itself is not stored');
        assert.match(rows[0]?.code_hash ?? '', /^[A-Za-z0-9_-]{43}$/);
        const userId = await verifyCode(site.ctx, { email, deviceId: device, otp: code, ip: IP });
        assert.match(userId, /^[0-9a-f-]{36}$/);
        await assert.rejects(verifyCode(site.ctx, { email, deviceId: device, otp: code, ip: IP }), {
          message: API_ERRORS.noCode,
        });
      }));

    it('expires a code after 10 minutes', () =>
      withSite()(async (site) => {
        const device = newDeviceId();
        const email = 'ada@example.com';
        await startEmailLogin(site.ctx, { email, deviceId: device, ip: IP });
        const code = site.lastCode(email);
        site.advance(10 * 60_000);
        await assert.rejects(verifyCode(site.ctx, { email, deviceId: device, otp: code, ip: IP }), {
          message: API_ERRORS.codeExpired,
        });
      }));

    it('ends the code after five wrong tries, even for the right code afterwards', () =>
      withSite()(async (site) => {
        const device = newDeviceId();
        const email = 'ada@example.com';
        await startEmailLogin(site.ctx, { email, deviceId: device, ip: IP });
        const code = site.lastCode(email);
        const wrong = code === '000000' ? '111111' : '000000';
        const messages: string[] = [];
        for (let i = 0; i < 5; i += 1) {
          await verifyCode(site.ctx, { email, deviceId: device, otp: wrong, ip: IP }).catch((error: Error) =>
            messages.push(error.message),
          );
        }
        assert.deepEqual(messages, [
          'Invalid code: 4 tries left',
          'Invalid code: 3 tries left',
          'Invalid code: 2 tries left',
          'Invalid code: 1 try left',
          API_ERRORS.codeExhausted,
        ]);
        await assert.rejects(verifyCode(site.ctx, { email, deviceId: device, otp: code, ip: IP }));
      }));

    it("sends one code per address per 30 s: 'Please try again after N seconds'", () =>
      withSite()(async (site) => {
        const email = 'ada@example.com';
        await startEmailLogin(site.ctx, { email, deviceId: newDeviceId(), ip: IP });
        site.advance(10_500);
        await assert.rejects(
          startEmailLogin(site.ctx, { email, deviceId: newDeviceId(), ip: '198.51.100.1' }),
          {
            message: 'Please try again after 20 seconds',
            status: 429,
          },
        );
        assert.equal(site.mails.length, 1);
        site.advance(19_500);
        assert.equal(
          await startEmailLogin(site.ctx, { email, deviceId: newDeviceId(), ip: IP }),
          'VERIFY_OTP',
        );
        assert.equal(site.mails.length, 2);
      }));

    it('lets only one of many simultaneous requests for one address send a code', () =>
      withSite()(async (site) => {
        const results = await Promise.allSettled(
          Array.from({ length: 8 }, () =>
            startEmailLogin(site.ctx, { email: 'race@example.com', deviceId: newDeviceId(), ip: IP }),
          ),
        );
        assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1);
        assert.equal(site.mails.length, 1);
      }));

    it('limits login starts and code checks per IP', () =>
      withSite({ ipStartsPerWindow: 3, ipVerifiesPerWindow: 2 })(async (site) => {
        for (let i = 0; i < 3; i += 1)
          await startEmailLogin(site.ctx, { email: `u${i}@example.com`, deviceId: newDeviceId(), ip: IP });
        await assert.rejects(
          startEmailLogin(site.ctx, { email: 'u9@example.com', deviceId: newDeviceId(), ip: IP }),
          { status: 429, message: API_ERRORS.tooManyRequests },
        );
        // Another address is not affected; the window ends.
        await startEmailLogin(site.ctx, {
          email: 'u9@example.com',
          deviceId: newDeviceId(),
          ip: '198.51.100.2',
        });
        const device = newDeviceId();
        for (let i = 0; i < 2; i += 1)
          await verifyCode(site.ctx, {
            email: 'x@example.com',
            deviceId: device,
            otp: '123456',
            ip: IP,
          }).catch(() => 0);
        await assert.rejects(
          verifyCode(site.ctx, { email: 'x@example.com', deviceId: device, otp: '123456', ip: IP }),
          {
            status: 429,
          },
        );
        site.advance(10 * 60_000);
        await assert.rejects(
          verifyCode(site.ctx, { email: 'x@example.com', deviceId: device, otp: '123456', ip: IP }),
          {
            message: API_ERRORS.noCode,
          },
        );
      }));

    it('asks a known user on a new device to approve it by the mailed link, then sends the code', () =>
      withSite()(async (site) => {
        const email = 'ada@example.com';
        const first = newDeviceId();
        await startEmailLogin(site.ctx, { email, deviceId: first, ip: IP });
        const userId = await verifyCode(site.ctx, {
          email,
          deviceId: first,
          otp: site.lastCode(email),
          ip: IP,
        });
        site.advance(31_000);
        const second = newDeviceId();
        assert.equal(await startEmailLogin(site.ctx, { email, deviceId: second, ip: IP }), 'VERIFY_DEVICE');
        assert.equal(await isDeviceApproved(site.ctx, email, second), false);
        const link = new URL(site.lastLink(email));
        assert.equal(link.origin + link.pathname, 'http://127.0.0.1:8787/device/approve');
        assert.equal(await approveDevice(site.ctx, link.searchParams.get('token') ?? ''), email);
        assert.equal(await isDeviceApproved(site.ctx, email, second), true);
        await assert.rejects(approveDevice(site.ctx, link.searchParams.get('token') ?? ''), { status: 410 });
        site.advance(31_000);
        assert.equal(await startEmailLogin(site.ctx, { email, deviceId: second, ip: IP }), 'VERIFY_OTP');
        const again = await verifyCode(site.ctx, {
          email,
          deviceId: second,
          otp: site.lastCode(email),
          ip: IP,
        });
        assert.equal(again, userId, 'the same email is the same user');
        // The first device stays approved: straight to a code.
        site.advance(31_000);
        assert.equal(await startEmailLogin(site.ctx, { email, deviceId: first, ip: IP }), 'VERIFY_OTP');
      }));

    it('refuses an approval link after 10 minutes, and malformed input with 400', () =>
      withSite()(async (site) => {
        const email = 'ada@example.com';
        const first = newDeviceId();
        await startEmailLogin(site.ctx, { email, deviceId: first, ip: IP });
        await verifyCode(site.ctx, { email, deviceId: first, otp: site.lastCode(email), ip: IP });
        site.advance(31_000);
        await startEmailLogin(site.ctx, { email, deviceId: newDeviceId(), ip: IP });
        const token = new URL(site.lastLink(email)).searchParams.get('token') ?? '';
        site.advance(10 * 60_000);
        await assert.rejects(approveDevice(site.ctx, token), { status: 410 });
        await assert.rejects(approveDevice(site.ctx, '<script>'), { status: 400 });
        await assert.rejects(startEmailLogin(site.ctx, { email: 'nope', deviceId: first, ip: IP }), {
          status: 400,
          message: 'Invalid email',
        });
        await assert.rejects(startEmailLogin(site.ctx, { email, deviceId: 'short', ip: IP }), {
          status: 400,
        });
        await assert.rejects(verifyCode(site.ctx, { email, deviceId: first, otp: '12a456', ip: IP }), {
          status: 400,
        });
      }));
  });
}
