// What counts as a warning in `npm run build`'s output: Stencil's "[ WARN ]" blocks, esbuild's
// "▲ [WARNING]" and Rollup's "(!)" lines. npm's own notices about the machine's npm config
// ("npm warn Unknown user config") are not the build's and are left out.

const WARNING_LINE = /\[ WARN\s*\]|▲ \[WARNING\]|^\(!\) /;

// Terminal colour codes around Stencil's and esbuild's labels.
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPE = /\u001b\[[0-9;]*m/g;

/** The lines of a build log that report a warning, without colour codes. */
export function findBuildWarnings(output: string): string[] {
  return output
    .replace(ANSI_ESCAPE, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => WARNING_LINE.test(line) && !/^npm warn /i.test(line));
}
