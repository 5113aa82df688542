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
  'pt-BR': () => [import('./translations/pt-BR/core'), import('./translations/pt-BR/flows')],
  ru: () => [import('./translations/ru/core'), import('./translations/ru/flows')],
  ar: () => [import('./translations/ar/core'), import('./translations/ar/flows')],
  ja: () => [import('./translations/ja/core'), import('./translations/ja/flows')],
  'zh-CN': () => [import('./translations/zh-CN/core'), import('./translations/zh-CN/flows')],
};

/** The catalogue of a locale (undefined for English, which is built in). */
export async function loadMessages(code: LocaleCode): Promise<Messages | undefined> {
  if (code === 'en') return undefined;
  const [core, flows] = await Promise.all(LOADERS[code]());
  return { ...core.messages, ...flows.messages };
}
