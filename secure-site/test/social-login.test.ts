import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { startOidcProvider, type RunningOidcProvider } from '../../dev/oidc/provider';
import type { Database } from '../src/db/database';
import { buildApp } from '../src/http/app';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../src/social/adapter';
import { SocialClients } from '../src/social/clients';
import { SOCIAL_ADAPTERS } from '../src/social/providers';
import { databaseKinds } from './databases';
import { HOST_ORIGIN, PUBLIC_ORIGIN, testSite } from './fixture';
import { driveProvider } from './oidc-driver';

// Issue 17: the secure site as the OAuth 2.0 / OpenID Connect client of the six providers, against
// the stack's real local provider (oidc-provider): PKCE, state, nonce, a server-side exchange, one
// wallet per identity, and refusals of forged, replayed and denied results.

const headers = { origin: PUBLIC_ORIGIN, 'x-project-id': 'demo', 'x-host-origin': HOST_ORIGIN };
const CALLBACK = `${PUBLIC_ORIGIN}/social/callback`;

const clients = SOCIAL_PROVIDERS.map((provider) => ({
  provider,
  clientId: `test-${provider}`,
  clientSecret: `secret-${provider}-${'x'.repeat(24)}`,
  tokenAuth: SOCIAL_ADAPTERS[provider].tokenAuth,
  redirectUris: [CALLBACK],
}));

interface Started {
  uri: string;
  binding: string;
}

async function start(app: FastifyInstance, provider: string): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/social/start',
    headers,
    payload: { provider },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as Started;
}

/** The result URI the callback page hands to the host (through the page, as the popup would). */
async function resultUri(app: FastifyInstance, started: Started, choice: { user: string } | 'deny') {
  const answer = await driveProvider(started.uri, choice, PUBLIC_ORIGIN);
  const page =
    answer.method === 'GET'
      ? await app.inject({ method: 'GET', url: `${answer.url.pathname}${answer.url.search}` })
      : await app.inject({
          method: 'POST',
          url: answer.url.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(answer.form).toString(),
        });
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
  assert.ok(page.body.includes(`data-host-origin="${HOST_ORIGIN}"`), page.body);
  const uri = /data-result-uri="([^"]+)"/.exec(page.body)?.[1];
  assert.ok(uri, page.body);
  return uri.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

async function finish(app: FastifyInstance, uri: string, binding: string) {
  return app.inject({ method: 'POST', url: '/api/v1/social/finish', headers, payload: { uri, binding } });
}

async function login(app: FastifyInstance, provider: SocialProviderId, user: string) {
  const started = await start(app, provider);
  const response = await finish(app, await resultUri(app, started, { user }), started.binding);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as {
    accessToken: string;
    user: { address: string; socialProvider: string; username: string };
  };
}

const EXPECTED_USERNAMES: Record<SocialProviderId, string> = {
  google: 'alice@example.com',
  apple: 'alice@example.com',
  github: 'alice',
  x: 'alice',
  discord: 'alice',
  facebook: 'Alice Example',
};

let oidc: RunningOidcProvider;
before(async () => {
  oidc = await startOidcProvider({ port: 0, clients });
});
after(async () => oidc.stop());

for (const kind of databaseKinds()) {
  describe(`social login on ${kind.name}`, () => {
    let app: FastifyInstance;
    let db: Database;
    before(async () => {
      db = await kind.open();
      const site = await testSite(db);
      site.ctx.social = new SocialClients({
        clients: Object.fromEntries(
          clients.map((c) => [c.provider, { clientId: c.clientId, clientSecret: c.clientSecret }]),
        ),
        devIssuer: oidc.issuer,
      });
      app = buildApp(site.ctx);
    });
    after(async () => {
      await app.close();
      // An open PostgreSQL pool would keep the test process alive after the last test.
      await db.close();
    });

    it('Telegram (no popup): the callback page returns to the host page given, only on the host origin', async () => {
      const returnUrl = `${HOST_ORIGIN}/play/?tab=2`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/social/start',
        headers,
        payload: { provider: 'github', returnUrl },
      });
      assert.equal(response.statusCode, 200, response.body);
      const started = response.json() as Started;
      const answer = await driveProvider(started.uri, { user: 'dev-alice' }, PUBLIC_ORIGIN);
      const page = await app.inject({ method: 'GET', url: `${answer.url.pathname}${answer.url.search}` });
      assert.ok(
        page.body.includes(
          `data-return-url="${returnUrl.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}"`,
        ),
        page.body,
      );
      const script = await app.inject({ method: 'GET', url: '/social-callback.js' });
      assert.match(script.body, /searchParams\.set\('result_uri', resultUri\)/);
      for (const bad of ['https://evil.example.com/', 'javascript:alert(1)', 42, 'x'.repeat(3000)]) {
        const refused = await app.inject({
          method: 'POST',
          url: '/api/v1/social/start',
          headers,
          payload: { provider: 'github', returnUrl: bad },
        });
        assert.equal(refused.statusCode, 400, String(bad));
      }
    });

    for (const provider of SOCIAL_PROVIDERS)
      it(`${provider}: PKCE and state (and nonce for OpenID) on the way out; the same user gets the same wallet`, async () => {
        const started = await start(app, provider);
        const url = new URL(started.uri);
        assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
        assert.match(url.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
        assert.match(url.searchParams.get('state') ?? '', /^[A-Za-z0-9_-]{43}$/);
        assert.equal(url.searchParams.has('nonce'), SOCIAL_ADAPTERS[provider].openid);
        assert.equal(url.searchParams.get('redirect_uri'), CALLBACK);
        assert.equal(url.searchParams.get('client_id'), `test-${provider}`);
        const first = await finish(
          app,
          await resultUri(app, started, { user: 'dev-alice' }),
          started.binding,
        );
        assert.equal(first.statusCode, 200, first.body);
        const user = (first.json() as { user: { address: string; socialProvider: string; username: string } })
          .user;
        assert.equal(user.socialProvider, provider);
        assert.equal(user.username, EXPECTED_USERNAMES[provider]);
        const again = await login(app, provider, 'dev-alice');
        assert.equal(again.user.address, user.address);
        const bob = await login(app, provider, 'dev-bob');
        assert.notEqual(bob.user.address, user.address);
        const me = await app.inject({
          method: 'GET',
          url: '/api/v1/user',
          headers: { ...headers, authorization: `Bearer ${again.accessToken}` },
        });
        assert.deepEqual(me.json(), again.user);
      });

    it('one identity per provider: the same person on two providers has two wallets', async () => {
      const github = await login(app, 'github', 'dev-carol');
      const discord = await login(app, 'discord', 'dev-carol');
      assert.notEqual(github.user.address, discord.user.address);
    });

    it('a replayed result is refused, and a used code with a fresh state is refused by the exchange', async () => {
      const started = await start(app, 'github');
      const uri = await resultUri(app, started, { user: 'dev-alice' });
      assert.equal((await finish(app, uri, started.binding)).statusCode, 200);
      const replay = await finish(app, uri, started.binding);
      assert.equal(replay.statusCode, 400);
      assert.match(replay.json().error, /expired or was already used/);
      // The used code under a new login's state: our login row is fresh, the provider refuses the code.
      const second = await start(app, 'github');
      const forged = new URL(uri);
      forged.searchParams.set('state', new URL(second.uri).searchParams.get('state') as string);
      const reused = await finish(app, forged.href, second.binding);
      assert.equal(reused.statusCode, 400);
      assert.match(reused.json().error, /could not be completed/);
    });

    it('a forged state, a result from another frame and a result for another site are refused', async () => {
      const started = await start(app, 'google');
      const uri = new URL(await resultUri(app, started, { user: 'dev-alice' }));
      const forged = new URL(uri);
      forged.searchParams.set('state', 'A'.repeat(43));
      assert.match(
        (await finish(app, forged.href, started.binding)).json().error,
        /expired or was already used/,
      );
      const elsewhere = new URL(uri.href.replace(PUBLIC_ORIGIN, 'https://evil.example'));
      assert.match((await finish(app, elsewhere.href, started.binding)).json().error, /not valid/);
      assert.match((await finish(app, 'not a url', started.binding)).json().error, /not valid/);
      const otherFrame = await finish(app, uri.href, 'B'.repeat(43));
      assert.equal(otherFrame.statusCode, 400);
      assert.match(otherFrame.json().error, /another window/);
      // The refusal used the login up: the genuine frame cannot finish it either now.
      assert.match((await finish(app, uri.href, started.binding)).json().error, /already used/);
    });

    it('denied consent answers a clear message', async () => {
      const started = await start(app, 'discord');
      const response = await finish(app, await resultUri(app, started, 'deny'), started.binding);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().error, 'You declined the sign-in with Discord');
    });

    it('the callback page posts nothing for an unknown state; unknown providers are refused', async () => {
      const page = await app.inject({
        method: 'GET',
        url: `/social/callback?code=abc&state=${'C'.repeat(43)}`,
      });
      assert.match(page.body, /Sign-in not found/);
      assert.doesNotMatch(page.body, /data-host-origin/);
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/v1/social/start',
        headers,
        payload: { provider: 'myspace' },
      });
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json().error, 'Unknown social provider');
      const noOrigin = await app.inject({
        method: 'POST',
        url: '/api/v1/social/start',
        payload: { provider: 'google' },
      });
      assert.equal(noOrigin.statusCode, 403);
    });
  });
}
