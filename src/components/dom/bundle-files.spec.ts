import { filesOf } from './bundle-files';

describe('bundle files table', () => {
  test("a tag's files are the file names the table lists for it", () => {
    const table = { 'w3m-swap-view': ['p-a.entry.js', 'p-b.js'] };
    expect(filesOf(table, 'w3m-swap-view')).toEqual(['p-a.entry.js', 'p-b.js']);
  });

  test('a tag it does not list, a missing table or a malformed row loads nothing extra', () => {
    expect(filesOf({}, 'w3m-swap-view')).toEqual([]);
    expect(filesOf(undefined, 'w3m-swap-view')).toEqual([]);
    expect(filesOf({ 'w3m-swap-view': 'p-a.js' }, 'w3m-swap-view')).toEqual([]);
    expect(filesOf({}, 'toString')).toEqual([]);
    // Only plain file names beside the loader: no other origin, path or scheme.
    const rows = ['p-a.js', 'http://127.0.0.1:1/x.js', '../x.js', 7, 'p-b.js'];
    expect(filesOf({ 'w3m-swap-view': rows }, 'w3m-swap-view')).toEqual(['p-a.js', 'p-b.js']);
  });
});
