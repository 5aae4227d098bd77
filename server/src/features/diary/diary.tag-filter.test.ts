import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, saveDay, signInSubscriber, tab, type Headers } from './testing/diary.js';
import { entriesWithTagQuery, taggedEntriesTagsQuery } from './tag-filter.repo.js';

describe.each(dialects)('diary: search by tag (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  let userId: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    const subscriber = await signInSubscriber(t);
    ({ headers } = subscriber);
    userId = subscriber.user.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const search = (tag: string) =>
    t.app.inject({ method: 'GET', url: `/api/diary/search?tag=${encodeURIComponent(tag)}`, headers });
  const dates = async (tag: string) =>
    expectOk(await search(tag))
      .json<{ date: string }[]>()
      .map((entry) => entry.date);

  it.each(['', '   '])('answers 400 for the empty tag %j', async (tag) => {
    const res = await search(tag);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a tag to search.' });
  });

  it('finds the days with a tab so tagged, newest first, trimmed and in any case, with all their tabs', async () => {
    expectOk(
      await saveDay(t, headers, {
        date: '2026-05-28',
        notes: [tab({ title: 'Practice', tags: ['Clay', 'serve'] }), tab({ title: 'Gym', tags: [] })],
      }),
    );
    expectOk(await saveDay(t, headers, { date: '2026-06-02', notes: [tab({ title: 'Match', tags: ['CLAY'] })] }));
    expectOk(await saveDay(t, headers, { date: '2026-06-03', notes: [tab({ title: 'Grass', tags: ['grass'] })] }));

    const res = await search('  cLaY ');
    expect(res.statusCode).toBe(200);
    const [newest, oldest] = res.json<{ _id: string }[]>();
    expect(res.json()).toEqual([
      { _id: newest?._id, date: '2026-06-02', notes: [{ title: 'Match', tags: ['CLAY'] }] },
      {
        _id: oldest?._id,
        date: '2026-05-28',
        notes: [
          { title: 'Practice', tags: ['Clay', 'serve'] },
          { title: 'Gym', tags: [] },
        ],
      },
    ]);
    expect(await dates('hard court')).toEqual([]);
  });

  it('forgets a tag once the day is saved without it, or deleted', async () => {
    expectOk(await saveDay(t, headers, { date: '2026-06-01', notes: [tab({ tags: ['Sinner'] })] }));
    expectOk(await saveDay(t, headers, { date: '2026-06-02', notes: [tab({ tags: ['Sinner'] })] }));
    expect(await dates('sinner')).toEqual(['2026-06-02', '2026-06-01']);

    expectOk(await saveDay(t, headers, { date: '2026-06-01', baseVersion: 1, notes: [tab({ tags: ['Alcaraz'] })] }));
    expectOk(await saveDay(t, headers, { date: '2026-06-02', baseVersion: 1, notes: [] }));
    expect(await dates('sinner')).toEqual([]);
    expect(await dates('alcaraz')).toEqual(['2026-06-01']);
  });

  it('finds a tag in letters other than English ones', async () => {
    expectOk(await saveDay(t, headers, { date: '2026-06-01', notes: [tab({ tags: ['Médvédev', 'ŚWIĄTEK'] })] }));
    expect(await dates('médvédev')).toEqual(['2026-06-01']);
    expect(await dates('świątek')).toEqual(['2026-06-01']);
  });

  it('reads the tag index, not every note', async () => {
    expectOk(await saveDay(t, headers, { date: '2026-06-01', notes: [tab({ tags: ['clay'] })] }));
    const plan = await queryPlan(entriesWithTagQuery(t.database.db, userId, 'clay').compile());
    expect(plan).toContain('note_tags_user_tag');
  });

  it("reads the found days' tags from their own index", async () => {
    expectOk(await saveDay(t, headers, { date: '2026-06-01', notes: [tab({ tags: ['clay', 'serve'] })] }));
    const plan = await queryPlan(taggedEntriesTagsQuery(t.database.db, userId, 'clay').compile());
    expect(plan).toContain('note_tags_entry');
    // SQLite reads them in the answer's order; PostgreSQL sorts a table this small whatever the index.
    if (t.database.dialect === 'sqlite') expect(plan).not.toContain('TEMP B-TREE');
  });

  it('lists each tab under its own day, whatever order the days were written in', async () => {
    expectOk(await saveDay(t, headers, { date: '2026-06-03', notes: [tab({ title: 'C', tags: ['clay'] })] }));
    expectOk(
      await saveDay(t, headers, {
        date: '2026-06-01',
        notes: [tab({ title: 'A1', tags: ['x', 'clay'] }), tab({ title: 'A2', tags: ['y'] })],
      }),
    );
    expectOk(await saveDay(t, headers, { date: '2026-06-02', notes: [tab({ title: 'B', tags: ['clay', 'z'] })] }));

    const found = expectOk(await search('clay')).json<{ date: string; notes: unknown[] }[]>();
    expect(found.map(({ date, notes }) => ({ date, notes }))).toEqual([
      { date: '2026-06-03', notes: [{ title: 'C', tags: ['clay'] }] },
      { date: '2026-06-02', notes: [{ title: 'B', tags: ['clay', 'z'] }] },
      {
        date: '2026-06-01',
        notes: [
          { title: 'A1', tags: ['x', 'clay'] },
          { title: 'A2', tags: ['y'] },
        ],
      },
    ]);
  });

  /** The database's plan for the query, as text; PostgreSQL is told to avoid a scan wherever it can. */
  async function queryPlan(query: CompiledQuery): Promise<string> {
    if (t.database.dialect === 'sqlite') {
      const plan = await t.database.db.executeQuery(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      return JSON.stringify(plan.rows);
    }
    return t.database.db.transaction().execute(async (trx) => {
      // A small table is cheapest to scan: this asks whether the index can serve, as it will at scale.
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await trx.executeQuery(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
      return JSON.stringify(plan.rows);
    });
  }
});
