// Every locale's frame strings, for the secure site's server (GET /frame-locales/<code>.json).
// The frame page never imports this file: it fetches only the locale the host is in.
import { strings as es } from './es';
import { strings as fr } from './fr';
import { strings as de } from './de';
import { strings as it } from './it';
import { strings as ptBR } from './pt-BR';
import { strings as nl } from './nl';
import { strings as pl } from './pl';
import { strings as uk } from './uk';
import { strings as ru } from './ru';
import { strings as tr } from './tr';
import { strings as ar } from './ar';
import { strings as he } from './he';
import { strings as fa } from './fa';
import { strings as id } from './id';
import { strings as vi } from './vi';
import { strings as th } from './th';
import { strings as hi } from './hi';
import { strings as ja } from './ja';
import { strings as ko } from './ko';
import { strings as zhCN } from './zh-CN';
import { strings as zhTW } from './zh-TW';
import { en } from './en';
import type { FrameLocaleCode, FrameStrings } from './types';

/** The frame's strings per locale. */
export const FRAME_STRINGS: Record<FrameLocaleCode, FrameStrings> = {
  en,
  es: es,
  fr: fr,
  de: de,
  it: it,
  'pt-BR': ptBR,
  nl: nl,
  pl: pl,
  uk: uk,
  ru: ru,
  tr: tr,
  ar: ar,
  he: he,
  fa: fa,
  id: id,
  vi: vi,
  th: th,
  hi: hi,
  ja: ja,
  ko: ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};
