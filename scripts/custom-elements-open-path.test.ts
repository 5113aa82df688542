// The custom-elements build (what a bundler app imports) as `npm run build` wrote it: what a click
// on the connect button loads is the Connect view and what it always renders. The email field and
// the social buttons are chunks of their own (loaded only with their feature on), and the login
// flows behind them, with the frame protocol and its zod schemas, load with the flow that uses them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticImports } from './chunk-graph';

const dir = join(import.meta.dirname, '../dist/components');
const read = (name: string): string => readFileSync(join(dir, name), 'utf8');

/** `file` and every file it imports statically, however deep. */
function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of staticImports(read(name))) visit(imported.replace(/^\.\//, ''));
  };
  visit(file);
  return seen;
}

describe('custom-elements build: the Connect view and what it imports statically', () => {
  const files = staticClosure('w3m-connect-view.js');
  const code = [...files].map(read).join('\n');

  test('hold the view itself (the check reads the right files)', () => {
    expect(code).toContain('w3m-connect-view');
    expect(files.size).toBeGreaterThan(1);
  });

  test('leave out the email field and the social buttons', () => {
    for (const panel of ['w3m-email-login-field.js', 'w3m-social-login-list.js']) {
      const own = [...staticClosure(panel)].filter((file) => !files.has(file) && file !== panel);
      expect(own.length).toBeGreaterThan(0);
    }
  });

  test('carry no zod schemas and no secure-frame protocol', () => {
    // zod's issue code for a wrong type, and the prefix of every message the frame posts.
    expect(code).not.toContain('invalid_type');
    expect(code).not.toContain('@w3m-frame/');
  });
});
