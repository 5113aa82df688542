/**
 * Entry of the Solana chain's own process (started by spawnLocalSolana with
 * --no-allocation-site-pretenuring): starts the seeded chain, reports "ready" over IPC, answers the
 * parent's questions, and exits on SIGTERM, SIGINT or when the parent goes away.
 */
import { parseArgs } from 'node:util';
import { startLocalSolana, type LocalSolana } from './local-solana';
import { ChildOptions, ParentMessage, type ChildMessage } from './process-messages';

function tell(message: ChildMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { host: { type: 'string' }, port: { type: 'string' }, 'ws-port': { type: 'string' } },
  });
  const options = ChildOptions.parse({ host: values.host, port: values.port, wsPort: values['ws-port'] });
  let solana: LocalSolana;
  try {
    solana = await startLocalSolana(options);
  } catch (error) {
    tell({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.disconnect?.();
    process.exitCode = 1;
    return;
  }
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    void solana.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.on('disconnect', shutdown);
  process.on('message', (raw) => {
    const parsed = ParentMessage.safeParse(raw);
    if (!parsed.success) return;
    tell({ type: 'ws-clients', id: parsed.data.id, count: solana.webSocketClients() });
  });
  tell({ type: 'ready', rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl, seed: solana.seed });
}

void main();
