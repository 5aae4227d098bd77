import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; `in (...)` lists of every length make new texts, so the cache is bounded. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 for Kysely, with each SQL text prepared once: Kysely's driver asks for a new statement
 * on every query, and preparing one costs more than running a primary-key read.
 */
export function withStatementCache(sqlite: SqliteDatabase, maxStatements = MAX_STATEMENTS): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Map order is insertion order: re-inserting marks the statement as recently used.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
