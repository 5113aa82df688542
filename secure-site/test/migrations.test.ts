import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { migrate } from '../src/db/migrate';
import { databaseKinds } from './databases';

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

    it('lets two instances start together: the migration runs once', async () => {
      const db = await kind.open();
      try {
        const [first, second] = await Promise.all([migrate(db), migrate(db)]);
        // The two may take turns (one applies 003 while the other applied 001, 002 and then 004):
        // each file must run exactly once, whichever instance ran it.
        assert.deepEqual([...first, ...second].sort(), [
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
