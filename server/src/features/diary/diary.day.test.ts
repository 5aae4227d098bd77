import { DIARY_LIMITS, type DiaryListResponse, type SaveDiaryResponse } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from './testing/diary.js';

const DATE = '2026-06-05';

describe.each(dialects)('diary: a day (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterEach(async () => {
    await t.close();
  });

  const list = async () =>
    expectOk(await t.app.inject({ method: 'GET', url: '/api/diary/list', headers })).json<DiaryListResponse>();
  const rowCounts = async () => {
    const count = async (table: 'diaryEntries' | 'diaryNotes' | 'noteTags' | 'diaryImages') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      entries: await count('diaryEntries'),
      notes: await count('diaryNotes'),
      tags: await count('noteTags'),
      images: await count('diaryImages'),
    };
  };

  it('answers an empty day with no notes and version 0', async () => {
    expect(await readDay(t, headers, DATE)).toEqual({ date: DATE, notes: [], version: 0 });
  });

  it('saves every tab of the day and reads them back, titles, HTML and tags settled', async () => {
    const res = await saveDay(t, headers, {
      date: DATE,
      baseVersion: 0,
      notes: [
        tab({ title: '  Sinner v Alcaraz  ', content: '<p><strong>Serve</strong> held up.</p>', tags: ['clay'] }),
        tab({ title: '   ', content: '<p>Second</p>', tags: [' Serve ', 'serve', 'SERVE', '', 'Scouting'] }),
        tab({ content: '<p>Third</p>' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Entry saved successfully!', date: DATE, version: 1 });

    expect(await readDay(t, headers, DATE)).toEqual({
      date: DATE,
      version: 1,
      notes: [
        { title: 'Sinner v Alcaraz', content: '<p><strong>Serve</strong> held up.</p>', tags: ['clay'], image: null },
        { title: 'Tab 2', content: '<p>Second</p>', tags: ['Serve', 'Scouting'], image: null },
        { title: 'Notes', content: '<p>Third</p>', tags: [], image: null },
      ],
    });
  });

  it('names an untitled tab by its place', async () => {
    const { title: _dropped, ...untitled } = tab();
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab(), untitled] }));
    expect((await readDay(t, headers, DATE)).notes.map((note) => note.title)).toEqual(['Notes', 'Tab 2']);
  });

  it('replaces the whole day on the next save and raises its version', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ tags: ['a'] }), tab({ tags: ['b'] })] }));
    const res = await saveDay(t, headers, {
      date: DATE,
      baseVersion: 1,
      notes: [tab({ title: 'Only', content: '<p>New</p>', tags: ['c'] })],
    });
    expect(expectOk(res).json<SaveDiaryResponse>().version).toBe(2);
    expect(await readDay(t, headers, DATE)).toEqual({
      date: DATE,
      version: 2,
      notes: [{ title: 'Only', content: '<p>New</p>', tags: ['c'], image: null }],
    });
    expect(await rowCounts()).toEqual({ entries: 1, notes: 1, tags: 1, images: 0 });
  });

  it('lists the days oldest first with their first tab title and opaque ids', async () => {
    for (const [date, title] of [
      ['2026-06-07', 'Roland Garros QF'],
      ['2026-05-30', 'Practice courts'],
      ['2026-06-01', 'Draw thoughts'],
    ] as const) {
      expectOk(await saveDay(t, headers, { date, notes: [tab({ title }), tab({ title: 'Second tab' })] }));
    }
    const { entries } = await list();
    expect(entries.map(({ date, title }) => ({ date, title }))).toEqual([
      { date: '2026-05-30', title: 'Practice courts' },
      { date: '2026-06-01', title: 'Draw thoughts' },
      { date: '2026-06-07', title: 'Roland Garros QF' },
    ]);
    for (const { _id } of entries)
      expect(_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('deletes a day saved with no notes, with everything in it', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ tags: ['clay'] })] }));
    const res = await saveDay(t, headers, { date: DATE, baseVersion: 1, notes: [] });
    expect(res.json()).toEqual({ message: 'Entry saved successfully!', date: DATE, version: 0 });
    expect(await readDay(t, headers, DATE)).toEqual({ date: DATE, notes: [], version: 0 });
    expect((await list()).entries).toEqual([]);
    expect(await rowCounts()).toEqual({ entries: 0, notes: 0, tags: 0, images: 0 });
  });

  it('answers version 0 for an empty save of a day that does not exist', async () => {
    const res = await saveDay(t, headers, { date: DATE, notes: [] });
    expect(res.json()).toEqual({ message: 'Entry saved successfully!', date: DATE, version: 0 });
    expect(await rowCounts()).toEqual({ entries: 0, notes: 0, tags: 0, images: 0 });
  });

  it.each([
    [
      'too many tags',
      tab({ title: 'Busy', tags: Array.from({ length: DIARY_LIMITS.tagsPerTab + 1 }, (_, i) => `tag${i}`) }),
      `Tab "Busy" has too many tags: at most ${DIARY_LIMITS.tagsPerTab}.`,
    ],
    [
      'a tag too long',
      tab({ title: 'Long', tags: ['x'.repeat(DIARY_LIMITS.tagLength + 1)] }),
      `The tag "${'x'.repeat(20)}…" in tab "Long" is too long: tags have at most ${DIARY_LIMITS.tagLength} characters.`,
    ],
    [
      'too much text',
      tab({ title: 'Essay', content: `<p>${'&amp;'.repeat(DIARY_LIMITS.contentLength / 5 + 1)}</p>` }),
      `The note in tab "Essay" is too long: at most ${DIARY_LIMITS.contentLength} characters of formatted text.`,
    ],
  ])('refuses %s with a message naming the tab, and stores nothing', async (_case, bad, error) => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'Kept' })] }));
    const res = await saveDay(t, headers, { date: DATE, baseVersion: 1, notes: [tab(), bad] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect((await readDay(t, headers, DATE)).notes.map((note) => note.title)).toEqual(['Kept']);
  });

  it('counts tags after merging, so 30 distinct tags spelled twice are fine', async () => {
    const tags = Array.from({ length: DIARY_LIMITS.tagsPerTab }, (_, i) => `Tag${i}`);
    expectOk(
      await saveDay(t, headers, { date: DATE, notes: [tab({ tags: [...tags, ...tags.map((x) => x.toUpperCase())] })] }),
    );
    expect((await readDay(t, headers, DATE)).notes[0]?.tags).toEqual(tags);
  });
});
