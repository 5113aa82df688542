/**
 * A Rollup plugin for Stencil's bundler: removes a throw the lazy runtime can never reach. Stencil
 * 4's `setValue` returns when it finds no host reference, and then throws when it finds none in a
 * lazy build (a 430-character message, ~250 B gzip, in the first paint's chunk of the HTML host).
 * The minifier keeps it: it does not see that the second test repeats the first. Only that exact
 * pair is removed, so a runtime that changes the shape keeps its code as it is.
 */
const UNREACHABLE_THROW =
  /(if \(!hostRef\) \{\s*return;\s*\}\s*)if \(BUILD\w*\.lazyLoad && !hostRef\) \{\s*throw new Error\(\s*`Couldn't find host element for [^`]*`\s*\);\s*\}/;

/** `code` without the unreachable throw, or undefined when `code` does not hold that pair. */
export function withoutUnreachableThrow(code: string): string | undefined {
  if (!UNREACHABLE_THROW.test(code)) return undefined;
  return code.replace(UNREACHABLE_THROW, '$1');
}

/** The plugin: passes every module through `withoutUnreachableThrow`, changing only Stencil's runtime. */
export function stencilDeadThrow(): {
  name: string;
  transform: (code: string) => { code: string; map: null } | null;
} {
  return {
    name: 'stencil-dead-throw',
    transform: (code) => {
      // A cheap test first: this hook sees every module of the build.
      if (!code.includes("Couldn't find host element for")) return null;
      const trimmed = withoutUnreachableThrow(code);
      return trimmed === undefined ? null : { code: trimmed, map: null };
    },
  };
}
