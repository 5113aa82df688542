import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';

/** The folder of numbered SQL migrations shared by PGlite and PostgreSQL. */
export const MIGRATIONS_DIR = join(import.meta.dirname, '..', '..', 'migrations');

// Any constant: every instance takes the same advisory lock, so two starting together migrate once.
const MIGRATION_LOCK = 7_460_016;

/**
 * Applies the migrations not yet applied, in file-name order, each in its own transaction, and
 * returns the names it applied. Safe to run from several instances at once.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
  const applied: string[] = [];
  // Under the lock too: PostgreSQL's CREATE TABLE IF NOT EXISTS is not safe against itself, two at
  // once can both pass the check and one then fails on the catalog's unique index.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  for (const name of files) {
    const sql = await readFile(join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
