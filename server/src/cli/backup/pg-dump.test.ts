import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startAppOn } from '../../../test/app-at-start.js';
import { buildTestApp } from '../../../test/build-app.js';
import { dataUrl, readDay, saveDay, signInSubscriber, solidPng, tab } from '../../features/diary/testing/diary.js';
import { authHeader, loginAs } from '../../../test/factories.js';
import { postgresUrl, warnSkipped } from '../../../test/services.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';

const pgDumpInstalled = !spawnSync('pg_dump', ['--version']).error && !spawnSync('pg_restore', ['--version']).error;
if (postgresUrl && !pgDumpInstalled) {
  warnSkipped(
    "pg_dump or pg_restore is not installed: the test of the README's PostgreSQL backup commands is SKIPPED.",
    'CI has the PostgreSQL client tools.',
  );
}

/** The README's commands ("Backups and restore"), with --schema added: the test database holds every suite's. */
function pgDump(url: string, schema: string, file: string): void {
  execFileSync('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--schema=${schema}`,
    `--file=${file}`,
    url,
  ]);
}

function pgRestore(url: string, file: string): void {
  execFileSync('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

describe.runIf(postgresUrl && pgDumpInstalled)('pg_dump and pg_restore as the README gives them (postgres)', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('restore a dump into a fresh database, on which the app serves the member their days and notes', async () => {
    const t = await buildTestApp('postgres');
    cleanup.push(() => t.close());
    const { user, headers } = await signInSubscriber(t);
    const image = await solidPng(4, 3);
    const saved = await saveDay(t, headers, {
      date: '2026-06-01',
      notes: [
        tab({
          title: 'Serve',
          content: '<p>Toss <em>higher</em></p>',
          tags: ['Serve'],
          image: dataUrl('image/png', image),
          acceptedImageTerms: true,
        }),
      ],
    });
    expect(saved.statusCode).toBe(200);
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/player-notes/520/ZS01',
      headers,
      payload: { note: 'Slides into the forehand', tournamentYear: 2026 },
    });
    expect(note.statusCode).toBe(200);
    const original = await readDay(t, headers, '2026-06-01');

    const folder = mkdtempSync(path.join(tmpdir(), 'baseline-pg-dump-'));
    cleanup.push(() => {
      rmSync(folder, { recursive: true, force: true });
      return Promise.resolve();
    });
    const dump = path.join(folder, 'baseline.dump');
    const schema = t.database.schema ?? '';
    pgDump(postgresUrl ?? '', schema, dump);

    const restoredName = `restored_${randomBytes(6).toString('hex')}`;
    const admin = openDatabase(t.config.database, { poolSize: 1 });
    cleanup.push(() => admin.db.destroy());
    await sql`create database ${sql.id(restoredName)}`.execute(admin.db);
    cleanup.push(async () => {
      await sql`drop database if exists ${sql.id(restoredName)} with (force)`.execute(admin.db);
    });
    const restoredUrl = new URL(postgresUrl ?? '');
    restoredUrl.pathname = `/${restoredName}`;
    pgRestore(restoredUrl.href, dump);

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: folder,
      JWT_SECRET: 'pg-dump-test-secret',
      DATABASE_URL: restoredUrl.href,
    });
    const restored = openDatabase(config.database, { searchPath: schema, poolSize: 2 });
    cleanup.push(() => restored.db.destroy());
    const app = await startAppOn(config, restored);
    cleanup.push(() => app.close());

    const member = authHeader(await loginAs(app, user));
    expect(await readDay(app, member, '2026-06-01')).toEqual(original);
    expect(original.notes[0]?.image).toMatch(/^data:image\//);
    const dossier = await app.app.inject({ method: 'GET', url: '/api/player-notes/player/ZS01', headers: member });
    expect(dossier.json()).toMatchObject({ notes: [{ tournamentId: '520', note: 'Slides into the forehand' }] });
    const found = await app.app.inject({ method: 'GET', url: '/api/search?q=higher', headers: member });
    expect(found.json()).toMatchObject({ total: 1, results: [{ kind: 'diary', date: '2026-06-01' }] });
  });
});
