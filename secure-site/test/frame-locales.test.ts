import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FRAME_LOCALES } from '../../src/frame/fields';
import { LOCALES } from '../../src/locales/codes';
import { secureErrors } from '../../src/locales/en/secure-errors';
import { buildApp } from '../src/http/app';
import { API_ERRORS, ApiError, USER_FACING } from '../src/errors';
import { FRAME_STRINGS } from '../frame/locales';
import { en } from '../frame/locales/en';
import { databaseKinds } from './databases';
import { testSite } from './fixture';

// Issue 22: the frame's approval screen in every host locale, served per locale; the API's errors
// carry the stable reasons the host translates.

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('frame strings per locale', () => {
  it('every host locale has exactly the English keys, each with the same placeholders', () => {
    // The frame's schema accepts exactly the host's locales (src/frame may not import src/locales).
    assert.deepEqual([...FRAME_LOCALES], [...LOCALES]);
    assert.deepEqual(Object.keys(FRAME_STRINGS).sort(), [...FRAME_LOCALES].sort());
    for (const [code, strings] of Object.entries(FRAME_STRINGS)) {
      assert.deepEqual(Object.keys(strings).sort(), Object.keys(en).sort(), `${code}: keys`);
      const same = Object.keys(en).filter(
        (key) => strings[key as keyof typeof en] === en[key as keyof typeof en],
      );
      if (code !== 'en') assert.ok(same.length < 6, `${code} reads like English: ${same.join(', ')}`);
      for (const [key, english] of Object.entries(en)) {
        const text = strings[key as keyof typeof en];
        assert.ok(text.trim() !== '', `${code}.${key} is empty`);
        assert.deepEqual(placeholders(text), placeholders(english), `${code}.${key}: placeholders`);
      }
    }
  });

  it('serves one locale as JSON; an unknown locale is a 404 that names it', async () => {
    const [kind] = databaseKinds();
    assert.ok(kind);
    const site = await testSite(await kind.open());
    const app = buildApp(site.ctx);
    try {
      const de = await app.inject({ method: 'GET', url: '/frame-locales/de.json' });
      assert.equal(de.statusCode, 200);
      assert.match(String(de.headers['content-type']), /application\/json/);
      assert.equal(de.json().approve, 'Bestätigen');
      assert.equal(de.json().titleSignMessage, 'Diese Nachricht signieren?');
      const ar = await app.inject({ method: 'GET', url: '/frame-locales/ar.json' });
      assert.equal(ar.json().approve, 'وافق');
      for (const url of ['/frame-locales/xx.json', '/frame-locales/de', '/frame-locales/__proto__.json']) {
        const missing = await app.inject({ method: 'GET', url });
        assert.equal(missing.statusCode, 404, url);
        assert.match(missing.json().error, /No frame strings for/);
      }
    } finally {
      await app.close();
      await site.ctx.db.close();
    }
  });
});

describe('API error reasons', () => {
  it('names each API_ERRORS text by its key, and the host catalogue knows every user-facing one', () => {
    assert.equal(new ApiError(400, API_ERRORS.codeExpired).reason, 'codeExpired');
    assert.equal(new ApiError(400, 'Something else').reason, undefined);
    // Texts SPEC §8 maps to alerts keep no reason: the host matches them word for word.
    assert.equal(new ApiError(403, API_ERRORS.originNotAllowed).reason, undefined);
    const counted = new ApiError(400, 'Invalid code: 2 tries left', undefined, undefined, {
      reason: 'wrongCode',
      count: 2,
    });
    assert.deepEqual([counted.reason, counted.count], ['wrongCode', 2]);
    assert.ok(USER_FACING.size > 0);
    for (const reason of USER_FACING) {
      assert.ok(reason in secureErrors && reason in API_ERRORS, `no text for ${reason}`);
      const key = reason as keyof typeof secureErrors & keyof typeof API_ERRORS;
      assert.equal(secureErrors[key], API_ERRORS[key], reason);
    }
  });
});
