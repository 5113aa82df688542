import { atom } from 'nanostores';
import type { LocaleCode } from './codes';

/** The locale in force: its code, its writing direction and (for any but English) its catalogue. */
export interface ActiveLocale {
  code: LocaleCode;
  dir: 'ltr' | 'rtl';
  /** The loaded translations; undefined for English, whose strings live with the code using them. */
  messages?: object;
}

/** The active locale. Set only by locales/set-locale.ts, after the locale's chunk has loaded. */
export const $locale = atom<ActiveLocale>({ code: 'en', dir: 'ltr' });

/** The `dir` and `lang` attributes the modal and entry elements carry for the active locale. */
export function localeAttributes(): { dir: 'ltr' | 'rtl'; lang: string } {
  const { code, dir } = $locale.get();
  return { dir, lang: code };
}
