import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { describeRequest } from '../frame/approval';
import { describeCall } from '../frame/calls-summary';
import { frameLocale, isRtl, setFrameLocale } from '../frame/i18n';
import { FRAME_STRINGS } from '../frame/locales';

// Issue 22: the frame switches its screens only to a host locale whose strings arrived whole.
// The frame fetches /frame-locales/<code>.json from its own origin; here that answer is the
// server's own table (or a broken one), handed over by a stand-in for the browser's fetch.

const realFetch = globalThis.fetch;
let answers: Record<string, unknown> = {};

before(() => {
  globalThis.fetch = (async (url: string) => {
    const body = answers[String(url)];
    return body === undefined
      ? new Response('{"error":"none"}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
});
after(() => {
  globalThis.fetch = realFetch;
});

describe('the frame locale', () => {
  it('refuses an unknown locale with a clear error and keeps English', async () => {
    await assert.rejects(setFrameLocale('xx'), /Unknown locale "xx"/);
    await assert.rejects(setFrameLocale('__proto__'), /Unknown locale/);
    assert.equal(frameLocale(), 'en');
  });

  it('refuses strings that miss a key or fail to load, and keeps the locale it had', async () => {
    const { approve: _dropped, ...partial } = FRAME_STRINGS.fr;
    answers = { '/frame-locales/fr.json': partial };
    await assert.rejects(setFrameLocale('fr'), /frame strings for "fr" are malformed/);
    await assert.rejects(setFrameLocale('it'), /did not load \(HTTP 404\)/);
    assert.equal(frameLocale(), 'en');
    assert.deepEqual(describeRequest({ method: 'personal_sign', params: ['0x6869'] }), [['Message', 'hi']]);
  });

  it('shows German labels and German decimals once German arrived; Persian is right to left', async () => {
    answers = { '/frame-locales/de.json': FRAME_STRINGS.de, '/frame-locales/fa.json': FRAME_STRINGS.fa };
    await setFrameLocale('de');
    assert.equal(frameLocale(), 'de');
    assert.deepEqual(
      describeRequest({
        method: 'eth_sendTransaction',
        params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x6f05b59d3b20000' }],
      }),
      [
        ['An', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
        ['Betrag', '0,5 ETH'],
      ],
    );
    assert.equal(
      describeCall({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000' }),
      '1 ETH an 0x7099…79c8 senden',
    );
    assert.equal(isRtl(), false);
    await setFrameLocale('fa');
    assert.equal(isRtl(), true);
    // Persian digits, and the address isolated so it keeps its order inside right-to-left text.
    assert.equal(
      describeCall({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000' }),
      'ارسال \u2068۱ ETH\u2069 به \u20680x7099…79c8\u2069',
    );
    await setFrameLocale('en');
    assert.equal(frameLocale(), 'en');
  });
});
