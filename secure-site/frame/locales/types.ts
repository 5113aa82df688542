import type { FRAME_LOCALES } from '../../../src/frame/fields';
import type { en } from './en';

/** One of the host's locales (the SYNC_LOCALE schema accepts exactly these). */
export type FrameLocaleCode = (typeof FRAME_LOCALES)[number];

/** A key of the frame's strings. */
export type FrameStringKey = keyof typeof en;

/**
 * One locale's frame strings: exactly the English keys, so a locale that misses one, or has one
 * English does not, fails `tsc` (each locale file declares `const strings: FrameStrings = {…}`).
 */
export type FrameStrings = { readonly [K in FrameStringKey]: string };
