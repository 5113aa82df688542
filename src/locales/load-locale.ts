import type { LocaleCode } from './codes';
import type { CoreMessages, FlowMessages, Messages } from './messages';

type Part<T> = Promise<{ messages: T }>;
type Loader = () => [Part<CoreMessages>, Part<FlowMessages>];

/**
 * Two dynamic imports per locale (each chunk stays under 4 kB gzipped), fetched in parallel and
 * only when the locale is chosen.
 */
const LOADERS: Record<Exclude<LocaleCode, 'en'>, Loader> = {
  de: () => [import('./translations/de/core'), import('./translations/de/flows')],
  ar: () => [import('./translations/ar/core'), import('./translations/ar/flows')],
};

/** The catalogue of a locale (undefined for English, which is built in). */
export async function loadMessages(code: LocaleCode): Promise<Messages | undefined> {
  if (code === 'en') return undefined;
  const [core, flows] = await Promise.all(LOADERS[code]());
  return { ...core.messages, ...flows.messages };
}
