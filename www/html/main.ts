// A host with no bundler: the library is imported straight from the served ES modules (the
// same lazy build as the loader, so the elements and createAppKit share one state). Its types
// come from the built package (tsconfig.node.json maps the URL to dist/types).
import { createAppKit } from '/lib/index.esm.js';

const params = new URLSearchParams(window.location.search);
const themeMode = params.get('theme') === 'light' ? 'light' : 'dark';

// `?solana=1` (an EVM + Solana kit; `&bitcoin=1` adds Bitcoin regtest) or `?email=1` (email login
// through the stack's secure site): a kit on the local stack, whose setup code loads only then.
if (params.get('solana') === '1' || params.get('email') === '1') {
  const { localKit } = await import('./local-networks.js');
  // Exposed for the console (and the e2e tests): appKit.disconnect('solana') and the like.
  Object.assign(window, { appKit: await localKit(params, themeMode) });
} else createAppKit({ themeMode });
