// The local OpenID provider in its own node process (oidc-provider and its dependencies are ES
// modules that Jest's global setup cannot load): reads its clients from W3M_OIDC_CLIENTS, reports
// `{ type: 'ready', issuer }` over IPC, and exits on SIGTERM, SIGINT or when the parent goes away.
import { startOidcProvider, type DevOidcClient } from './provider';

const port = Number(process.env.W3M_OIDC_PORT_CHILD ?? '0');
const clients = JSON.parse(process.env.W3M_OIDC_CLIENTS ?? '[]') as DevOidcClient[];

try {
  const running = await startOidcProvider({ port, clients });
  const shutdown = (): void => {
    void running.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.on('disconnect', shutdown);
  process.send?.({ type: 'ready', issuer: running.issuer });
} catch (error) {
  process.send?.({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
