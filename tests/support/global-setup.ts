import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSiteRoot } from '../../dev/paths';
import { startStack, type RunningStack } from '../../dev/stack';
import { RUNNING_STACK_KEY, STACK_ENV_VAR, type StackInfo } from './stack-env';

/** Jest global setup: starts the local stack once per e2e run (the test command has already built the site). */
export default async function globalSetup(): Promise<void> {
  const siteRoot = defaultSiteRoot();
  if (!existsSync(siteRoot)) {
    throw new Error(`${siteRoot} is missing: build the site first (npm run build), then run the e2e tests`);
  }
  // Each run gets a fresh secure-site database and development secrets.
  const dataDir = mkdtempSync(join(tmpdir(), 'w3m-e2e-secure-site-'));
  // No e2e test waits on the secure site's 30 s per-address cooldown (its own tests cover it).
  const stack: RunningStack = await startStack({ siteRoot, dataDir, emailCodeCooldownMs: 0 });
  (globalThis as Record<string, unknown>)[RUNNING_STACK_KEY] = stack;
  const info: StackInfo = { config: stack.config, urls: stack.urls };
  process.env[STACK_ENV_VAR] = JSON.stringify(info);
  const { anvilMs, deployMs, bundlerMs, totalMs } = stack.timings;
  console.log(
    `\nlocal stack up in ${totalMs} ms (anvil ${anvilMs} ms, token deploy ${deployMs} ms, ERC-4337 + bundler ${bundlerMs} ms alongside) at ${stack.urls.demo}`,
  );
}
