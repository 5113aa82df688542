import type { LocaleCode } from './codes';
import type { CoreMessages, FlowMessages, Messages } from './messages';

type Part<T> = Promise<{ messages: T }>;
type Loader = () => [Part<CoreMessages>, Part<FlowMessages>];

/**
 * Two dynamic imports per locale (each chunk stays under 4 kB gzipped), fetched in parallel and
 * only when the locale is chosen.
 */
const LOADERS: Record<Exclude<LocaleCode, 'en'>, Loader> = {
  es: () => [import('./translations/es/core'), import('./translations/es/flows')],
  fr: () => [import('./translations/fr/core'), import('./translations/fr/flows')],
  de: () => [import('./translations/de/core'), import('./translations/de/flows')],
  it: () => [import('./translations/it/core'), import('./translations/it/flows')],
  'pt-BR': () => [import('./translations/pt-BR/core'), import('./translations/pt-BR/flows')],
  nl: () => [import('./translations/nl/core'), import('./translations/nl/flows')],
  pl: () => [import('./translations/pl/core'), import('./translations/pl/flows')],
  uk: () => [import('./translations/uk/core'), import('./translations/uk/flows')],
  ru: () => [import('./translations/ru/core'), import('./translations/ru/flows')],
  tr: () => [import('./translations/tr/core'), import('./translations/tr/flows')],
  ar: () => [import('./translations/ar/core'), import('./translations/ar/flows')],
  he: () => [import('./translations/he/core'), import('./translations/he/flows')],
  fa: () => [import('./translations/fa/core'), import('./translations/fa/flows')],
  id: () => [import('./translations/id/core'), import('./translations/id/flows')],
  vi: () => [import('./translations/vi/core'), import('./translations/vi/flows')],
  ja: () => [import('./translations/ja/core'), import('./translations/ja/flows')],
  ko: () => [import('./translations/ko/core'), import('./translations/ko/flows')],
  'zh-CN': () => [import('./translations/zh-CN/core'), import('./translations/zh-CN/flows')],
  'zh-TW': () => [import('./translations/zh-TW/core'), import('./translations/zh-TW/flows')],
};

/** The catalogue of a locale (undefined for English, which is built in). */
export async function loadMessages(code: LocaleCode): Promise<Messages | undefined> {
  if (code === 'en') return undefined;
  const [core, flows] = await Promise.all(LOADERS[code]());
  return { ...core.messages, ...flows.messages };
}
