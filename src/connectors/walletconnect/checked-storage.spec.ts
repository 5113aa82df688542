import { MemoryKeyValueStorage } from './blocked-storage';
import { CheckedKeyValueStorage } from './checked-storage';

async function storageWith(entries: Record<string, unknown>) {
  const inner = new MemoryKeyValueStorage();
  for (const [key, value] of Object.entries(entries)) await inner.setItem(key, value);
  return { inner, checked: new CheckedKeyValueStorage(inner) };
}

describe('CheckedKeyValueStorage', () => {
  test('records that are arrays or objects read as stored', async () => {
    const pairing = [{ topic: 'a'.repeat(64) }];
    const keychain = { topic: 'key' };
    const { checked } = await storageWith({
      'wc@2:core:0.3:pairing': pairing,
      'wc@2:core:0.3:keychain': keychain,
    });
    expect(await checked.getItem('wc@2:core:0.3:pairing')).toEqual(pairing);
    expect(await checked.getItem('wc@2:core:0.3:keychain')).toEqual(keychain);
    expect(await checked.getItem('wc@2:core:0.3:missing')).toBeUndefined();
  });

  test.each([
    ['a string (JSON that did not parse)', '{"unterminated'],
    ['a number', 7],
    ['null', null],
    ['a boolean', true],
  ])('a record holding %s reads as missing and is removed', async (_kind, value) => {
    const { inner, checked } = await storageWith({ 'wc@2:client:0.3:session': value });
    expect(await checked.getItem('wc@2:client:0.3:session')).toBeUndefined();
    expect(await inner.getKeys()).toEqual([]);
  });

  test('keys outside the records keep any value (the storage version is a number)', async () => {
    const { checked } = await storageWith({ wc_storage_version: 1, WALLETCONNECT_CLIENT_ID: 'did:key:z6Mk' });
    expect(await checked.getItem('wc_storage_version')).toBe(1);
    expect(await checked.getItem('WALLETCONNECT_CLIENT_ID')).toBe('did:key:z6Mk');
  });

  test('getEntries leaves damaged records out and removes them; writes pass through', async () => {
    const { inner, checked } = await storageWith({
      'wc@2:core:0.3:history': 'garbage',
      'wc@2:core:0.3:expirer': [],
    });
    expect(await checked.getEntries()).toEqual([['wc@2:core:0.3:expirer', []]]);
    expect(await inner.getKeys()).toEqual(['wc@2:core:0.3:expirer']);
    await checked.setItem('wc@2:core:0.3:history', [1]);
    expect(await inner.getItem('wc@2:core:0.3:history')).toEqual([1]);
    await checked.removeItem('wc@2:core:0.3:history');
    expect(await inner.getItem('wc@2:core:0.3:history')).toBeUndefined();
  });

  test('a removal that fails does not fail the read', async () => {
    const { inner, checked } = await storageWith({ 'wc@2:core:0.3:messages': 5 });
    inner.removeItem = () => Promise.reject(new Error('storage is read-only'));
    expect(await checked.getItem('wc@2:core:0.3:messages')).toBeUndefined();
  });
});
