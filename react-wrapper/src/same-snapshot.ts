function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * True when two snapshots have the same keys and equal values: `Object.is`-equal, or plain objects
 * that the instance rebuilds on every read (e.g. `embeddedWalletInfo`) compared the same way one
 * level further down (`depth` levels in all).
 */
export function sameSnapshot(a: object, b: object, depth = 2): boolean {
  if (Object.is(a, b)) return true;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => {
    if (!Object.prototype.hasOwnProperty.call(right, key)) return false;
    const [x, y] = [left[key], right[key]];
    if (Object.is(x, y)) return true;
    return depth > 1 && isPlainObject(x) && isPlainObject(y) && sameSnapshot(x, y, depth - 1);
  });
}
