/** One SQL database, PGlite or PostgreSQL: `$1`-style parameters, rows as plain objects. */
export interface Database {
  /** Which engine answers. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs one statement and returns its rows. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
  /** Runs several statements (no parameters), as a migration file does. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/** Where the data lives: DATABASE_URL wins, else a PGlite folder. */
export interface DatabaseConfig {
  /** postgres://… of a PostgreSQL server. */
  url?: string;
  /** Folder for the embedded PGlite database (in memory when absent). */
  dataDir?: string;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
}

/** Opens the configured database (migrations are separate: see migrate.ts). */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(config.url, config.poolSize ?? 10);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(config.dataDir);
}
