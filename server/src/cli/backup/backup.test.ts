import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startAppOn } from '../../../test/app-at-start.js';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { authHeader, loginAs, type TestUser } from '../../../test/factories.js';
import { readDay, saveDay, signInSubscriber, tab, type Headers } from '../../features/diary/testing/diary.js';
import { knownMigrations } from '../../db/migrate.js';
import { backupDatabase } from './backup.js';
import { cliRun, freshDataDir, sqliteEnv } from '../../../test/database-cli.js';

// The schema this code migrates to: its newest migration, and how many it knows.
const SCHEMA = `${knownMigrations.at(-1) ?? ''} (${knownMigrations.length} migrations)`;

describe('npm run backup (sqlite)', () => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
  });

  async function serverWithMember(): Promise<{ t: TestApp; user: TestUser; headers: Headers }> {
    const t = await buildTestApp('sqlite');
    opened.push(t);
    const { user, headers } = await signInSubscriber(t);
    return { t, user, headers };
  }

  it('copies the database while a member keeps saving: the copy holds every day saved before it began', async () => {
    const { t, user, headers } = await serverWithMember();
    const saved = new Map<string, string>();
    let day = 0;
    const saveNext = async () => {
      const date = new Date(Date.UTC(2024, 0, 1) + day++ * 86_400_000).toISOString().slice(0, 10);
      const content = `<p>Day ${day}: ${'forehand drill '.repeat(100)}</p>`;
      const res = await saveDay(t, headers, { date, notes: [tab({ title: `Day ${day}`, content })] });
      if (res.statusCode === 200) saved.set(date, content);
    };
    for (let i = 0; i < 15; i++) await saveNext();

    const writing = { on: true };
    const writer = (async () => {
      while (writing.on) await saveNext();
    })();
    const before = new Map(saved);
    const target = path.join(freshDataDir(opened), 'during-writes.sqlite');
    // One page a step: many steps, with the member's saves landing between them.
    const backup = await backupDatabase({ source: liveFile(t), target, force: false, pagesPerStep: 1 });
    const savedDuring = saved.size - before.size;
    writing.on = false;
    await writer;

    expect(savedDuring).toBeGreaterThan(0);
    expect(backup.restarted).toBe(true);
    const restoredDir = freshDataDir(opened);
    expect((await cliRun('restore', sqliteEnv(restoredDir), [target])).code).toBe(0);
    const restored = await startAppOn(configIn(t, restoredDir));
    opened.push(restored);
    const member = authHeader(await loginAs(restored, user));
    for (const [date, content] of before) {
      expect((await readDay(restored, member, date)).notes.map((note) => note.content)).toEqual([content]);
    }
  });

  it('prints the file it wrote, its size and schema; refuses to replace a file unless --force', async () => {
    const { t } = await serverWithMember();
    const target = path.join(freshDataDir(opened), 'baseline-backup.sqlite');
    const env = sqliteEnv(t.config.dataDir);

    const first = await cliRun('backup', env, [target]);
    expect({ ...first, stdout: first.stdout.replace(/\d+\.\d KB/, 'N KB') }).toEqual({
      code: 0,
      stdout: `Backed up ${liveFile(t)} to ${target}: N KB, schema ${SCHEMA}.\n`,
      stderr: '',
    });

    writeFileSync(target, 'an older backup');
    expect(await cliRun('backup', env, [target])).toEqual({
      code: 1,
      stdout: '',
      stderr: `${target} already exists: choose another name, or pass --force to replace it.\n`,
    });
    expect(readFileSync(target, 'utf8')).toBe('an older backup');

    expect((await cliRun('backup', env, [target, '--force'])).code).toBe(0);
    expect(readFileSync(target).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
  });

  it('refuses a missing database, a PostgreSQL DATABASE_URL and a wrong command line', async () => {
    const empty = freshDataDir(opened);
    const target = path.join(empty, 'x.sqlite');
    expect(await cliRun('backup', sqliteEnv(empty), [target])).toEqual({
      code: 1,
      stdout: '',
      stderr: `There is no database at ${path.join(empty, 'baseline.sqlite')}: check DATA_DIR (or DATABASE_URL).\n`,
    });
    expect(
      await cliRun('backup', { ...sqliteEnv(empty), DATABASE_URL: 'postgres://baseline@db.internal/baseline' }, [
        target,
      ]),
    ).toEqual({
      code: 3,
      stdout: '',
      stderr:
        'DATABASE_URL points to PostgreSQL: back it up and restore it with pg_dump and pg_restore, as the ' +
        'README\'s "Backups and restore" shows. This command is for SQLite only.\n',
    });
    expect(await cliRun('backup', sqliteEnv(empty), [])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Name one file.\nUsage: npm run backup -- FILE [--force]\n',
    });
    rmSync(target, { force: true });
  });
});

function liveFile(t: TestApp): string {
  return path.join(t.config.dataDir, 'baseline.sqlite');
}

function configIn(t: TestApp, dataDir: string) {
  return { ...t.config, dataDir, database: { kind: 'sqlite' as const, file: path.join(dataDir, 'baseline.sqlite') } };
}
