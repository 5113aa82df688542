import { secureErrors } from './en/secure-errors';

type Entry = string | ((count: number) => string);

/**
 * The sentence, in the active locale, for an error the secure site named by `reason` (e.g.
 * `wrongCode` with the tries left as `count`); undefined for a reason the catalogue does not know
 * or a count it needs and did not get, so the caller keeps the site's English text.
 */
export function secureErrorText(reason: string, count: number | undefined): string | undefined {
  if (!Object.hasOwn(secureErrors, reason)) return undefined;
  const entry = (secureErrors as unknown as Record<string, Entry>)[reason];
  if (typeof entry === 'string') return entry;
  return typeof entry === 'function' && count !== undefined ? entry(count) : undefined;
}
