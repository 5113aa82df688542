// npm 11 leaves other platforms' optional packages (anvil-darwin-*, resolver bindings, …) out of
// package-lock.json when the registry it uses only carries this platform's builds, and then
// `npm ci` refuses that same lockfile ("Missing: … from lock file"). This records each missing
// optional package with its exact version and the platform it is for (read from its name, the
// convention these packages follow), so `npm ci` skips it on other platforms and a machine of that
// platform fetches it by version. Run it after any `npm install` that rewrote the lockfile:
// `npx tsx scripts/complete-lockfile.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingPlatformEntries, type Lockfile } from './lockfile-platforms';

const lockPath = join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as Lockfile;
const missing = missingPlatformEntries(lock);
const packages = Object.fromEntries(
  Object.entries({ ...lock.packages, ...missing }).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`);
const added = Object.keys(missing).length;
console.log(
  added
    ? `${added} optional platform packages recorded in package-lock.json`
    : 'package-lock.json is complete',
);
