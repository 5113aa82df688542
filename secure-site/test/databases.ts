import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Database } from '../src/db/database';

/** A database kind the tests run on. */
export interface TestDatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
  /** A fresh, empty database (its own PGlite instance, or a new database in the cluster). */
  open(): Promise<Database>;
}

const ADMIN_URL = process.env.W3M_TEST_POSTGRES_URL;

/**
 * PGlite always; PostgreSQL from W3M_TEST_POSTGRES_URL, which test/run.ts sets after starting a
 * private cluster. Running a file without it fails loudly instead of skipping the server half.
 */
export function databaseKinds(): TestDatabaseKind[] {
  if (!ADMIN_URL)
    throw new Error(
      'W3M_TEST_POSTGRES_URL is not set: run the secure-site tests with `npx tsx secure-site/test/run.ts`',
    );
  return [
    { name: 'PGlite', open: () => openPglite() },
    {
      name: 'PostgreSQL',
      open: async () => {
        const name = `t_${randomBytes(6).toString('hex')}`;
        const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
        await admin.unsafe(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(ADMIN_URL);
        url.pathname = `/${name}`;
        return openPostgres(url.toString(), 20);
      },
    },
  ];
}
