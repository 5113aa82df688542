import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database } from './database';

type Runner = Pick<PGlite | Transaction, 'query' | 'exec'>;

const wrap = (runner: Runner): Pick<Database, 'query' | 'exec'> => ({
  query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
    (await runner.query<Row>(sql, params as unknown[])).rows,
  exec: async (sql) => {
    await runner.exec(sql);
  },
});

/**
 * PostgreSQL in WebAssembly, persisted under `dataDir` (in memory without it). One connection:
 * PGlite runs statements one at a time, which keeps transactions serial too.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}
