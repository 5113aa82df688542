/**
 * A Rollup plugin for Stencil's bundler: drops the INVALID_ANNOTATION notice for dependencies'
 * own comments. Rollup reports a `@__PURE__` it cannot place (zod's prose comments that mention
 * the annotation, ox's misplaced one) and then ignores it, which is what we want; the notice is
 * noise in every build. Our own sources still get the warning.
 */
interface RollupLog {
  code?: string;
  id?: string;
  message: string;
}

export function quietThirdPartyAnnotations(): {
  name: string;
  onLog: (level: string, log: RollupLog) => boolean;
} {
  return {
    name: 'quiet-third-party-annotations',
    onLog: (_level, log) =>
      !(log.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]/.test(log.id ?? '')),
  };
}
