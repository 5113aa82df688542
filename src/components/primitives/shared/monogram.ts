/** Up to two initials for a name: the first letters of its first two words, else its first letter. */
export function monogramInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/)
    .filter((word) => word.length > 0);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  const initials = letters.join('').toUpperCase();
  return initials.length > 0 ? initials : '?';
}

/** A hue (0–359) derived from a name with a 32-bit FNV-1a hash, so a name always gets the same colour. */
export function monogramHue(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

/** The monogram background: a dark enough colour of the name's hue for white initials to stay legible. */
export function monogramColor(name: string): string {
  return `hsl(${monogramHue(name)} 55% 28%)`;
}
