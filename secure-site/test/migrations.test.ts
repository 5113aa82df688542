import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { migrate } from '../src/db/migrate';
import { databaseKinds } from './databases';

/** How many secure-site instances start at once against one database. */
const INSTANCES = 8;

for (const kind of databaseKinds()) {
  describe(`migrations on ${kind.name}`, () => {
    it('builds the schema from an empty database, once', async () => {
      const db = await kind.open();
      try {
        assert.deepEqual(await migrate(db), [
          '001_initial.sql',
          '002_email_updates.sql',
          '003_social_login.sql',
          '004_farcaster.sql',
        ]);
        assert.deepEqual(await migrate(db), []);
        const tables = await db.query<{ table_name: string }>(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
        );
        assert.deepEqual(
          tables.map((row) => row.table_name),
          [
            'devices',
            'email_codes',
            'email_cooldowns',
            'email_updates',
            'farcaster_channels',
            'projects',
            'rate_limits',
            'schema_migrations',
            'sessions',
            'social_identities',
            'social_logins',
            'users',
            'wallets',
          ],
        );
      } finally {
        await db.close();
      }
    });

    it('lets several instances start together: each migration runs once', async () => {
      const db = await kind.open();
      try {
        // Connections open first, as running instances hold them: the first statements of all
        // instances then reach the server at the same moment (CREATE TABLE IF NOT EXISTS raced so).
        await Promise.all(Array.from({ length: INSTANCES }, () => db.query('SELECT pg_sleep(0.05)')));
        const applied = await Promise.all(Array.from({ length: INSTANCES }, () => migrate(db)));
        // They may take turns (one applies 003 while another applied 001, 002 and then 004):
        // each file must run exactly once, whichever instance ran it.
        assert.deepEqual(applied.flat().sort(), [
          '001_initial.sql',
          '002_email_updates.sql',
          '003_social_login.sql',
          '004_farcaster.sql',
        ]);
      } finally {
        await db.close();
      }
    });

    it('rolls a failing statement back and reports it', async () => {
      const db = await kind.open();
      try {
        await migrate(db);
        await assert.rejects(
          db.transaction(async (tx) => {
            await tx.query(`INSERT INTO projects (id, created_at) VALUES ('x', now())`);
            await tx.query('SELECT * FROM no_such_table');
          }),
        );
        assert.equal((await db.query(`SELECT 1 FROM projects WHERE id = 'x'`)).length, 0);
      } finally {
        await db.close();
      }
    });
  });
}
