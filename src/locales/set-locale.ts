import { $locale } from './active';
import { LOCALES, type LocaleSetting } from './codes';
import { loadMessages } from './load-locale';
import { browserLocale, directionOf, isLocaleCode } from './resolve-locale';
import { rerenderAll } from './rerender';

let latest = 0;

/**
 * Switches the widget's language: loads the locale's chunk (nothing for English), then sets the
 * active locale and re-renders every open element. `auto` picks the browser's language. Rejects
 * an unknown locale without changing anything; of overlapping calls the last one wins.
 */
export async function setLocale(setting: LocaleSetting): Promise<void> {
  if (setting !== 'auto' && !isLocaleCode(setting)) {
    throw new RangeError(
      `Unknown locale "${String(setting)}": expected "auto" or one of ${LOCALES.join(', ')}`,
    );
  }
  const code =
    setting === 'auto'
      ? browserLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
      : setting;
  const call = ++latest;
  const messages = await loadMessages(code);
  if (call !== latest) return;
  $locale.set({ code, dir: directionOf(code), messages });
  rerenderAll();
}
