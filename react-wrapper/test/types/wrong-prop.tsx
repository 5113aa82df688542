// Must NOT compile: the same wrong prop as in typed-usage.tsx, without `@ts-expect-error`.
import { W3mButton } from '../../src/index';

export function WrongSize() {
  return <W3mButton size={42} />;
}
