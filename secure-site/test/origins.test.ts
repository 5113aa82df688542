import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkOriginPattern,
  effectivePatterns,
  frameAncestors,
  originAllowed,
  originMatches,
} from '../src/auth/origins';
import { checkProject, saveProject } from '../src/auth/projects';
import { alertForProviderError } from '../../src/stores/alerts';
import { API_ERRORS } from '../src/errors';
import { databaseKinds } from './databases';
import { HOST_ORIGIN, testSite } from './fixture';

describe('allowed-origin matching (SPEC §5, §9)', () => {
  const cases: Array<[string, string, boolean]> = [
    ['https://app.example.com', 'https://app.example.com', true],
    ['https://app.example.com:443', 'https://app.example.com', false],
    ['http://app.example.com', 'https://app.example.com', false],
    ['https://app.example.com.evil.io', 'https://app.example.com', false],
    ['https://evilapp.example.com', 'https://app.example.com', false],
    ['https://app.example.com:8443', 'https://app.example.com', false],
    ['https://app.example.com:8443', 'https://app.example.com:8443', true],
    ['https://a.example.org', 'https://*.example.org', true],
    ['https://a.b.example.org', 'https://*.example.org', true],
    ['https://example.org', 'https://*.example.org', false],
    ['https://badexample.org', 'https://*.example.org', false],
    ['http://localhost:3333', 'http://localhost:*', true],
    ['http://localhost', 'http://localhost:*', true],
    ['http://localhost.evil.io:3333', 'http://localhost:*', false],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:*', true],
    ['null', 'http://localhost:*', false],
    ['https://APP.example.com', 'https://app.example.com', true],
    ['https://app.example.com/', 'https://app.example.com', false],
    ['not a url', 'https://app.example.com', false],
  ];
  for (const [origin, pattern, expected] of cases)
    it(`${origin} ${expected ? 'matches' : 'does not match'} ${pattern}`, () =>
      assert.equal(originMatches(origin, pattern), expected));

  it('adds localhost and 127.0.0.1 (any port) only in dev, preview hosts only when the project opts in', () => {
    assert.equal(
      originAllowed('http://localhost:3333', effectivePatterns([], { dev: false, allowPreviewHosts: false })),
      false,
    );
    assert.equal(
      originAllowed('http://localhost:3333', effectivePatterns([], { dev: true, allowPreviewHosts: false })),
      true,
    );
    assert.equal(
      originAllowed('https://x.vercel.app', effectivePatterns([], { dev: true, allowPreviewHosts: false })),
      false,
    );
    assert.equal(
      originAllowed('https://x.vercel.app', effectivePatterns([], { dev: false, allowPreviewHosts: true })),
      true,
    );
  });

  it('checks patterns and builds frame-ancestors from them', () => {
    assert.equal(checkOriginPattern(' HTTPS://App.Example.com '), 'https://app.example.com');
    for (const bad of [
      'https://app.example.com/path',
      '*',
      'https://*',
      'ftp://x.com',
      "https://a.com 'unsafe-inline'",
      'https://a.com;script-src',
    ])
      assert.throws(() => checkOriginPattern(bad), /Not an origin pattern/);
    assert.equal(
      frameAncestors(['https://a.com', 'http://localhost:*']),
      'frame-ancestors https://a.com http://localhost:*',
    );
    assert.equal(frameAncestors([]), "frame-ancestors 'none'");
  });
});

for (const kind of databaseKinds()) {
  describe(`projects on ${kind.name}`, () => {
    it("answers 'Project ID Not Configured', 'Unauthorized: invalid key' and 'Unauthorized: origin not allowed' (SPEC §8)", async () => {
      const db = await kind.open();
      try {
        const site = await testSite(db);
        await assert.rejects(checkProject(site.ctx, undefined), {
          status: 400,
          message: API_ERRORS.projectIdMissing,
        });
        await assert.rejects(
          checkProject(site.ctx, 'unknown'),
          (error: Error) => alertForProviderError(error.message) === 'INVALID_PROJECT_ID',
        );
        await assert.rejects(
          checkProject(site.ctx, 'demo', 'https://evil.example'),
          (error: Error) => alertForProviderError(error.message) === 'INVALID_APP_CONFIGURATION',
        );
        assert.deepEqual(await checkProject(site.ctx, 'demo', HOST_ORIGIN), [
          HOST_ORIGIN,
          'https://*.example.org',
        ]);
        await assert.rejects(
          saveProject(site.ctx, { id: 'x', allowedOrigins: ['*'], allowPreviewHosts: false }),
          /Not an origin pattern/,
        );
      } finally {
        await db.close();
      }
    });
  });
}
