/** Every locale the widget ships (issue 22); `en` is built in, the others load on demand. */
export const LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'nl',
  'pl',
  'uk',
  'ru',
  'tr',
  'ar',
  'he',
  'fa',
  'id',
  'vi',
  'th',
  'hi',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
] as const;

/** A shipped locale. */
export type LocaleCode = (typeof LOCALES)[number];

/** What the `locale` option accepts: a shipped locale, or `auto` for the browser's language. */
export type LocaleSetting = LocaleCode | 'auto';
