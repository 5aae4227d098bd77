import type { DiaryConflictResponse } from '@baseline/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from './testing/diary.js';

const DATE = '2026-06-05';
const CONFLICT = 'This day was changed in another window. Reload it or overwrite it.';

describe.each(dialects)('diary: two windows on one day (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterEach(async () => {
    await t.close();
  });

  const saveAs = (title: string, extra: { baseVersion?: number; overwrite?: boolean }) =>
    saveDay(t, headers, { date: DATE, notes: [tab({ title })], ...extra });
  const expectConflict = (res: LightMyRequestResponse, current: unknown) => {
    expect(res.statusCode).toBe(409);
    expect(res.json<DiaryConflictResponse>()).toEqual({ error: CONFLICT, current });
  };
  const dayTitled = (title: string, version: number) => ({
    date: DATE,
    version,
    notes: [{ title, content: '<p>Text</p>', tags: [], image: null }],
  });

  it('lets the first of two saves from version 1 land and answers the second 409 with what is stored', async () => {
    expectOk(await saveAs('Loaded', { baseVersion: 0 }));
    expect((await saveAs('First window', { baseVersion: 1 })).json()).toMatchObject({ version: 2 });

    expectConflict(await saveAs('Second window', { baseVersion: 1 }), dayTitled('First window', 2));
    expect(await readDay(t, headers, DATE)).toEqual(dayTitled('First window', 2));
  });

  it('overwrites a newer day when asked to', async () => {
    expectOk(await saveAs('Loaded', { baseVersion: 0 }));
    expectOk(await saveAs('First window', { baseVersion: 1 }));
    const res = await saveAs('Second window', { baseVersion: 1, overwrite: true });
    expect(res.json()).toMatchObject({ version: 3 });
    expect(await readDay(t, headers, DATE)).toEqual(dayTitled('Second window', 3));
  });

  it('creates a day without a base version, but never replaces one blindly', async () => {
    expect((await saveAs('New', {})).json()).toMatchObject({ version: 1 });
    expectConflict(await saveAs('Blind', {}), dayTitled('New', 1));
  });

  it('answers 409 when a day the client saw empty was written meanwhile', async () => {
    expectOk(await saveAs('Other window', { baseVersion: 0 }));
    expectConflict(await saveAs('This window', { baseVersion: 0 }), dayTitled('Other window', 1));
  });

  it('answers 409 with an empty day when the day the client loaded was deleted meanwhile', async () => {
    expectOk(await saveAs('Loaded', { baseVersion: 0 }));
    expectOk(await saveDay(t, headers, { date: DATE, notes: [], baseVersion: 1 }));
    expectConflict(await saveAs('Stale', { baseVersion: 1 }), { date: DATE, notes: [], version: 0 });
  });

  it('does not delete a day from a stale version', async () => {
    expectOk(await saveAs('Loaded', { baseVersion: 0 }));
    expectOk(await saveAs('Newer', { baseVersion: 1 }));
    expectConflict(await saveDay(t, headers, { date: DATE, notes: [], baseVersion: 1 }), dayTitled('Newer', 2));
  });

  it('counts a rename as a change', async () => {
    expectOk(await saveAs('Loaded', { baseVersion: 0 }));
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/diary/rename-tab',
      headers,
      payload: { date: DATE, index: 0, newTitle: 'Renamed' },
    });
    expect(renamed.json()).toMatchObject({ version: 2 });
    expectConflict(await saveAs('Stale', { baseVersion: 1 }), dayTitled('Renamed', 2));
  });

  it('lets exactly one of two simultaneous saves from the same version win', async () => {
    expectOk(await saveAs('Loaded', { baseVersion: 0 }));
    for (let round = 1; round <= 5; round++) {
      const answers = await Promise.all([
        saveAs(`A${round}`, { baseVersion: round }),
        saveAs(`B${round}`, { baseVersion: round }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.statusCode === 200)?.json<{ version: number }>();
      expect(winner?.version).toBe(round + 1);
    }
    expect((await readDay(t, headers, DATE)).version).toBe(6);
  });

  it('lets exactly one of two simultaneous first saves create the day', async () => {
    const answers = await Promise.all([saveAs('A', { baseVersion: 0 }), saveAs('B', { baseVersion: 0 })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await readDay(t, headers, DATE)).notes).toHaveLength(1);
  });

  /*
   * The crash test sees a save without its transaction only when a kill lands between two of its statements,
   * which on SQLite run back to back; a statement that fails after the first writes shows it every time.
   */
  it('leaves the day as it was when the database fails halfway through a save', async () => {
    expectOk(await saveAs('Loaded', { baseVersion: 0 }));
    // The tags are written after the day's version is raised and its tabs replaced.
    await (
      dialect === 'postgres'
        ? sql`create function fail_on_boom() returns trigger language plpgsql as $$
              begin if new.tag = 'boom' then raise exception 'disk full'; end if; return new; end $$;
            create trigger fail_on_boom before insert on note_tags for each row execute function fail_on_boom()`
        : sql`create trigger fail_on_boom before insert on note_tags when new.tag = 'boom'
              begin select raise(abort, 'disk full'); end`
    ).execute(t.database.db);

    const res = await saveDay(t, headers, {
      date: DATE,
      baseVersion: 1,
      notes: [tab({ title: 'Half written', tags: ['boom'] })],
    });
    expect(res.statusCode).toBe(500);
    expect(await readDay(t, headers, DATE)).toEqual(dayTitled('Loaded', 1));
  });
});
