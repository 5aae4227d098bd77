import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { cliEnv, runCli, splitStderr } from '../../test/admin-cli.js';
import { buildTestApp, createTestDatabase, dialects, type TestDatabase } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { pendingMigrations } from '../db/migrate.js';

const builtCli = fileURLToPath(new URL('../../dist/admin.js', import.meta.url));
const RUN_SERVER_FIRST = 'Start the server once (npm start), which migrates it, then try again.';

describe.each(dialects)('admin CLI: the database (%s)', (dialect) => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const resource of opened.splice(0)) await resource.close();
  });

  it('refuses a database the server has not migrated, and leaves it as it was', async () => {
    const database: TestDatabase = await createTestDatabase(dialect, {}, { migratedUpTo: '2026-11-21-01-accounts' });
    opened.push(database);
    const before = await pendingMigrations(database.database.db);
    expect(before[0]).toBe('2026-11-21-02-billing');

    const run = await runCli(cliEnv(database.config, database.database), ['list-admins']);
    const where =
      dialect === 'sqlite' ? `at ${path.join(database.config.dataDir, 'baseline.sqlite')}` : 'at DATABASE_URL';
    expect(run).toMatchObject({
      code: 3,
      stdout: '',
      stderr:
        `The database ${where} is not migrated (${before.length} migration(s) to run, from 2026-11-21-02-billing). ` +
        `${RUN_SERVER_FIRST} This command never migrates the database itself.\n`,
      events: [],
    });
    expect(await pendingMigrations(database.database.db)).toEqual(before);
    expect(await database.database.db.selectFrom('auditLog').selectAll().execute()).toEqual([]);
  });

  it('runs as the built server/dist/admin.js, with the OS user as the actor', async () => {
    expect(existsSync(builtCli), 'server/dist/admin.js is missing: run `npm run build:server` first').toBe(true);
    const t = await buildTestApp(dialect);
    opened.push(t);
    const zoe = await createUser(t, { username: 'Zoe' });

    const child = spawn(process.execPath, [builtCli, 'make-admin', 'zoe'], {
      env: { ...cliEnv(t.config, t.database), PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });

    expect({ code, stdout }).toEqual({
      code: 0,
      stdout: '"Zoe" is now an admin. The Admin menu shows at their next login.\n',
    });
    const actor = `cli:${userInfo().username}`;
    expect(splitStderr(stderr)).toMatchObject({
      stderr: '',
      events: [{ level: 30, event: 'cli.member.made-admin', actor, targetId: zoe.id }],
    });
    const user = await t.database.db.selectFrom('users').select('isAdmin').where('id', '=', zoe.id).executeTakeFirst();
    expect(user).toEqual({ isAdmin: 1 });
    const audit = await t.database.db.selectFrom('auditLog').select(['actorId', 'action']).execute();
    expect(audit).toEqual([{ actorId: actor, action: 'member.made-admin' }]);
  });
});

describe('admin CLI: no database', () => {
  it('refuses a DATA_DIR without the SQLite database, and creates none', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baseline-cli-'));
    try {
      const run = await runCli({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }, ['list-admins']);
      expect(run).toMatchObject({
        code: 3,
        stdout: '',
        stderr: `There is no database at ${path.join(dataDir, 'baseline.sqlite')}. ${RUN_SERVER_FIRST}\n`,
      });
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("stops on a bad setting with the server's message", async () => {
    const run = await runCli({ NODE_ENV: 'test', LOG_LEVEL: 'loud' }, ['list-admins']);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^Configuration error: .*LOG_LEVEL/);
  });
});
