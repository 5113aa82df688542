import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSession, refreshSession, revokeSession, verifyAccess } from '../src/auth/sessions';
import { alertForProviderError } from '../../src/stores/alerts';
import { API_ERRORS } from '../src/errors';
import { databaseKinds } from './databases';
import { testSite } from './fixture';

async function withUser(
  kind: ReturnType<typeof databaseKinds>[number],
  run: (site: Awaited<ReturnType<typeof testSite>>, userId: string) => Promise<void>,
) {
  const db = await kind.open();
  try {
    const site = await testSite(db);
    const userId = '5f0b6c1e-2c55-4a3c-9a55-0f8d3c7f6a11';
    await db.query(`INSERT INTO users (id, email, created_at) VALUES ($1, 'ada@example.com', now())`, [
      userId,
    ]);
    await run(site, userId);
  } finally {
    await db.close();
  }
}

for (const kind of databaseKinds()) {
  describe(`sessions on ${kind.name}`, () => {
    it('accepts a fresh access token and rejects it once expired (15 min) with Session Expired', () =>
      withUser(kind, async (site, userId) => {
        const tokens = await createSession(site.ctx, userId, 'demo');
        assert.equal(tokens.expiresIn, 900);
        assert.deepEqual(await verifyAccess(site.ctx, tokens.accessToken), {
          sessionId: (await verifyAccess(site.ctx, tokens.accessToken)).sessionId,
          userId,
          projectId: 'demo',
        });
        site.advance(900_000);
        await assert.rejects(verifyAccess(site.ctx, tokens.accessToken), {
          status: 401,
          message: API_ERRORS.tokenExpired,
        });
      }));

    it("rejects a token not yet valid (clock behind) with the text SPEC §8 maps to 'Session Expired'", () =>
      withUser(kind, async (site, userId) => {
        const tokens = await createSession(site.ctx, userId, 'demo');
        site.advance(-60_000);
        await assert.rejects(verifyAccess(site.ctx, tokens.accessToken), (error: Error) => {
          assert.equal(error.message, API_ERRORS.tokenNotYetValid);
          assert.equal(alertForProviderError(error.message), 'SESSION_EXPIRED');
          return true;
        });
      }));

    it('rejects tampered, foreign-key and garbage tokens', () =>
      withUser(kind, async (site, userId) => {
        const { accessToken } = await createSession(site.ctx, userId, 'demo');
        const [head, body, signature] = accessToken.split('.') as [string, string, string];
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
        const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
        for (const token of [
          forged,
          'abc',
          `${head}.${body}.`,
          // The signature's first character: its last one may only carry base64url padding bits,
          // so changing it can leave the decoded signature as it was.
          `${head}.${body}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
        ])
          await assert.rejects(verifyAccess(site.ctx, token), {
            status: 401,
            message: API_ERRORS.sessionInvalid,
          });
      }));

    it('revokes on sign out: the access and refresh tokens stop working', () =>
      withUser(kind, async (site, userId) => {
        const tokens = await createSession(site.ctx, userId, 'demo');
        const { sessionId } = await verifyAccess(site.ctx, tokens.accessToken);
        await revokeSession(site.ctx, sessionId);
        await assert.rejects(verifyAccess(site.ctx, tokens.accessToken), {
          message: API_ERRORS.sessionInvalid,
        });
        await assert.rejects(refreshSession(site.ctx, tokens.refreshToken), {
          message: API_ERRORS.sessionInvalid,
        });
      }));

    it('rotates the refresh token: the new one works, the old one no longer does', () =>
      withUser(kind, async (site, userId) => {
        const first = await createSession(site.ctx, userId, 'demo');
        site.advance(20 * 60_000);
        const second = await refreshSession(site.ctx, first.refreshToken);
        assert.notEqual(second.refreshToken, first.refreshToken);
        assert.equal((await verifyAccess(site.ctx, second.accessToken)).userId, userId);
        await assert.rejects(refreshSession(site.ctx, first.refreshToken), { status: 401 });
        await assert.rejects(refreshSession(site.ctx, 42), { status: 401 });
        site.advance(31 * 24 * 3600_000);
        await assert.rejects(refreshSession(site.ctx, second.refreshToken), { status: 401 });
      }));
  });
}
