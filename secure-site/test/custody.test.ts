import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  generateMasterKeyEntry,
  openPrivateKey,
  parseMasterKeys,
  rewrap,
  sealPrivateKey,
} from '../src/crypto/custody';
import { ensureWallet, loadAccount, rotateMasterKey } from '../src/wallet/custody-store';
import { databaseKinds } from './databases';
import { testSite } from './fixture';

const USER = '5f0b6c1e-2c55-4a3c-9a55-0f8d3c7f6a11';

describe('key sealing (AES-256-GCM data key wrapped by a master key)', () => {
  const master = parseMasterKeys(generateMasterKeyEntry('k1'));
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the key in the clear', () => {
    const sealed = sealPrivateKey(master, USER, key);
    assert.equal(sealed.masterKeyId, 'k1');
    assert.ok(!sealed.sealedKey.includes(key) && !sealed.wrappedDataKey.includes(key));
    assert.deepEqual(openPrivateKey(master, USER, sealed), key);
  });

  it('detects any changed byte, a row copied to another user, or the wrong master key', () => {
    const sealed = sealPrivateKey(master, USER, key);
    for (const field of ['sealedKey', 'wrappedDataKey'] as const) {
      for (const index of [0, 12, 20, sealed[field].length - 1]) {
        const copy = Buffer.from(sealed[field]);
        copy[index] = (copy[index] as number) ^ 0x01;
        assert.throws(() => openPrivateKey(master, USER, { ...sealed, [field]: copy }), /integrity check/);
      }
    }
    assert.throws(() => openPrivateKey(master, 'another-user', sealed), /integrity check/);
    assert.throws(
      () => openPrivateKey(master, USER, { ...sealed, sealedKey: sealed.sealedKey.subarray(0, 10) }),
      /truncated/,
    );
    const other = parseMasterKeys(generateMasterKeyEntry('k1'));
    assert.throws(() => openPrivateKey(other, USER, sealed), /integrity check/);
    assert.throws(() => openPrivateKey(master, USER, { ...sealed, masterKeyId: 'k9' }), /not configured/);
  });

  it('re-wraps under a new master key (rotation) and still opens', () => {
    const oldEntry = generateMasterKeyEntry('old');
    const sealed = sealPrivateKey(parseMasterKeys(oldEntry), USER, key);
    const both = parseMasterKeys(`${oldEntry},${generateMasterKeyEntry('new')}`);
    const rotated = rewrap(both, USER, sealed);
    assert.equal(rotated.masterKeyId, 'new');
    assert.deepEqual(openPrivateKey(both, USER, rotated), key);
  });

  it('refuses malformed master key settings with a clear message', () => {
    assert.throws(() => parseMasterKeys(undefined), /W3M_MASTER_KEYS is not set/);
    assert.throws(() => parseMasterKeys('k1:AAAA'), /must be 32 bytes/);
    assert.throws(() => parseMasterKeys('nonsense'), /not "id:base64key"/);
    assert.throws(() => parseMasterKeys(generateMasterKeyEntry('a'), 'b'), /not in W3M_MASTER_KEYS/);
    const entry = generateMasterKeyEntry('a');
    assert.throws(() => parseMasterKeys(`${entry},${entry}`), /listed twice/);
  });
});

for (const kind of databaseKinds()) {
  describe(`wallet custody on ${kind.name}`, () => {
    it('makes one key per user on first login, seals it at rest, and rotates master keys', async () => {
      const db = await kind.open();
      try {
        const site = await testSite(db);
        await db.query(`INSERT INTO users (id, email, created_at) VALUES ($1, 'ada@example.com', now())`, [
          USER,
        ]);
        const [a, b] = await Promise.all([ensureWallet(site.ctx, USER), ensureWallet(site.ctx, USER)]);
        assert.equal(a, b);
        assert.equal(await ensureWallet(site.ctx, USER), a);
        assert.equal((await loadAccount(site.ctx, USER)).address, a);
        const rows = await db.query<{ sealed_key: Uint8Array; master_key_id: string }>(
          'SELECT sealed_key, master_key_id FROM wallets',
        );
        assert.equal(rows.length, 1);
        assert.equal(rows[0]?.master_key_id, 'k1');
        // Rotation: add k2 as active, re-wrap, then k1 can go.
        const k1 = [...site.ctx.master.keys][0] as [string, Uint8Array];
        const k2 = generateMasterKeyEntry('k2');
        site.ctx.master = parseMasterKeys(`k1:${Buffer.from(k1[1]).toString('base64')},${k2}`);
        assert.equal(await rotateMasterKey(site.ctx), 1);
        assert.equal(await rotateMasterKey(site.ctx), 0);
        site.ctx.master = parseMasterKeys(k2);
        assert.equal((await loadAccount(site.ctx, USER)).address, a);
        // A changed byte in the database is caught before any signature.
        await db.query(
          `UPDATE wallets SET sealed_key = set_byte(sealed_key, 30, get_byte(sealed_key, 30) # 1)`,
        );
        await assert.rejects(loadAccount(site.ctx, USER), /integrity check/);
      } finally {
        await db.close();
      }
    });
  });
}
