/** The module beside the lazy loader that registers every tag but the entry elements' (late-tags.ts). */
export const LATE_TAGS_MODULE = 'w3m-late-tags.js';

/** The module beside the lazy loader that lists each later view's files (bundle-files.ts). */
export const BUNDLE_FILES_MODULE = 'w3m-bundle-files.js';
