import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startAppOn } from '../../../test/app-at-start.js';
import { knownMigrations } from '../../db/migrate.js';
import type { TestApp } from '../../../test/build-app.js';
import { cliRun, freshDataDir, sqliteEnv } from '../../../test/database-cli.js';
import { readDay, saveDay, signInSubscriber, tab, type Headers } from '../../features/diary/testing/diary.js';
import { authHeader, loginAs } from '../../../test/factories.js';
import { loadConfig } from '../../config.js';
import { migrateToLatest } from '../../db/migrate.js';
import { openDatabase } from '../../db/database.js';

const NOW = Date.parse('2026-11-26T19:00:00.000Z');
const STAMP = '2026-11-26T19-00-00-000Z';
const now = () => NOW;
/** The last migration of release 1.0.0, the previous release (CHANGELOG.md). */
const RELEASE_1_0_0 = '2026-11-26-02-mail-html';

describe('npm run restore (sqlite)', () => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
  });

  /** A server on its own DATA_DIR with a member who saved a day, and a backup of it taken with npm run backup. */
  async function serverWithBackup() {
    const dataDir = freshDataDir(opened);
    const server = await startAppOn(loadConfig(sqliteEnv(dataDir)));
    opened.push(server);
    const { user, headers } = await signInSubscriber(server);
    await save(server, headers, '2026-06-01', '<p>In the backup</p>');
    const backup = path.join(freshDataDir(opened), 'backup.sqlite');
    expect((await cliRun('backup', sqliteEnv(dataDir), [backup])).code).toBe(0);
    return { dataDir, server, user, headers, backup, live: path.join(dataDir, 'baseline.sqlite') };
  }

  it("puts the backup in place of the stopped server's database, keeping the one it replaced", async () => {
    const { dataDir, server, user, headers, backup, live } = await serverWithBackup();
    await save(server, headers, '2026-06-02', '<p>After the backup</p>');
    await server.close();

    expect(await cliRun('restore', sqliteEnv(dataDir), [backup], now)).toEqual({
      code: 0,
      stdout:
        `Restored ${live} from ${backup}: schema ${knownMigrations.at(-1) ?? ''} (${knownMigrations.length} migrations).\n` +
        `The database it replaced is kept as ${live}.before-restore-${STAMP}.\n`,
      stderr: '',
    });
    expect(readdirSync(dataDir).sort()).toEqual(['baseline.sqlite', `baseline.sqlite.before-restore-${STAMP}`]);

    const restarted = await startAppOn(loadConfig(sqliteEnv(dataDir)));
    opened.push(restarted);
    const member = authHeader(await loginAs(restarted, user));
    expect((await readDay(restarted, member, '2026-06-01')).notes).toMatchObject([{ content: '<p>In the backup</p>' }]);
    expect((await readDay(restarted, member, '2026-06-02')).notes).toEqual([]);
    const kept = new SQLite(`${live}.before-restore-${STAMP}`, { readonly: true });
    expect(kept.prepare('select date from diary_entries order by date').all()).toEqual([
      { date: '2026-06-01' },
      { date: '2026-06-02' },
    ]);
    kept.close();
  });

  it('refuses while the server runs, and changes nothing', async () => {
    const { dataDir, backup, live } = await serverWithBackup();
    await expectRefused(dataDir, backup, inUse(live));
  });

  it('refuses while another process has the database open, and goes ahead once it was killed', async () => {
    const { dataDir, server, backup, live } = await serverWithBackup();
    await server.close();
    const holder = await holdOpen(live);
    await expectRefused(dataDir, backup, inUse(live));

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    expect((await cliRun('restore', sqliteEnv(dataDir), [backup], now)).code).toBe(0);
  });

  it("refuses a file that is not SQLite, a SQLite file that is not Baseline's, and a newer schema", async () => {
    const { dataDir, server, backup } = await serverWithBackup();
    await server.close();
    const elsewhere = freshDataDir(opened);

    const text = path.join(elsewhere, 'notes.txt');
    writeFileSync(text, 'not a database at all');
    await expectRefused(dataDir, text, {
      code: 1,
      stdout: '',
      stderr: `${text} is not a SQLite database. Nothing was changed.\n`,
    });

    const other = path.join(elsewhere, 'other-app.sqlite');
    const otherDb = new SQLite(other);
    otherDb.exec('create table users (id text); create table notes (body text)');
    otherDb.close();
    await expectRefused(dataDir, other, {
      code: 1,
      stdout: '',
      stderr:
        `${other} is a SQLite database but not a Baseline one (it has no kysely_migration, diary_entries table). ` +
        'Nothing was changed.\n',
    });

    const newer = new SQLite(backup);
    newer
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('2027-03-01-01-from-the-future', '2027-03-01T00:00:00.000Z');
    newer.close();
    await expectRefused(dataDir, backup, {
      code: 1,
      stdout: '',
      stderr:
        `${backup} is from a newer Baseline: its schema has migrations this version does not know ` +
        '(2027-03-01-01-from-the-future). Upgrade Baseline first, then restore it. Nothing was changed.\n',
    });
  });

  it('refuses a damaged backup that integrity_check finds fault with', async () => {
    const { dataDir, server, backup } = await serverWithBackup();
    await server.close();
    const bytes = readFileSync(backup);
    const pageSize = bytes.readUInt16BE(16);
    // Pages 3 to 8 (tables' and indexes' b-trees) overwritten, the header and schema page left whole.
    bytes.fill(0x5a, pageSize * 2, pageSize * 8);
    writeFileSync(backup, bytes);

    const run = await cliRun('restore', sqliteEnv(dataDir), [backup], now);
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toMatch(
      new RegExp(
        `^${escaped(backup)} is damaged \\(PRAGMA integrity_check: .+\\)\\. Nothing was changed; restore another backup\\.\\n$`,
      ),
    );
    expect(readdirSync(dataDir).sort()).toEqual(['baseline.sqlite']);
  });

  it('takes a backup of an older release, which the server then migrates', async () => {
    const dataDir = freshDataDir(opened);
    const older = path.join(freshDataDir(opened), 'from-1.0.0.sqlite');
    const database = openDatabase({ kind: 'sqlite', file: older });
    await migrateToLatest(database, RELEASE_1_0_0);
    await database.db.destroy();

    const live = path.join(dataDir, 'baseline.sqlite');
    expect(await cliRun('restore', sqliteEnv(dataDir), [older], now)).toEqual({
      code: 0,
      stdout:
        `Restored ${live} from ${older}: schema ${RELEASE_1_0_0} (11 migrations).\n` +
        'There was no database to replace.\n' +
        `The backup is from an older Baseline: the server runs its ${knownMigrations.length - 11} missing migration(s) when it starts.\n`,
      stderr: '',
    });
    const started = await startAppOn(loadConfig(sqliteEnv(dataDir)));
    opened.push(started);
    expect((await started.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('keeps what a killed server left in its -wal with the database it replaces, and no -wal meets the backup', async () => {
    const { dataDir, server, backup, live } = await serverWithBackup();
    await server.close();
    writeInWalThenDie(live);
    expect(existsSync(`${live}-wal`)).toBe(true);

    expect((await cliRun('restore', sqliteEnv(dataDir), [backup], now)).code).toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(['baseline.sqlite', `baseline.sqlite.before-restore-${STAMP}`]);
    const kept = new SQLite(`${live}.before-restore-${STAMP}`, { readonly: true });
    expect(kept.prepare("select action from audit_log where id = 'killed-mid-write'").all()).toEqual([
      { action: 'only.in.the.wal' },
    ]);
    kept.close();
    const restored = new SQLite(live, { readonly: true });
    expect(restored.prepare("select count(*) as n from audit_log where id = 'killed-mid-write'").get()).toEqual({
      n: 0,
    });
    restored.close();
  });

  /** A refusal leaves the live database's folder and bytes exactly as they were. */
  async function expectRefused(
    dataDir: string,
    file: string,
    expected: { code: number; stdout: string; stderr: string },
  ) {
    const before = snapshot(dataDir);
    expect(await cliRun('restore', sqliteEnv(dataDir), [file], now)).toEqual(expected);
    expect(snapshot(dataDir)).toEqual(before);
  }
});

function inUse(live: string) {
  return {
    code: 1,
    stdout: '',
    stderr:
      `The database ${live} is in use: stop the server (and any admin command) first, then restore. ` +
      'Nothing was changed.\n',
  };
}

/** Another process (a server of its own) with the database open, read once, until it is killed. */
async function holdOpen(file: string): Promise<ChildProcess> {
  const script = `
    const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
    db.prepare('select count(*) from users').get();
    console.log('open');
    setInterval(() => undefined, 60_000);`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: betterSqliteFolder(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  return child;
}

function betterSqliteFolder(): string {
  return path.dirname(createRequire(import.meta.url).resolve('better-sqlite3'));
}

async function save(t: TestApp, headers: Headers, date: string, content: string): Promise<void> {
  expect((await saveDay(t, headers, { date, notes: [tab({ content })] })).statusCode).toBe(200);
}

/** Each file of the folder with a hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).map((name) => [
      name,
      createHash('sha256')
        .update(readFileSync(path.join(dir, name)))
        .digest('hex'),
    ]),
  );
}

/** A process that commits a row, which stays in the -wal file, and is killed before it can checkpoint. */
function writeInWalThenDie(file: string): void {
  const script = `
    const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
    db.pragma('wal_autocheckpoint = 0');
    db.prepare("insert into audit_log (id, action, created_at) values ('killed-mid-write', 'only.in.the.wal', 1)").run();
    process.kill(process.pid, 'SIGKILL');`;
  try {
    execFileSync(process.execPath, ['-e', script], {
      cwd: path.dirname(createRequire(import.meta.url).resolve('better-sqlite3')),
    });
  } catch (error) {
    if ((error as { signal?: string }).signal !== 'SIGKILL') throw error;
  }
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
