// Builds an app's entry with the bundlers hosts use (esbuild, Vite, webpack 5), each into its own
// folder beside an HTML page that loads the result, and returns that page's path and the warnings.
import { build as esbuild } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import { repoRoot } from './packed-app';

/** What a bundler produced: a page (relative to the app folder) that runs the bundle, and its warnings. */
export interface BundleResult {
  page: string;
  warnings: string[];
}

const page = (script: string, module: boolean): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bundle</title><link rel="icon" href="data:,">` +
  `<script ${module ? 'type="module" ' : ''}src="${script}"></script></head><body></body></html>`;

/** esbuild, as a host's build script calls it: ES modules with code splitting, for browsers. */
export async function bundleWithEsbuild(app: string, entry: string): Promise<BundleResult> {
  const result = await esbuild({
    absWorkingDir: app,
    entryPoints: { main: entry },
    outdir: join(app, 'out-esbuild'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  writeFileSync(join(app, 'out-esbuild/index.html'), page('./main.js', true));
  return { page: 'out-esbuild/index.html', warnings: result.warnings.map((warning) => warning.text) };
}

/** `vite build` of an HTML page whose module script is `entry` (Vite's own CLI, no plugins). */
export function bundleWithVite(app: string, entry: string): BundleResult {
  writeFileSync(join(app, 'vite-entry.html'), page(`./${entry}`, true));
  writeFileSync(
    join(app, 'vite.config.mjs'),
    `export default { logLevel: 'warn', base: './', build: { outDir: 'out-vite', minify: false, rollupOptions: { input: 'vite-entry.html' } } };`,
  );
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.config.mjs'], {
    cwd: app,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  // With logLevel 'warn' Vite prints only warnings and errors.
  const warnings = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => line.trim() !== '');
  return { page: 'out-vite/vite-entry.html', warnings };
}

/** webpack 5 in production mode (tree shaking, `sideEffects`, strict ES module resolution). */
export async function bundleWithWebpack(app: string, entry: string): Promise<BundleResult> {
  const compiler = webpack({
    mode: 'production',
    context: app,
    entry: `./${entry}`,
    target: 'web',
    output: { path: join(app, 'out-webpack'), filename: 'main.js', publicPath: '/out-webpack/' },
    optimization: { minimize: false },
    performance: { hints: false },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  if (stats.hasErrors()) throw new Error(info.errors?.map((error) => error.message).join('\n'));
  writeFileSync(join(app, 'out-webpack/index.html'), page('/out-webpack/main.js', false));
  return {
    page: 'out-webpack/index.html',
    warnings: (info.warnings ?? []).map((warning) => warning.message),
  };
}
