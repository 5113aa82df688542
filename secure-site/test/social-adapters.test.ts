import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ProviderAnswerError, type SocialProviderId } from '../src/social/adapter';
import { parseSocialConfig } from '../src/social/config';
import { SOCIAL_ADAPTERS } from '../src/social/providers';

// Each adapter against answers in its provider's documented shape (ID token claims for Google and
// Apple; the user endpoints of GitHub, X, Discord and Facebook), and against malformed ones.

const RECORDED: Record<
  SocialProviderId,
  { source: { idToken?: unknown; user?: unknown }; subject: string; username: string }
> = {
  google: {
    source: {
      idToken: {
        iss: 'https://accounts.google.com',
        aud: 'client.apps.googleusercontent.com',
        sub: '110169484474386276334',
        email: 'ada@gmail.com',
        email_verified: true,
        name: 'Ada Lovelace',
        iat: 1_764_000_000,
        exp: 1_764_003_600,
      },
    },
    subject: '110169484474386276334',
    username: 'ada@gmail.com',
  },
  apple: {
    source: {
      idToken: {
        iss: 'https://appleid.apple.com',
        aud: 'com.example.web',
        sub: '001234.7f3c2a1b9e8d4c6fa0b1c2d3e4f5a6b7.1234',
        email: 'x7h2k9@privaterelay.appleid.com',
        email_verified: 'true',
        is_private_email: 'true',
      },
    },
    subject: '001234.7f3c2a1b9e8d4c6fa0b1c2d3e4f5a6b7.1234',
    username: 'x7h2k9@privaterelay.appleid.com',
  },
  github: {
    source: {
      user: {
        login: 'octocat',
        id: 583231,
        node_id: 'MDQ6VXNlcjU4MzIzMQ==',
        name: 'The Octocat',
        email: null,
      },
    },
    subject: '583231',
    username: 'octocat',
  },
  x: {
    source: { user: { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } } },
    subject: '2244994945',
    username: 'XDevelopers',
  },
  discord: {
    source: {
      user: {
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        discriminator: '0',
        avatar: null,
      },
    },
    subject: '80351110224678912',
    username: 'nelly',
  },
  facebook: {
    source: { user: { id: '10158000000000001', name: 'Ada Lovelace' } },
    subject: '10158000000000001',
    username: 'Ada Lovelace',
  },
};

const MALFORMED: unknown[] = [
  undefined,
  null,
  'text',
  42,
  [],
  {},
  { id: { nested: true } },
  { sub: '' },
  { data: null },
  { id: 'a b c' },
];

describe('social provider adapters', () => {
  for (const [provider, recorded] of Object.entries(RECORDED) as Array<
    [SocialProviderId, (typeof RECORDED)[SocialProviderId]]
  >) {
    const adapter = SOCIAL_ADAPTERS[provider];
    it(`${provider}: reads the recorded answer`, () => {
      assert.deepEqual(adapter.identity(recorded.source as never), {
        subject: recorded.subject,
        username: recorded.username,
      });
    });
    it(`${provider}: malformed answers give a clear error naming the provider`, () => {
      for (const bad of MALFORMED) {
        const source = adapter.openid ? { idToken: bad } : { user: bad };
        assert.throws(
          () => adapter.identity(source as never),
          (error: unknown) =>
            error instanceof ProviderAnswerError &&
            error.message.startsWith(`${adapter.label} answered an unexpected`),
          `${provider} accepted ${JSON.stringify(bad)}`,
        );
      }
    });
    it(`${provider}: endpoints are https, PKCE-capable and name a scope`, () => {
      for (const url of [
        adapter.endpoints.authorization_endpoint,
        adapter.endpoints.token_endpoint,
        adapter.userEndpoint ?? 'https://x',
      ])
        assert.match(url, /^https:\/\//);
      assert.ok(adapter.scope.length > 0);
      assert.equal(adapter.openid, adapter.userEndpoint === undefined);
    });
  }

  it('a user without a username is named by their id', () => {
    assert.deepEqual(SOCIAL_ADAPTERS.github.identity({ user: { id: 7 } }), { subject: '7', username: '7' });
  });

  it('the settings need both client id and secret, and a dev issuer only in development', () => {
    assert.deepEqual(parseSocialConfig({}, false), { clients: {}, devIssuer: undefined });
    assert.deepEqual(
      parseSocialConfig(
        { W3M_SOCIAL_GITHUB_CLIENT_ID: 'id', W3M_SOCIAL_GITHUB_CLIENT_SECRET: 'secret' },
        false,
      ).clients,
      { github: { clientId: 'id', clientSecret: 'secret' } },
    );
    assert.throws(
      () => parseSocialConfig({ W3M_SOCIAL_X_CLIENT_ID: 'id' }, false),
      /W3M_SOCIAL_X_CLIENT_SECRET/,
    );
    assert.throws(
      () => parseSocialConfig({ W3M_SOCIAL_DEV_ISSUER: 'http://127.0.0.1:8790' }, false),
      /development only/,
    );
    assert.throws(() => parseSocialConfig({ W3M_SOCIAL_DEV_ISSUER: 'ftp://x' }, true), /not a URL/);
  });
});
