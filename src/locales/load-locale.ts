import type { LocaleCode } from './codes';
import type { CoreMessages, ExtraMessages, FlowMessages, Messages } from './messages';

type Part<T> = Promise<{ messages: T }>;
type Loader = () => [Part<CoreMessages>, Part<FlowMessages>, Part<ExtraMessages>];

/**
 * Three dynamic imports per locale (each chunk stays under 4 kB gzipped), fetched in parallel and
 * only when the locale is chosen.
 */
const LOADERS: Record<Exclude<LocaleCode, 'en'>, Loader> = {
  es: () => [
    import('./translations/es/core'),
    import('./translations/es/flows'),
    import('./translations/es/extras'),
  ],
  fr: () => [
    import('./translations/fr/core'),
    import('./translations/fr/flows'),
    import('./translations/fr/extras'),
  ],
  de: () => [
    import('./translations/de/core'),
    import('./translations/de/flows'),
    import('./translations/de/extras'),
  ],
  it: () => [
    import('./translations/it/core'),
    import('./translations/it/flows'),
    import('./translations/it/extras'),
  ],
  'pt-BR': () => [
    import('./translations/pt-BR/core'),
    import('./translations/pt-BR/flows'),
    import('./translations/pt-BR/extras'),
  ],
  nl: () => [
    import('./translations/nl/core'),
    import('./translations/nl/flows'),
    import('./translations/nl/extras'),
  ],
  pl: () => [
    import('./translations/pl/core'),
    import('./translations/pl/flows'),
    import('./translations/pl/extras'),
  ],
  uk: () => [
    import('./translations/uk/core'),
    import('./translations/uk/flows'),
    import('./translations/uk/extras'),
  ],
  ru: () => [
    import('./translations/ru/core'),
    import('./translations/ru/flows'),
    import('./translations/ru/extras'),
  ],
  tr: () => [
    import('./translations/tr/core'),
    import('./translations/tr/flows'),
    import('./translations/tr/extras'),
  ],
  ar: () => [
    import('./translations/ar/core'),
    import('./translations/ar/flows'),
    import('./translations/ar/extras'),
  ],
  he: () => [
    import('./translations/he/core'),
    import('./translations/he/flows'),
    import('./translations/he/extras'),
  ],
  fa: () => [
    import('./translations/fa/core'),
    import('./translations/fa/flows'),
    import('./translations/fa/extras'),
  ],
  id: () => [
    import('./translations/id/core'),
    import('./translations/id/flows'),
    import('./translations/id/extras'),
  ],
  vi: () => [
    import('./translations/vi/core'),
    import('./translations/vi/flows'),
    import('./translations/vi/extras'),
  ],
  th: () => [
    import('./translations/th/core'),
    import('./translations/th/flows'),
    import('./translations/th/extras'),
  ],
  hi: () => [
    import('./translations/hi/core'),
    import('./translations/hi/flows'),
    import('./translations/hi/extras'),
  ],
  ja: () => [
    import('./translations/ja/core'),
    import('./translations/ja/flows'),
    import('./translations/ja/extras'),
  ],
  ko: () => [
    import('./translations/ko/core'),
    import('./translations/ko/flows'),
    import('./translations/ko/extras'),
  ],
  'zh-CN': () => [
    import('./translations/zh-CN/core'),
    import('./translations/zh-CN/flows'),
    import('./translations/zh-CN/extras'),
  ],
  'zh-TW': () => [
    import('./translations/zh-TW/core'),
    import('./translations/zh-TW/flows'),
    import('./translations/zh-TW/extras'),
  ],
};

/** The catalogue of a locale (undefined for English, which is built in). */
export async function loadMessages(code: LocaleCode): Promise<Messages | undefined> {
  if (code === 'en') return undefined;
  const [core, flows, extras] = await Promise.all(LOADERS[code]());
  return { ...core.messages, ...flows.messages, ...extras.messages };
}
