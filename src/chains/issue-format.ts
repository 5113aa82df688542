// How a validation problem names a value's type and its place; shared by zod's issue wording
// (validation-messages.ts) and the start-up checks (checks.ts) without pulling either into the other.

/** The zod type name of a value, as zod's own messages spell it. */
export function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  if (input instanceof Date) return 'date';
  return typeof input;
}

/** A validation path as `a.b[0].c`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out;
}
