import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideParentOrigin, type ParentOriginClues } from '../frame/parent-origin';

const APP = 'https://app.example.com';
const EVIL = 'https://evil.example.net';

const clues = (patch: Partial<ParentOriginClues>): ParentOriginClues => ({
  isTop: false,
  ancestorOrigins: undefined,
  referrer: '',
  claimed: null,
  ...patch,
});

describe('the frame page finds its parent origin', () => {
  describe('with location.ancestorOrigins (Chromium, Safari)', () => {
    it("takes the browser's answer", () => {
      assert.deepEqual(decideParentOrigin(clues({ ancestorOrigins: [APP] })), { origin: APP });
      assert.deepEqual(decideParentOrigin(clues({ ancestorOrigins: [APP], claimed: APP })), { origin: APP });
    });

    it('never lets the claim or the referrer override it', () => {
      assert.ok('refused' in decideParentOrigin(clues({ ancestorOrigins: [EVIL], claimed: APP })));
      assert.deepEqual(decideParentOrigin(clues({ ancestorOrigins: [EVIL], referrer: `${APP}/` })), {
        origin: EVIL,
      });
    });

    it('refuses an opaque parent', () => {
      assert.ok('refused' in decideParentOrigin(clues({ ancestorOrigins: ['null'], claimed: APP })));
    });
  });

  describe('without location.ancestorOrigins (Firefox)', () => {
    it('takes the claimed origin when the referrer agrees', () => {
      assert.deepEqual(decideParentOrigin(clues({ claimed: APP, referrer: `${APP}/shop?x=1` })), {
        origin: APP,
      });
    });

    it('refuses a claim the referrer contradicts', () => {
      const decision = decideParentOrigin(clues({ claimed: APP, referrer: `${EVIL}/` }));
      assert.deepEqual(decision, {
        refused: "The app's origin does not match the page that embeds this frame.",
      });
    });

    it('takes the claim when no referrer was sent (the server list and frame-ancestors still apply)', () => {
      assert.deepEqual(decideParentOrigin(clues({ claimed: APP })), { origin: APP });
    });

    it('falls back to the referrer for a host that names no origin', () => {
      assert.deepEqual(decideParentOrigin(clues({ referrer: `${APP}/page` })), { origin: APP });
      assert.ok('refused' in decideParentOrigin(clues({ referrer: 'about:blank' })));
      assert.ok('refused' in decideParentOrigin(clues({})));
    });

    it('refuses a claim that is not a bare http(s) origin', () => {
      for (const claimed of [`${APP}/path`, 'javascript:alert(1)', 'null', '*', `${APP}/`, 'app.example.com'])
        assert.ok('refused' in decideParentOrigin(clues({ claimed, referrer: `${APP}/` })), claimed);
    });
  });

  it('refuses to serve outside a frame', () => {
    assert.ok('refused' in decideParentOrigin(clues({ isTop: true, ancestorOrigins: [APP], claimed: APP })));
  });
});
