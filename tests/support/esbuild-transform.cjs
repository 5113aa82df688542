// Jest transformer: compiles TypeScript and ESM-only dependencies to CommonJS with esbuild.
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');

const loaderFor = (path) => (path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'js');

module.exports = {
  getCacheKey(source, path) {
    return createHash('sha1').update(source).update(path).update('esbuild-cjs-v2').digest('hex');
  },
  process(source, path) {
    const result = transformSync(source, {
      loader: loaderFor(path),
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: path,
      supported: { 'dynamic-import': false },
      // ESM code that finds its own folder (the secure site's migrations and frame page) runs here as CommonJS.
      define: { 'import.meta.dirname': '__dirname' },
    });
    return { code: result.code };
  },
};
