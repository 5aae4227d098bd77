import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config.js';
import { createDirectory } from '../lib/create-directory.js';
import { lazyModule } from '../lib/lazy-module.js';
import { withStatementCache } from './statement-cache.js';
import type { Tables } from './tables.js';

export type Database = Kysely<Tables>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  dialect: DialectName;
  /** PostgreSQL only: the schema the handle works in, when not the default one. */
  schema?: string;
}

const loadPg = lazyModule('pg');

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to work in (the tests give each suite its own). */
  searchPath?: string;
  /** PostgreSQL only: connections per instance. */
  poolSize?: number;
}

/** Opens the configured database; every dialect difference of connection set-up lives here. */
export function openDatabase(database: Config['database'], options: DatabaseOptions = {}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (database.kind === 'postgres') {
    const { Pool, types } = loadPg();
    // PostgreSQL returns int8 as text to keep precision; our bigints are epoch milliseconds, far inside 2^53.
    types.setTypeParser(types.builtins.INT8, (value) => Number(value));
    const pool = new Pool({
      connectionString: database.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A client losing its server (a restart) must not crash the process: pg emits the loss on the pool while
    // the client is idle, and on the client itself while it is checked out between two queries (in a
    // transaction, say), where nothing else listens. The query in flight fails on its own and the pool drops
    // the broken client when it is released; the next query reconnects.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return {
      db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
      ...(options.searchPath ? { schema: options.searchPath } : {}),
    };
  }

  if (database.file !== ':memory:') createDirectory(path.dirname(database.file));
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
  return { db: new Kysely<Tables>({ dialect, plugins }), dialect: 'sqlite' };
}
