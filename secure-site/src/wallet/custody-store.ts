import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { bytesToHex, hexToBytes } from 'viem';
import type { SiteContext } from '../context';
import { openPrivateKey, rewrap, sealPrivateKey, type SealedKey } from '../crypto/custody';

interface WalletRow {
  address: string;
  sealed_key: Uint8Array;
  wrapped_data_key: Uint8Array;
  master_key_id: string;
}

const toSealed = (row: WalletRow): SealedKey => ({
  sealedKey: Buffer.from(row.sealed_key),
  wrappedDataKey: Buffer.from(row.wrapped_data_key),
  masterKeyId: row.master_key_id,
});

/** The user's wallet address, making their secp256k1 key on first login (race-safe). */
export async function ensureWallet(ctx: SiteContext, userId: string): Promise<string> {
  const [existing] = await ctx.db.query<{ address: string }>(
    'SELECT address FROM wallets WHERE user_id = $1',
    [userId],
  );
  if (existing) return existing.address;
  const privateKey = generatePrivateKey();
  const address = privateKeyToAccount(privateKey).address;
  const sealed = sealPrivateKey(ctx.master, userId, hexToBytes(privateKey));
  await ctx.db.query(
    `INSERT INTO wallets (user_id, address, sealed_key, wrapped_data_key, master_key_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO NOTHING`,
    [userId, address, sealed.sealedKey, sealed.wrappedDataKey, sealed.masterKeyId, ctx.clock().toISOString()],
  );
  const [row] = await ctx.db.query<{ address: string }>('SELECT address FROM wallets WHERE user_id = $1', [
    userId,
  ]);
  if (!row) throw new Error('The wallet row vanished after insert');
  return row.address;
}

/** Opens the user's key for one signing operation (never cached, never returned to a caller). */
export async function loadAccount(ctx: SiteContext, userId: string): Promise<PrivateKeyAccount> {
  const [row] = await ctx.db.query<WalletRow>(
    'SELECT address, sealed_key, wrapped_data_key, master_key_id FROM wallets WHERE user_id = $1',
    [userId],
  );
  if (!row) throw new Error('This user has no wallet');
  const key = openPrivateKey(ctx.master, userId, toSealed(row));
  const account = privateKeyToAccount(bytesToHex(key));
  key.fill(0);
  if (account.address !== row.address) throw new Error('The stored key does not match the stored address');
  return account;
}

/** Re-wraps every data key not under the active master key; returns how many rows changed. */
export async function rotateMasterKey(ctx: SiteContext): Promise<number> {
  const rows = await ctx.db.query<WalletRow & { user_id: string }>(
    'SELECT user_id, address, sealed_key, wrapped_data_key, master_key_id FROM wallets WHERE master_key_id <> $1',
    [ctx.master.activeId],
  );
  for (const row of rows) {
    const next = rewrap(ctx.master, row.user_id, toSealed(row));
    await ctx.db.query(
      'UPDATE wallets SET wrapped_data_key = $2, master_key_id = $3 WHERE user_id = $1 AND master_key_id = $4',
      [row.user_id, next.wrappedDataKey, next.masterKeyId, row.master_key_id],
    );
  }
  return rows.length;
}
