import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseHandle, type DialectName } from '../src/db/database.js';
import { migrateToLatest, pendingMigrations } from '../src/db/migrate.js';
import type { AppInstance } from '../src/lib/app-instance.js';
import type { Clock } from '../src/lib/clock.js';
import { externalOnly, postgresUrl, warnSkipped } from './services.js';

if (!postgresUrl) {
  warnSkipped(
    'TEST_DATABASE_URL is not set: the PostgreSQL half of the database suites is SKIPPED.',
    'CI must run both dialects.',
  );
}

/**
 * The dialects every database suite runs on: SQLite, and PostgreSQL when TEST_DATABASE_URL is set; PostgreSQL
 * alone in the half of npm test that runs with TEST_SERVICES=external (services.ts).
 */
export const dialects: DialectName[] = externalOnly ? ['postgres'] : postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: AppInstance;
  config: Config;
  database: DatabaseHandle;
  /** The prefix of this app's keys in Redis. */
  redisKeyPrefix: string;
  close: () => Promise<void>;
}

export interface TestDatabase {
  config: Config;
  database: DatabaseHandle;
  /** Unique to this database; also names its keys in Redis. */
  name: string;
  /** Runs the migrations not run yet: those after `migratedUpTo`. */
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A fresh, migrated database of the given dialect (a temporary SQLite file, or a schema of its own in
 * PostgreSQL), with the configuration an app over it would read. With `migratedUpTo`, only the
 * migrations up to that one have run, for a test of the next one over data stored before it.
 */
export async function createTestDatabase(
  dialect: DialectName,
  env: Record<string, string> = {},
  { migratedUpTo }: { migratedUpTo?: string } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baseline-test-'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    ...(dialect === 'postgres' ? { DATABASE_URL: postgresUrl } : {}),
    ...env,
  });

  const sqliteFile = config.database.kind === 'sqlite' ? config.database.file : ':memory:';
  const copiedFromTemplate = sqliteFile !== ':memory:' && migratedUpTo === undefined;
  if (copiedFromTemplate) {
    mkdirSync(path.dirname(sqliteFile), { recursive: true });
    copyFileSync(await migratedSqliteTemplate(), sqliteFile);
  }
  const database = openDatabase(config.database, dialect === 'postgres' ? { searchPath: name, poolSize: 4 } : {});
  const migrate = async (upTo?: string) => {
    if (dialect === 'sqlite') return migrateToLatest(database, upTo);
    await withSchemaLock(config, 'shared', () => migrateToLatest(database, upTo));
  };
  if (dialect === 'postgres') {
    await withSchemaLock(config, 'shared', (admin) => sql`create schema ${sql.id(name)}`.execute(admin));
  }
  if (!copiedFromTemplate) await migrate(migratedUpTo);
  // As the server does at its start, the database is read before any app uses it (it checks the copy is whole):
  // Kysely opens the file on a first query, and a handle destroyed before one would open again when next used.
  else if ((await pendingMigrations(database.db)).length > 0) throw new Error('The SQLite template is not migrated.');

  return {
    config,
    database,
    name,
    migrateRest: () => migrate(),
    async close() {
      // A test may have closed the database itself to see the app cope.
      await database.db.destroy().catch(() => undefined);
      if (dialect === 'postgres') {
        await withSchemaLock(config, 'exclusive', (admin) => sql`drop schema ${sql.id(name)} cascade`.execute(admin));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A SQLite file migrated once per test process, which each SQLite test database starts as a copy of: a copy
 * takes a millisecond where running every migration took tens.
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'baseline-template-'));
    process.once('exit', () => {
      rmSync(folder, { recursive: true, force: true });
    });
    const file = path.join(folder, 'baseline.sqlite');
    const template = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(template);
    // Closing the only connection checkpoints the WAL into the file, so the file alone is the whole database.
    await template.db.destroy();
    return file;
  })();
  return sqliteTemplate;
}

export interface TestAppOptions extends Pick<AppOptions, 'now' | 'logger' | 'onRoute'> {
  /** Routes only this test needs (say, one behind a guard no feature uses yet), added before the app is ready. */
  extraRoutes?: (app: AppInstance, config: Config, database: DatabaseHandle) => Promise<void>;
}

/** A fresh test database and the app built over it, exactly as main.ts builds it. */
export async function buildTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { config, database, name, close } = await createTestDatabase(dialect, env);
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    // Apps of parallel tests may share one Redis; each counts only its own requests.
    redisKeyPrefix: `${name}:`,
  });
  await options.extraRoutes?.(app, config, database);
  await app.ready();

  return {
    app,
    config,
    database,
    redisKeyPrefix: `${name}:`,
    async close() {
      await app.close();
      await close();
    },
  };
}

export interface TwoInstances {
  database: TestDatabase;
  a: TestApp;
  b: TestApp;
  /** Closes both apps, then drops the database. */
  close: () => Promise<void>;
}

/** Two apps over one fresh database, as two instances of the server behind a load balancer. */
export async function twoInstances(
  dialect: DialectName,
  env: Record<string, string> | undefined,
  now: Clock,
): Promise<TwoInstances> {
  const database = await createTestDatabase(dialect, env);
  const opened: TestApp[] = [];
  const close = async () => {
    for (const instance of opened.reverse()) await instance.close();
    await database.close();
  };
  try {
    opened.push(await instanceOver(database, now), await instanceOver(database, now));
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = opened as [TestApp, TestApp];
  return { database, a, b, close };
}

async function instanceOver(database: TestDatabase, now: Clock): Promise<TestApp> {
  const app = await buildApp({
    config: database.config,
    database: database.database,
    logger: false,
    now,
    redisKeyPrefix: `${database.name}:`,
  });
  await app.ready();
  return {
    app,
    config: database.config,
    database: database.database,
    redisKeyPrefix: `${database.name}:`,
    close: () => app.close(),
  };
}

/** Any number that no other advisory lock on the test database uses. */
const TEST_SCHEMA_LOCK = 4_127_301;

/**
 * Runs `work` on a connection holding the test-schema lock: shared while schemas are created and
 * migrated, exclusive while one is dropped. Kysely's migrator reads the catalog of every schema
 * (pg_get_serial_sequence on each column), which fails when a parallel test drops a schema meanwhile.
 * Closing the connection releases the lock.
 */
export async function withSchemaLock(
  config: Config,
  mode: 'shared' | 'exclusive',
  work: (admin: Database) => Promise<unknown>,
): Promise<void> {
  const admin = openDatabase(config.database, { poolSize: 1 });
  try {
    const lock = mode === 'shared' ? sql`pg_advisory_lock_shared` : sql`pg_advisory_lock`;
    await sql`select ${lock}(${TEST_SCHEMA_LOCK})`.execute(admin.db);
    await work(admin.db);
  } finally {
    await admin.db.destroy();
  }
}
