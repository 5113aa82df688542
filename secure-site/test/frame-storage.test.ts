// The frame's own localStorage is a boundary too: a value of the wrong shape (written by an older
// build, another script on the secure origin, or by hand) reads as nothing, never as a session.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { SecureApi } from '../frame/api';
import { HOST_ORIGIN } from './fixture';

/** The Web Storage interface over a Map: what the browser gives the frame, in memory. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const KEY = (name: string) => `w3m-frame:demo:${name}`;
const newApi = () => new SecureApi('demo', HOST_ORIGIN);
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('frame storage', () => {
  it('reads back what it wrote', () => {
    const api = newApi();
    api.saveSession({ accessToken: 'a', refreshToken: 'r' });
    api.chain.set(8453);
    api.accountType.set('smartAccount');
    const again = newApi();
    assert.equal(again.hasSession(), true);
    assert.equal(again.chain.get(), 8453);
    assert.equal(again.accountType.get(), 'smartAccount');
  });

  for (const [name, raw] of [
    ['session', '"a-token-string"'],
    ['session', '{"accessToken":5,"refreshToken":"r"}'],
    ['session', '{"accessToken":"a"}'],
    ['session', 'null'],
    ['session', '{not json'],
    ['chain', '"8453"'],
    ['chain', '-1'],
    ['chain', '1.5'],
    ['account-type', '"multisig"'],
    ['pending-email', '{"email":"a@b.c"}'],
    ['social-binding', '42'],
  ] as const) {
    it(`${name} stored as ${raw} reads as nothing`, () => {
      storage.setItem(KEY(name), raw);
      const api = newApi();
      const slots = {
        session: () => (api.hasSession() ? 'a session' : undefined),
        chain: () => api.chain.get(),
        'account-type': () => api.accountType.get(),
        'pending-email': () => api.pendingEmail.get(),
        'social-binding': () => api.socialBinding.get(),
      };
      assert.equal(slots[name](), undefined);
    });
  }

  it('a malformed device id is replaced by a fresh one', () => {
    storage.setItem(KEY('device'), '{"id":1}');
    const id = newApi().deviceId();
    assert.match(id, /^[A-Za-z0-9_-]{22,128}$/);
    assert.equal(storage.getItem(KEY('device')), JSON.stringify(id));
  });
});
