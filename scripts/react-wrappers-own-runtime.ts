// Points the wrappers Stencil generates (react-wrapper/src/generated/components.ts) at this package's own runtime
// (react-wrapper/src/element-component.ts) instead of `@stencil/react-output-target/runtime`, so that package
// and the build tooling it depends on stay out of apps' installs. Runs before `tsc` in w3m-react's `build`.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const generated = join(
  dirname(fileURLToPath(import.meta.url)),
  '../react-wrapper/src/generated/components.ts',
);
const STENCIL_RUNTIME = /(['"])@stencil\/react-output-target\/runtime\1/g;

const source = await readFile(generated, 'utf8');
const rewritten = source.replace(STENCIL_RUNTIME, "'../element-component.js'");
if (rewritten.includes('@stencil/react-output-target')) {
  throw new Error(`${generated} still imports @stencil/react-output-target: its import shape changed`);
}
if (rewritten !== source) await writeFile(generated, rewritten);
