import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../test/build-app.js';
import { insertUser } from '../features/users/users.repo.js';
import type { Database } from './database.js';
import { prepareQuery } from './prepared-query.js';

const newUser = (id: string, isAdmin = false) => ({
  id,
  username: id,
  email: `${id}@example.test`,
  passwordHash: 'not a hash',
  isAdmin,
  mustChangePassword: false,
  createdAt: 1,
});

describe.each(dialects)('prepareQuery (%s)', (dialect) => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    db = t.database.db;
    await insertUser(db, newUser('ann'));
    await insertUser(db, newUser('bob', true));
  });
  afterAll(() => t.close());

  it('answers like the same query built inline, with new arguments each time', async () => {
    const byUsername = prepareQuery((db: Database, username: string) =>
      db.selectFrom('users').select(['id', 'isAdmin', 'tokenVersion']).where('username', '=', username),
    );

    for (const username of ['ann', 'bob', 'nobody']) {
      const inline = await db
        .selectFrom('users')
        .select(['id', 'isAdmin', 'tokenVersion'])
        .where('username', '=', username)
        .executeTakeFirst();
      expect(await byUsername.executeTakeFirst(db, username)).toEqual(inline);
    }
  });

  it('builds and compiles once per database, transactions included', async () => {
    const build = vi.fn((db: Database, id: string) => db.selectFrom('users').select('username').where('id', '=', id));
    const byId = prepareQuery(build);

    await byId.execute(db, 'ann');
    await byId.execute(db, 'bob');
    await db.transaction().execute((trx) => byId.execute(trx, 'ann'));

    expect(build).toHaveBeenCalledTimes(1);
  });

  it('runs inside the transaction it is given, seeing its uncommitted writes', async () => {
    const byId = prepareQuery((db: Database, id: string) => db.selectFrom('users').select('id').where('id', '=', id));

    await expect(
      db.transaction().execute(async (trx) => {
        await insertUser(trx, newUser('cat'));
        expect(await byId.executeTakeFirst(trx, 'cat')).toEqual({ id: 'cat' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    expect(await byId.executeTakeFirst(db, 'cat')).toBeUndefined();
  });

  it('places several arguments, each where it belongs, and values fixed at build time too', async () => {
    const admins = prepareQuery((db: Database, first: string, second: string) =>
      db.selectFrom('users').select('id').where('id', 'in', [first, second]).where('isAdmin', '=', 1).orderBy('id'),
    );

    expect(await admins.execute(db, 'ann', 'bob')).toEqual([{ id: 'bob' }]);
    expect(await admins.execute(db, 'bob', 'ann')).toEqual([{ id: 'bob' }]);
    expect(await admins.execute(db, 'ann', 'nobody')).toEqual([]);
  });

  it('refuses an argument that is not a parameter of the query', async () => {
    const shaped = prepareQuery((db: Database, limit: number) =>
      db
        .selectFrom('users')
        .select('id')
        .$if(typeof limit === 'number', (query) => query.limit(1)),
    );

    await expect(shaped.execute(db, 5)).rejects.toThrow(/argument 0 is not a parameter/);
  });

  it('lets a query error reach the caller and stays usable', async () => {
    const takeEmail = prepareQuery((db: Database, id: string) =>
      db.updateTable('users').set({ email: 'taken@example.test' }).where('id', '=', id),
    );
    await insertUser(db, newUser('dan'));
    await db.updateTable('users').set({ email: 'taken@example.test' }).where('id', '=', 'ann').execute();

    await expect(takeEmail.execute(db, 'dan')).rejects.toThrow();
    await db.updateTable('users').set({ email: 'ann@example.test' }).where('id', '=', 'ann').execute();
    await takeEmail.execute(db, 'dan');
    const dan = await db.selectFrom('users').select('email').where('id', '=', 'dan').executeTakeFirst();
    expect(dan).toEqual({ email: 'taken@example.test' });
  });
});
