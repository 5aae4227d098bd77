import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct SQL texts kept prepared; `in (...)` lists of every length make new texts, so the cache is bounded. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 for Kysely, with each SQL text prepared once: Kysely's driver asks for a new statement
 * on every query, and preparing one costs more than running a primary-key read.
 */
export function withStatementCache(sqlite: SqliteDatabase, maxStatements = MAX_STATEMENTS): KyselySqliteDatabase {
  const statements = new LRUCache<string, Statement>({ max: maxStatements });
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
