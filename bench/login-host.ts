import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where the login page's secure site is said to be: a port Chromium refuses to load from
 * (ERR_UNSAFE_PORT), so the frame's request never leaves the browser. Connect draws the email field
 * and the social buttons without it (the frame loads beside them; only a login needs it): the page
 * times the host's own open path with both panels on, as AppKit's defaults show them.
 */
const NO_SECURE_SITE = 'http://127.0.0.1:9';

/** Writes a plain HTML host with email and the default social logins on; returns its path. */
export async function writeLoginHostPage(site: string): Promise<string> {
  const dir = join(site, 'bench-login');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'main.js'),
    `import { createAppKit } from '/lib/index.esm.js';\ncreateAppKit({ projectId: 'bench', secureSiteUrl: ${JSON.stringify(NO_SECURE_SITE)} });\n`,
  );
  await writeFile(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8" /><title>Login host bench</title>',
      '<script type="module" src="/lib/w3m-elements.esm.js"></script>',
      '<script type="module" src="./main.js"></script>',
      '</head><body><w3m-button></w3m-button><w3m-modal></w3m-modal></body></html>',
    ].join('\n'),
  );
  return '/bench-login/';
}
