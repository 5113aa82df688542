import type { Config } from '@stencil/core';
import { reactOutputTarget } from '@stencil/react-output-target';
import { CHROMIUM_ARGS } from './scripts/chromium-flags';

// Stencil's e2e/spec runner only picks the browser up from this variable (TOOLCHAIN.md).
process.env['PUPPETEER_EXECUTABLE_PATH'] ??= '/usr/bin/chromium';

export const config: Config = {
  namespace: 'w3m-elements',
  srcDir: 'src',
  // Components live in src/components/{primitives,shell,views}; everything else is plain TS.
  outputTargets: [
    { type: 'dist', esmLoaderPath: '../loader' },
    {
      type: 'dist-custom-elements',
      customElementsExportBehavior: 'single-export-module',
      externalRuntime: false,
      generateTypeDeclarations: true,
    },
    { type: 'docs-json', file: 'docs/components.json' },
    { type: 'www', dir: 'build/site', buildDir: 'lib', serviceWorker: null, empty: true },
    reactOutputTarget({
      outDir: 'react-wrapper/src/generated',
      stencilPackageName: 'w3m-elements',
      customElementsDir: 'dist/components',
    }),
  ],
  sourceMap: false,
  testing: {
    browserHeadless: 'shell',
    browserArgs: CHROMIUM_ARGS,
    // Only the library's own unit tests; dev/, scripts/ and tests/ have their own Jest configs.
    testRegex: ['/src/.*\\.spec\\.tsx?$'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/build/'],
    transform: { '^.+\\.(ts|tsx|js|mjs|jsx)$': '@stencil/core/testing/jest-preprocessor' },
    transformIgnorePatterns: ['/node_modules/(?!(nanostores)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json', 'd.ts'],
  },
};
