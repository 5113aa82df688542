import { findBuildWarnings } from './build-warnings';

// Lines as the tools print them (Stencil and esbuild colour their labels).
const STENCIL_PROP = '\u001b[1m\u001b[33m[ WARN  ]\u001b[39m\u001b[22m  Build Warn: src/x.tsx:14:11';
const STENCIL_BUNDLING = '[ WARN  ]  Bundling Warning INVALID_ANNOTATION';
const ESBUILD =
  '▲ [WARNING] Ignoring this import because "dist/chunks/a.js" was marked as having no side effects';
const ROLLUP = '(!) Circular dependency';

test('Stencil, esbuild and Rollup warnings are found, without colour codes', () => {
  const log = ['build started', STENCIL_PROP, 'details', STENCIL_BUNDLING, ESBUILD, ROLLUP, 'done'].join(
    '\n',
  );
  expect(findBuildWarnings(log)).toEqual([
    '[ WARN  ]  Build Warn: src/x.tsx:14:11',
    STENCIL_BUNDLING,
    ESBUILD,
    ROLLUP,
  ]);
});

test("a clean build has none; npm's notices about the machine's config are not the build's", () => {
  const log = [
    'npm warn Unknown user config "nodedir". This will stop working in the next major version of npm.',
    '[32:57.0]  build finished in 136.97 s',
    'siwx-server written to dist/siwx-server',
    'demo site written to build/site',
  ].join('\n');
  expect(findBuildWarnings(log)).toEqual([]);
});
