// A host with no bundler: the library is imported straight from the served ES modules (the
// same lazy build as the loader, so the elements and createAppKit share one state). Its types
// come from the built package (tsconfig.node.json maps the URL to dist/types).
import { createAppKit } from '/lib/index.esm.js';

const params = new URLSearchParams(window.location.search);
const themeMode = params.get('theme') === 'light' ? 'light' : 'dark';

// `?solana=1`: an EVM + Solana kit on the local stack (`&bitcoin=1` adds Bitcoin regtest); its setup
// code loads only then.
if (params.get('solana') === '1') {
  const { localNetworks } = await import('./local-networks.js');
  const networks = await localNetworks(params.get('bitcoin') === '1');
  // Exposed for the console (and the multi-namespace e2e): appKit.disconnect('solana') and the like.
  Object.assign(window, { appKit: createAppKit({ themeMode, networks }) });
} else if (params.get('email') === '1') {
  // `?email=1`: email login through the stack's secure site; its setup code loads only then.
  const { emailOptions } = await import('./email-options.js');
  Object.assign(window, { appKit: createAppKit({ themeMode, ...(await emailOptions()) }) });
} else createAppKit({ themeMode });
