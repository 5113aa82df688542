import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig, parseLimits } from '../src/config';
import { DEFAULT_LIMITS } from '../src/context';

const SECRET = Buffer.alloc(32, 7).toString('base64');
const env = (extra: Record<string, string> = {}) => ({
  W3M_PEPPER: SECRET,
  W3M_SESSION_KEY: SECRET,
  W3M_MASTER_KEYS: `k1:${SECRET}`,
  ...extra,
});

describe('secure-site settings', () => {
  it('keeps the 30 s per-address cooldown unless W3M_CODE_COOLDOWN_MS changes it', () => {
    assert.equal(DEFAULT_LIMITS.codeCooldownMs, 30_000);
    assert.deepEqual(loadConfig(env()).limits, {});
    assert.deepEqual(loadConfig(env({ W3M_CODE_COOLDOWN_MS: '0' })).limits, { codeCooldownMs: 0 });
    assert.deepEqual(parseLimits({ W3M_CODE_COOLDOWN_MS: '1500' }), { codeCooldownMs: 1500 });
  });

  it('refuses a cooldown that is not a whole number of milliseconds', () => {
    for (const bad of ['-1', '1.5', 'abc', '1e3', '3600001'])
      assert.throws(() => parseLimits({ W3M_CODE_COOLDOWN_MS: bad }), /W3M_CODE_COOLDOWN_MS must be/);
  });
});
