import postgres from 'postgres';
import type { Database } from './database';

type Sql = postgres.Sql | postgres.TransactionSql;

const wrap = (sql: Sql): Pick<Database, 'query' | 'exec'> => ({
  query: async <Row extends object>(text: string, params: readonly unknown[] = []) =>
    (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[],
  exec: async (text) => {
    await sql.unsafe(text).simple();
  },
});

/** A PostgreSQL server by URL, through a connection pool. */
export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const sql = postgres(url, { max: poolSize, onnotice: () => undefined, prepare: true });
  await sql`select 1`;
  return {
    kind: 'postgres',
    ...wrap(sql),
    transaction: (work) => sql.begin((tx) => work(wrap(tx))) as Promise<never>,
    close: () => sql.end({ timeout: 5 }),
  };
}
