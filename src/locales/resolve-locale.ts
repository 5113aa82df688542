import { LOCALES, type LocaleCode } from './codes';

/** Locales written right to left. */
const RTL: ReadonlySet<string> = new Set(['ar', 'he', 'fa']);

/** The writing direction of a locale. */
export function directionOf(code: LocaleCode): 'ltr' | 'rtl' {
  return RTL.has(code) ? 'rtl' : 'ltr';
}

/** Whether `value` names a shipped locale. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Chinese tags that mean traditional script. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

/**
 * The shipped locale closest to one browser language tag: an exact match, else the same language
 * (`pt-PT` -> `pt-BR`, `de-AT` -> `de`, `zh-HK` -> `zh-TW`), else undefined.
 */
export function matchLocale(tag: string): LocaleCode | undefined {
  const exact = LOCALES.find((code) => code.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.split('-')[0]!.toLowerCase();
  if (language === 'zh') {
    const script = TRADITIONAL_CHINESE.test(tag) ? 'zh-tw' : 'zh-cn';
    return LOCALES.find((code) => code.toLowerCase() === script);
  }
  // Hebrew's legacy ISO code.
  if (language === 'iw') return matchLocale('he');
  return LOCALES.find((code) => code.split('-')[0] === language);
}

/** `locale: 'auto'`: the first of the browser's preferred languages we ship, else English. */
export function browserLocale(languages: readonly string[]): LocaleCode {
  for (const tag of languages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return 'en';
}
