import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** The master keys by id and which one seals new data keys. */
export interface MasterKeys {
  activeId: string;
  keys: ReadonlyMap<string, Uint8Array>;
}

/** A private key at rest: sealed with its own data key, which a master key wraps. */
export interface SealedKey {
  sealedKey: Buffer;
  wrappedDataKey: Buffer;
  masterKeyId: string;
}

/**
 * Parses `W3M_MASTER_KEYS` ("id:base64,id2:base64", 32-byte keys) and `W3M_MASTER_KEY_ID`
 * (default: the last listed). Throws a clear error for anything else.
 */
export function parseMasterKeys(list: string | undefined, activeId?: string): MasterKeys {
  if (!list) throw new Error('W3M_MASTER_KEYS is not set: give "id:base64key" (32 bytes), comma separated');
  const keys = new Map<string, Uint8Array>();
  for (const entry of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/=_-]+)$/.exec(entry);
    if (!match) throw new Error(`W3M_MASTER_KEYS entry is not "id:base64key": ${entry.slice(0, 12)}…`);
    const [, id, encoded] = match as unknown as [string, string, string];
    const key = Buffer.from(encoded, encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`Master key ${id} must be 32 bytes, got ${key.length}`);
    if (keys.has(id)) throw new Error(`Master key id ${id} is listed twice`);
    keys.set(id, key);
  }
  const chosen = activeId ?? [...keys.keys()].at(-1);
  if (!chosen || !keys.has(chosen))
    throw new Error(`W3M_MASTER_KEY_ID ${chosen ?? '(none)'} is not in W3M_MASTER_KEYS`);
  return { activeId: chosen, keys };
}

/** A fresh master key entry for W3M_MASTER_KEYS. */
export function generateMasterKeyEntry(id: string): string {
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

function seal(key: Uint8Array, plain: Uint8Array, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Uint8Array, sealed: Uint8Array, aad: string): Buffer {
  const data = Buffer.from(sealed);
  if (data.length < IV_BYTES + TAG_BYTES + 1) throw new Error('Sealed data is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new Error('Sealed data failed its integrity check (tampered, or the wrong key)');
  }
}

/**
 * Seals a private key for one user: AES-256-GCM under a fresh data key, the data key wrapped
 * with the active master key. The user id (and key id) are bound in as associated data, so a
 * sealed key copied to another user's row does not open.
 */
export function sealPrivateKey(master: MasterKeys, userId: string, privateKey: Uint8Array): SealedKey {
  const dataKey = randomBytes(KEY_BYTES);
  const masterKey = master.keys.get(master.activeId) as Uint8Array;
  return {
    sealedKey: seal(dataKey, privateKey, `key:${userId}`),
    wrappedDataKey: seal(masterKey, dataKey, `dek:${userId}:${master.activeId}`),
    masterKeyId: master.activeId,
  };
}

/** Opens a sealed private key; throws when any byte was changed or the master key is unknown. */
export function openPrivateKey(master: MasterKeys, userId: string, stored: SealedKey): Buffer {
  const masterKey = master.keys.get(stored.masterKeyId);
  if (!masterKey) throw new Error(`Master key ${stored.masterKeyId} is not configured`);
  const dataKey = open(masterKey, stored.wrappedDataKey, `dek:${userId}:${stored.masterKeyId}`);
  return open(dataKey, stored.sealedKey, `key:${userId}`);
}

/** Re-wraps a data key under the active master key (rotation); the sealed key is unchanged. */
export function rewrap(master: MasterKeys, userId: string, stored: SealedKey): SealedKey {
  const oldKey = master.keys.get(stored.masterKeyId);
  if (!oldKey) throw new Error(`Master key ${stored.masterKeyId} is not configured`);
  const dataKey = open(oldKey, stored.wrappedDataKey, `dek:${userId}:${stored.masterKeyId}`);
  const activeKey = master.keys.get(master.activeId) as Uint8Array;
  return {
    sealedKey: stored.sealedKey,
    wrappedDataKey: seal(activeKey, dataKey, `dek:${userId}:${master.activeId}`),
    masterKeyId: master.activeId,
  };
}
