// A host with no bundler: the library is imported straight from the served ES modules.
import { createAppKit } from '/lib/index.esm.js';

createAppKit({ themeMode: 'dark' });
