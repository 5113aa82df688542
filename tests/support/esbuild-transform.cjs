// Jest transformer: compiles TypeScript and ESM-only dependencies to CommonJS with esbuild.
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');

const loaderFor = (path) => (path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'js');

module.exports = {
  getCacheKey(source, path) {
    return createHash('sha1').update(source).update(path).update('esbuild-cjs-v1').digest('hex');
  },
  process(source, path) {
    const result = transformSync(source, {
      loader: loaderFor(path),
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: path,
      supported: { 'dynamic-import': false },
    });
    return { code: result.code };
  },
};
