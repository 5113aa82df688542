import { $locale } from './active';

/** An English ICU message: callable, and able to build the same call over a translated source. */
interface LocalizableMessage {
  (...args: never[]): string;
  readonly withSource: (source: string) => unknown;
}

function isLocalizable(value: unknown): value is LocalizableMessage {
  return typeof value === 'function' && 'withSource' in value;
}

/** The active locale's entry at `path`, or undefined (English, or a key the locale lacks). */
function translationAt(path: readonly string[]): unknown {
  let node: unknown = $locale.get().messages;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Wraps one English catalogue area (found at `path` inside a locale's catalogue) so every string
 * and message read through it comes from the active locale, falling back to English. Reads
 * happen at render time, so a re-render after a locale switch shows the new language.
 */
export function localized<T extends object>(path: readonly string[], english: T): T {
  const children = new Map<string, object>();
  const messages = new Map<string, unknown>();
  return new Proxy(english, {
    get(target, key) {
      const value: unknown = (target as Record<PropertyKey, unknown>)[key];
      if (typeof key === 'symbol') return value;
      if (typeof value === 'object' && value !== null) {
        let child = children.get(key);
        if (!child) children.set(key, (child = localized([...path, key], value)));
        return child;
      }
      if (typeof value !== 'string' && !isLocalizable(value)) return value;
      const translated = translationAt([...path, key]);
      if (typeof translated !== 'string') return value;
      if (typeof value === 'string') return translated;
      let message = messages.get(translated);
      if (!message) messages.set(translated, (message = value.withSource(translated)));
      return message;
    },
  });
}
