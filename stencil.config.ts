import type { Config } from '@stencil/core';
import { reactOutputTarget } from '@stencil/react-output-target';
import { readdirSync } from 'node:fs';

// Only the public elements get React wrappers: a wrapper statically imports its element's module,
// so wrapping views and primitives would put them all in a React app's first paint.
const INTERNAL_TAGS = [
  ...readdirSync('src/components/primitives').filter((name) => name.startsWith('wui-')),
  ...readdirSync('src/components/views').filter((name) => name.startsWith('w3m-')),
  'w3m-modal-dialog',
  'w3m-account-button-body',
  'w3m-router',
  'w3m-header',
  'w3m-snackbar',
  'w3m-alert-bar',
];
import { CHROMIUM_ARGS } from './scripts/chromium-flags';
import { firstLoadChunk } from './scripts/rollup-first-load-chunk';
import { stencilDeadThrow } from './scripts/rollup-stencil-dead-throw';
import { quietThirdPartyAnnotations } from './scripts/rollup-third-party-annotations';

// Stencil's e2e/spec runner only picks the browser up from this variable (TOOLCHAIN.md).
process.env['PUPPETEER_EXECUTABLE_PATH'] ??= '/usr/bin/chromium';

/**
 * Everything a click on the connect button shows: the dialog, its parts, the Connect view and the
 * primitives every view renders. One file in the lazy build and one chunk of shared code in both
 * (started on hover by open-path.ts), never a waterfall of shell, then view, then primitives.
 */
const OPEN_PATH_TAGS = [
  'w3m-modal-dialog',
  'w3m-header',
  'w3m-alert-bar',
  'w3m-router',
  'w3m-snackbar',
  'w3m-connect-view',
  'wui-text',
  'wui-icon',
  'wui-button',
  'wui-spinner',
  'wui-icon-button',
  'wui-list-item',
  'wui-tag',
  'wui-wallet-image',
  'wui-network-image',
  'wui-link',
  'wui-search-input',
  'wui-empty-state',
  'wui-shimmer',
  'wui-checkbox',
  'wui-text-input',
];

export const config: Config = {
  namespace: 'w3m-elements',
  srcDir: 'src',
  // Lazy build (the HTML loader): elements that always load together share one file, so the first
  // paint is one request for the entry elements and opening the modal one more for its shell.
  bundles: [
    { components: ['w3m-button', 'w3m-connect-button', 'w3m-modal'] },
    // The account button is a shell whose body loads once it is placed: in the lazy build both come
    // in one file with the avatar the body draws, so a connect (or a returning user's page) shows the
    // button after one request, not two, and without the open path's bundle.
    { components: ['w3m-account-button', 'w3m-account-button-body', 'wui-avatar'] },
    // Everything a click on the connect button shows, in one file (OPEN_PATH_TAGS above).
    { components: [...OPEN_PATH_TAGS] },
    // The Account view, its tab elements and the money views share their stores and actions: one
    // file keeps those modules in one chunk instead of splitting the shared chunks of the first paint.
    {
      components: [
        'w3m-account-view',
        // Only the Account view draws tabs.
        'wui-tabs',
        'w3m-account-tokens',
        'w3m-account-activity',
        'w3m-account-nfts',
        'w3m-wallet-send-view',
        'w3m-wallet-send-select-token-view',
        'w3m-wallet-send-preview-view',
        'w3m-wallet-receive-view',
      ],
    },
    // The email login's verification steps (the device step leads to the code step). Not with the
    // field: their flow imports the frame code and zod, and Connect, which waits for the field to
    // show with it, would wait for those too; the field loads that flow beside it as it shows.
    { components: ['w3m-email-verify-otp-view', 'w3m-email-verify-device-view'] },
    // Small views that follow each other in one flow: the two explainers; the connecting screens
    // (a wallet picked from Connect, its QR code, then the sign-in that may follow).
    { components: ['w3m-what-is-a-wallet-view', 'w3m-what-is-a-network-view'] },
    {
      components: [
        'w3m-connecting-external-view',
        'w3m-connecting-wc-view',
        'wui-qr-code',
        'w3m-siwx-sign-message-view',
      ],
    },
    // The AppKit-named aliases load together (a host uses one naming).
    {
      components: [
        'appkit-button',
        'appkit-connect-button',
        'appkit-account-button',
        'appkit-network-button',
        'appkit-modal',
      ],
    },
  ],
  // Components live in src/components/{primitives,shell,views}; everything else is plain TS.
  outputTargets: [
    { type: 'dist', esmLoaderPath: '../loader' },
    {
      type: 'dist-custom-elements',
      customElementsExportBehavior: 'default',
      externalRuntime: false,
      generateTypeDeclarations: true,
    },
    { type: 'docs-json', file: 'docs/components.json' },
    { type: 'www', dir: 'build/site', buildDir: 'lib', serviceWorker: null, empty: false },
    reactOutputTarget({
      outDir: 'react-wrapper/src/generated',
      stencilPackageName: 'w3m-elements',
      customElementsDir: 'dist/components',
      excludeComponents: INTERNAL_TAGS,
    }),
  ],
  sourceMap: false,
  // Browser builds take npm's `events` (WalletConnect's EventEmitter) rather than leaving a bare
  // `import 'events'` that only Node and bundlers can resolve: the output must load in a plain page.
  nodeResolve: { preferBuiltins: false },
  rollupPlugins: {
    before: [quietThirdPartyAnnotations(), stencilDeadThrow(), firstLoadChunk(OPEN_PATH_TAGS)],
  },
  // Our elements have no light-DOM content to hide before they upgrade, so the runtime's
  // "hydrated" class and its injected visibility style are dead weight on the first paint.
  hydratedFlag: null,
  invisiblePrehydration: false,
  testing: {
    browserHeadless: 'shell',
    browserArgs: CHROMIUM_ARGS,
    // Only the library's own unit tests; dev/, scripts/ and tests/ have their own Jest configs.
    testRegex: ['/src/.*\\.spec\\.tsx?$'],
    // Pending timers (nanostores' unmount delay) do not keep a worker from exiting: tests/support/spec-timers.ts.
    setupFilesAfterEnv: ['<rootDir>/tests/support/spec-timers.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/build/'],
    transform: { '^.+\\.(ts|tsx|js|mjs|jsx)$': '@stencil/core/testing/jest-preprocessor' },
    transformIgnorePatterns: ['/node_modules/(?!(nanostores)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json', 'd.ts'],
  },
};
