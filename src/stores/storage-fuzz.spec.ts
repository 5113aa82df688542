import { HUGE_VALUES, NEAR_MISSES } from '../../tests/support/storage-fuzz-cases';
import { readStored, STORAGE_TABLE, type StorageName } from './storage';

const NAMES = Object.keys(STORAGE_TABLE) as StorageName[];

function seed(name: StorageName, value: unknown): void {
  localStorage.setItem(STORAGE_TABLE[name].key, JSON.stringify(value));
}

describe('storage fuzz: every key of the table', () => {
  beforeEach(() => localStorage.clear());

  test('every key has near-miss cases and a huge value (a new key must bring its own)', () => {
    expect(Object.keys(NEAR_MISSES).sort()).toEqual([...NAMES].sort());
    expect(Object.keys(HUGE_VALUES).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) expect(NEAR_MISSES[name].length).toBeGreaterThan(0);
  });

  test.each(NAMES)('SPEC §3: %s falls back to its default for each near miss', (name) => {
    for (const value of NEAR_MISSES[name]) {
      seed(name, value);
      expect([value, readStored(name)]).toEqual([value, STORAGE_TABLE[name].fallback()]);
    }
  });

  test.each(NAMES)('SPEC §3: %s falls back to its default for a huge value', (name) => {
    seed(name, HUGE_VALUES[name]);
    // Compared as short text: a failure must not print a megabyte.
    const shown = (value: unknown) => String(JSON.stringify(value)).slice(0, 60);
    expect(shown(readStored(name))).toBe(shown(STORAGE_TABLE[name].fallback()));
  });
});
