// A host with no bundler: the library is imported straight from the served ES modules (the
// same lazy build as the loader, so the elements and createAppKit share one state). Its types
// come from the built package (tsconfig.node.json maps the URL to dist/types).
import { createAppKit } from '/lib/index.esm.js';

const themeMode = new URLSearchParams(window.location.search).get('theme') === 'light' ? 'light' : 'dark';
createAppKit({ themeMode });
