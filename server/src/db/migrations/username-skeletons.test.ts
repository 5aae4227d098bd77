import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../test/build-app.js';
import { buildApp } from '../../app.js';
import { hashPassword } from '../../features/auth/passwords.js';

const PASSWORD = 'an older password';

describe.each(dialects)('migration 2026-11-26-01-username-skeletons (%s)', (dialect) => {
  let older: TestDatabase;
  afterEach(async () => {
    await older.close();
  });

  it('gives the names stored before it their skeletons, and their owners still log in', async () => {
    older = await createTestDatabase(dialect, {}, { migratedUpTo: '2026-11-25-01-billing-open-checkout' });
    const { db } = older.database;
    await sql`INSERT INTO users (id, username, username_key, email, password_hash, created_at, updated_at)
      VALUES ('u1', 'Rafa.Nadal', 'rafa.nadal', 'rafa@example.test', ${await hashPassword(PASSWORD)}, 1, 1)`.execute(
      db,
    );
    await sql`INSERT INTO registration_requests (id, username, username_key, email, status, created_at)
      VALUES ('r1', 'Iga_1', 'iga_1', 'iga@example.test', 'pending', 1)`.execute(db);

    await older.migrateRest();

    expect(await db.selectFrom('users').select(['usernameKey', 'usernameSkeleton']).execute()).toEqual([
      { usernameKey: 'rafa.nadal', usernameSkeleton: 'rafa.nadal' },
    ]);
    expect(await db.selectFrom('registrationRequests').select(['usernameKey', 'usernameSkeleton']).execute()).toEqual([
      { usernameKey: 'iga_1', usernameSkeleton: 'lga_l' },
    ]);

    const app = await buildApp({ config: older.config, database: older.database, logger: false });
    try {
      for (const username of ['Rafa.Nadal', 'RAFA.NADAL', 'rafa@example.test']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: PASSWORD },
        });
        expect(res.statusCode).toBe(200);
      }
      // Cyrillic 'а' for the Latin one, and 'l' for '1': look-alikes of the names stored before.
      for (const username of ['R\u0430fa.Nadal', 'Ig\u0430_l']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/register-request',
          payload: { username, email: 'someone@elsewhere.test' },
        });
        expect(res.statusCode).toBe(201);
      }
      expect(await db.selectFrom('registrationRequests').select('id').execute()).toEqual([{ id: 'r1' }]);
    } finally {
      await app.close();
    }
  });
});
