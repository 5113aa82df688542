/** Renders a validation issue path as code-like text: `[0].calls[1].to`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
}
