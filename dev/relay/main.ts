// Standalone local relay for debugging: `npx tsx dev/relay/main.ts [--port 8555] [--host 127.0.0.1] [--quiet]`.
// RELAY_PORT / RELAY_HOST in the environment work too; flags win.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { assertPortFree } from '../ports';
import { DEFAULT_RELAY_PORT } from './options';
import { startRelay } from './server';

const ArgsSchema = z.strictObject({
  port: z.coerce.number().int().min(0).max(65_535),
  host: z.string().min(1),
  quiet: z.boolean(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, quiet: { type: 'boolean' } },
    strict: true,
  });
  const parsed = ArgsSchema.safeParse({
    port: values.port ?? process.env.RELAY_PORT ?? DEFAULT_RELAY_PORT,
    host: values.host ?? process.env.RELAY_HOST ?? '127.0.0.1',
    quiet: values.quiet ?? false,
  });
  if (!parsed.success) throw new Error(`bad arguments: ${z.prettifyError(parsed.error)}`);
  const args = parsed.data;
  if (args.port !== 0) await assertPortFree(args.port, 'WalletConnect relay', 'RELAY_PORT or --port');
  const log = args.quiet ? undefined : (line: string) => console.log(`[relay] ${line}`);
  const relay = await startRelay({ host: args.host, port: args.port, log });
  console.log(`WalletConnect relay ready at ${relay.url}`);
  const shutdown = (): void => {
    relay.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(`relay: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
