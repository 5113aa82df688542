/** The module beside the lazy loader that registers every tag but the entry elements' (late-tags.ts). */
export const LATE_TAGS_MODULE = 'w3m-late-tags.js';
