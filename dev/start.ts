import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { projectRoot } from './paths';
import { PortInUseError } from './ports';
import { startStack, type RunningStack } from './stack';
import { formatStackSummary } from './stack-summary';

const USAGE = `Usage: npm start [-- --no-build] [--site-root <folder>]
  --no-build          serve the existing build/site instead of running "npm run build" first
  --site-root <dir>   serve this folder instead of build/site (dev-config.json is written into it)
Ports: W3M_DEMO_PORT (3333), W3M_EVM_PORT (8545), W3M_EVM2_PORT (8546), W3M_RELAY_PORT (8555),
  W3M_SOLANA_PORT (8899), W3M_SOLANA_WS_PORT (8900), W3M_BITCOIN_PORT (3002), W3M_ENS_PORT (8547),
  W3M_SECURE_PORT (8787), W3M_SMTP_PORT (2525), W3M_OIDC_PORT (8790), W3M_BUNDLER_PORT (4337).`;

/** Runs `npm run build` in the project root; rejects when it fails. */
function runBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    build.once('error', reject);
    build.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${String(code)}`})`));
    });
  });
}

function parseOptions(): { build: boolean; siteRoot: string | undefined } {
  try {
    const { values } = parseArgs({
      options: {
        'no-build': { type: 'boolean' },
        'site-root': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return { build: values['no-build'] !== true, siteRoot: values['site-root'] };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  const state: { stack?: RunningStack; stopRequested: boolean } = { stopRequested: false };
  const shutDown = (): void => {
    if (state.stopRequested) return;
    state.stopRequested = true;
    console.log('\nStopping the dev stack…');
    // Without a stack yet, main() sees stopRequested once the current step returns and shuts down then.
    if (state.stack) void state.stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);

  if (options.build) await runBuild(projectRoot());
  if (state.stopRequested) process.exit(0);
  const stack = await startStack({ siteRoot: options.siteRoot, log: (line) => console.log(line) });
  state.stack = stack;
  if (state.stopRequested) {
    await stack.stop();
    process.exit(0);
  }
  console.log(formatStackSummary(stack));
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
