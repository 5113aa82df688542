import { shell } from '../../../locales/en/shell';
import type { ViewName } from '../../../stores/views';

/** The header title of a view (strings in en/shell.ts; a missing title fails typecheck). */
export function viewTitle(view: ViewName): string {
  return shell.viewTitles[view];
}
