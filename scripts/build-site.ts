// Assembles the demo site in build/site: Stencil's www output already put the lazy-loaded
// library in build/site/lib; this adds the host pages, bundles the React and Vue hosts (React
// twice: production at /, development at /react-dev/), and builds the Dev Wallet script the pages load.
import { build, transform } from 'esbuild';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDevSolanaWallet } from '../dev/solana-wallet/build';
import { buildDevBitcoinWallet } from '../dev/bitcoin-wallet/build';
import { buildDevWallet } from '../dev/wallet/build';
import { buildMobileWallet } from '../dev/wc-wallet/build';
import { buildAngularHost } from '../www/angular/build';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = join(root, 'build/site');
const www = join(root, 'www');

async function copyStatic(): Promise<void> {
  for (const file of [
    'index.html',
    'demo.css',
    'html/index.html',
    'vue/index.html',
    'react-dev/index.html',
    'bitcoin/index.html',
  ]) {
    await mkdir(dirname(join(site, file)), { recursive: true });
    await cp(join(www, file), join(site, file));
  }
}

/** The plain HTML host is served as written (no bundler): only its types are stripped. */
async function buildPlainHost(): Promise<void> {
  // copyStatic runs at the same time and may not have made the folder yet.
  await mkdir(join(site, 'html'), { recursive: true });
  for (const name of ['main', 'local-networks', 'email-options']) {
    const source = await readFile(join(www, `html/${name}.ts`), 'utf8');
    const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'es2022' });
    await writeFile(join(site, `html/${name}.js`), code);
  }
}

async function bundleFrameworkHosts(): Promise<void> {
  await build({
    entryPoints: {
      'react/main': join(www, 'react/main.tsx'),
      'vue/main': join(www, 'vue/main.ts'),
      'bitcoin/main': join(www, 'bitcoin/main.ts'),
    },
    outdir: join(site, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'false',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    tsconfig: join(root, 'tsconfig.node.json'),
    logLevel: 'warning',
  });
}

/**
 * The same React host with React's development build, which reports every warning (keys, hydration,
 * effects) on the console: what the React e2e test runs, so it can see a React warning at all.
 */
async function bundleReactDevHost(): Promise<void> {
  await build({
    entryPoints: { main: join(www, 'react/main.tsx') },
    outdir: join(site, 'react-dev'),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    // React's dev JSX runtime, as a dev server would use: warnings name the component and line.
    jsxDev: true,
    define: { 'process.env.NODE_ENV': '"development"' },
    tsconfig: join(root, 'tsconfig.node.json'),
    logLevel: 'warning',
  });
}

/** The Angular host is compiled ahead of time (ngc + Angular's linker; see www/angular/build.ts). */
async function buildAngular(): Promise<void> {
  await buildAngularHost(join(site, 'angular'));
  await cp(join(www, 'angular/index.html'), join(site, 'angular/index.html'));
}

await mkdir(site, { recursive: true });
// The Dev Wallet stands in for a browser extension on the demo pages (see dev/wallet/README.md).
await Promise.all([
  copyStatic(),
  buildPlainHost(),
  bundleFrameworkHosts(),
  bundleReactDevHost(),
  buildDevWallet(join(site, 'dev-wallet.js')),
  // Its Solana sibling, a Wallet Standard wallet (dev/solana-wallet).
  buildDevSolanaWallet(join(site, 'dev-solana-wallet.js')),
  buildDevBitcoinWallet(join(site, 'dev-bitcoin-wallet.js')),
  // The dev mobile wallet (WalletConnect over the local relay) at /wallet/.
  buildMobileWallet(join(site, 'wallet')),
  buildAngular(),
]);
console.log(`demo site written to ${site}`);
