import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The frame page's script and style, as served. */
export interface FrameAssets {
  script: string;
  style: string;
}

const FRAME_DIR = join(import.meta.dirname, '..', '..', 'frame');

let assets: Promise<FrameAssets> | undefined;

async function build(): Promise<FrameAssets> {
  // Bundled once per process from secure-site/frame (which shares src/frame's schemas with the host).
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: [join(FRAME_DIR, 'main.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  const script = result.outputFiles[0]?.text;
  if (script === undefined) throw new Error('The frame script did not build');
  return { script, style: await readFile(join(FRAME_DIR, 'frame.css'), 'utf8') };
}

/** The frame's script and style (built on first use, then kept). */
export function frameAssets(): Promise<FrameAssets> {
  assets ??= build().catch((error: unknown) => {
    assets = undefined;
    throw error;
  });
  return assets;
}
