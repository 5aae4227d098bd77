import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.js';

interface Tables {
  items: { id: number; name: string };
}

function openSqlite() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table items (id integer primary key, name text not null unique)');
  const prepare = vi.spyOn(sqlite, 'prepare');
  return { sqlite, prepare };
}

describe('withStatementCache', () => {
  let close: (() => unknown) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('prepares each SQL text once and hands back the same statement', () => {
    const { sqlite, prepare } = openSqlite();
    const cached = withStatementCache(sqlite);
    close = () => {
      cached.close();
    };

    const first = cached.prepare('select name from items where id = ?');
    const second = cached.prepare('select name from items where id = ?');

    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('keeps at most the bound, dropping the least recently used text first', () => {
    const { sqlite, prepare } = openSqlite();
    const cached = withStatementCache(sqlite, 2);
    close = () => {
      cached.close();
    };
    const [a, b, c] = ['select 1', 'select 2', 'select 3'];

    cached.prepare(a);
    cached.prepare(b);
    cached.prepare(a); // a is now the most recently used: b goes first
    cached.prepare(c);
    expect(prepare).toHaveBeenCalledTimes(3);

    cached.prepare(a);
    cached.prepare(c);
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare(b);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('caches nothing for SQL that does not prepare, and a statement that failed to run stays usable', () => {
    const { sqlite, prepare } = openSqlite();
    const cached = withStatementCache(sqlite);
    close = () => {
      cached.close();
    };

    expect(() => cached.prepare('selec nothing')).toThrow();
    expect(() => cached.prepare('selec nothing')).toThrow();
    expect(prepare).toHaveBeenCalledTimes(2);

    const insert = cached.prepare('insert into items (id, name) values (?, ?)');
    insert.run([1, 'one']);
    expect(() => cached.prepare('insert into items (id, name) values (?, ?)').run([2, 'one'])).toThrow(/UNIQUE/);
    cached.prepare('insert into items (id, name) values (?, ?)').run([2, 'two']);
    expect(sqlite.prepare('select count(*) as n from items').get()).toEqual({ n: 2 });
  });

  it('closes the database', () => {
    const { sqlite } = openSqlite();
    const cached = withStatementCache(sqlite);
    cached.close();
    expect(sqlite.open).toBe(false);
  });

  describe('under Kysely', () => {
    function openKysely() {
      const { sqlite, prepare } = openSqlite();
      const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
      close = () => db.destroy();
      return { db, prepare };
    }

    it('commits and rolls back transactions with the cached begin, commit and rollback', async () => {
      const { db, prepare } = openKysely();

      for (const id of [1, 2]) {
        await db.transaction().execute((trx) =>
          trx
            .insertInto('items')
            .values({ id, name: `item ${id}` })
            .execute(),
        );
      }
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('items').values({ id: 3, name: 'rolled back' }).execute();
          throw new Error('give up');
        }),
      ).rejects.toThrow('give up');

      const rows = await db.selectFrom('items').select('name').orderBy('id').execute();
      expect(rows.map((row) => row.name)).toEqual(['item 1', 'item 2']);
      const begins = prepare.mock.calls.filter(([sql]) => sql === 'begin');
      expect(begins).toHaveLength(1);
    });

    it('still tells reading statements from writing ones', async () => {
      const { db } = openKysely();

      const inserted = await db.insertInto('items').values({ id: 7, name: 'seven' }).executeTakeFirstOrThrow();
      const returned = await db.insertInto('items').values({ id: 8, name: 'eight' }).returning('name').execute();

      expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
      expect(returned).toEqual([{ name: 'eight' }]);
    });
  });
});
