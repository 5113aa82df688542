// The frame's screens in the host's locale (issue 22): English is built in; another locale's
// strings are fetched once from this origin (/frame-locales/<code>.json) when SYNC_LOCALE names it.
import { FRAME_LOCALES } from '../../src/frame/fields';
import { en } from './locales/en';
import type { FrameLocaleCode, FrameStringKey, FrameStrings } from './locales/types';

const RTL: ReadonlySet<FrameLocaleCode> = new Set(['ar', 'he', 'fa']);

let active: { code: FrameLocaleCode; strings: FrameStrings } = { code: 'en', strings: en };
let ready: Promise<void> = Promise.resolve();
const loaded = new Map<FrameLocaleCode, Promise<FrameStrings>>([['en', Promise.resolve(en)]]);

/** The active locale's code. */
export const frameLocale = (): FrameLocaleCode => active.code;

/** True when the active locale is written right to left. */
export const isRtl = (): boolean => RTL.has(active.code);

/** Keeps an inserted address, amount or name in its own direction inside right-to-left text. */
export const isolate = (text: string): string => (isRtl() ? `\u2068${text}\u2069` : text);

/** The active locale's string for `key`, with `{name}` placeholders filled (each value isolated). */
export function t(key: FrameStringKey, values: Record<string, string | number> = {}): string {
  return active.strings[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? isolate(String(values[name])) : whole,
  );
}

/** A decimal string or an integer in the active locale's digits, every digit kept (no grouping). */
export function formatNumber(value: string | bigint | number): string {
  return new Intl.NumberFormat(active.code, { maximumFractionDigits: 20, useGrouping: false }).format(
    value as never,
  );
}

/** Checks what the server answered: exactly the English keys, each a string. */
function checkStrings(code: string, data: unknown): FrameStrings {
  const keys = Object.keys(en);
  const ok =
    typeof data === 'object' &&
    data !== null &&
    Object.keys(data).length === keys.length &&
    keys.every((key) => typeof (data as Record<string, unknown>)[key] === 'string');
  if (!ok) throw new Error(`The frame strings for "${code}" are malformed`);
  return data as FrameStrings;
}

async function fetchStrings(code: FrameLocaleCode): Promise<FrameStrings> {
  const response = await fetch(`/frame-locales/${code}.json`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`The frame strings for "${code}" did not load (HTTP ${response.status})`);
  return checkStrings(code, await response.json());
}

function applyDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = active.code;
  document.documentElement.dir = isRtl() ? 'rtl' : 'ltr';
}

/**
 * Switches the frame's screens to `code` once its strings are in. An unknown code, or strings
 * that fail to load, throw and leave the active locale as it was.
 */
export function setFrameLocale(code: string): Promise<void> {
  if (!(FRAME_LOCALES as readonly string[]).includes(code))
    return Promise.reject(new Error(`Unknown locale "${code}"`));
  const locale = code as FrameLocaleCode;
  let strings = loaded.get(locale);
  if (!strings) {
    strings = fetchStrings(locale);
    loaded.set(locale, strings);
    strings.catch(() => loaded.delete(locale));
  }
  const switched = ready
    .catch(() => undefined)
    .then(() => strings)
    .then((next) => {
      active = { code: locale, strings: next };
      applyDocument();
    });
  ready = switched.catch(() => undefined);
  return switched;
}

/** Resolves once the latest locale switch has settled (the approval screen waits for it). */
export const localeSettled = (): Promise<void> => ready;
