import {
  HISTORY_MESSAGES,
  type DayHistoryResponse,
  type DayVersionResponse,
  type RestoreVersionBody,
} from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import {
  dataUrl,
  expectOk,
  readDay,
  saveDay,
  signInSubscriber,
  solidPng,
  tab,
  type Headers,
} from '../diary/testing/diary.js';

const DATE = '2026-06-05';
const T0 = Date.UTC(2026, 5, 5, 9, 0);
const MINUTE = 60_000;

describe.each(dialects)('history of a day (%s)', (dialect) => {
  let t: TestApp;
  let clock = T0;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const history = (headers: Headers, date = DATE) =>
    t.app.inject({ method: 'GET', url: `/api/diary/history?date=${date}`, headers });
  const version = (headers: Headers, v: number | string, date = DATE) =>
    t.app.inject({ method: 'GET', url: `/api/diary/history/version?date=${date}&version=${v}`, headers });
  const restore = (headers: Headers, payload: RestoreVersionBody | Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/diary/history/restore', headers, payload });
  const versionsOf = async (headers: Headers, date = DATE) =>
    expectOk(await history(headers, date)).json<DayHistoryResponse>().versions;
  const save = async (headers: Headers, body: Parameters<typeof saveDay>[2], at: number) => {
    clock = at;
    return expectOk(await saveDay(t, headers, body)).json<{ version: number }>();
  };

  it('answers 400 for a date not in the calendar, and an empty history for a day never replaced', async () => {
    const { headers } = await signInSubscriber(t);
    const res = await history(headers, '2026-02-30');
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
      status: 400,
      body: { error: 'Invalid date: 2026-02-30.' },
    });
    expect((await history(headers)).json()).toEqual({ date: DATE, versions: [] });
    await save(headers, { date: DATE, notes: [tab({ title: 'First' })] }, T0);
    expect(await versionsOf(headers)).toEqual([]);
  });

  it('keeps exactly one version per save, rename and delete, with the content each replaced', async () => {
    const { headers } = await signInSubscriber(t);
    const first = tab({ title: 'Match', content: '<p>Sinner served well</p>', tags: ['Clay', 'serve'] });
    await save(headers, { date: DATE, notes: [first] }, T0);
    await save(
      headers,
      { date: DATE, baseVersion: 1, notes: [tab({ title: 'Match', content: '<p>Two</p>' })] },
      T0 + MINUTE,
    );
    clock = T0 + 2 * MINUTE;
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/diary/rename-tab',
        headers,
        payload: { date: DATE, index: 0, newTitle: 'Renamed' },
      }),
    );
    await save(headers, { date: DATE, baseVersion: 3, notes: [] }, T0 + 3 * MINUTE);

    const versions = await versionsOf(headers);
    const bytesOf = (title: string, content: string, tags: string[]) =>
      Buffer.byteLength(title) + Buffer.byteLength(content) + Buffer.byteLength(JSON.stringify(tags));
    expect(versions).toEqual([
      {
        version: 3,
        savedAt: T0 + 2 * MINUTE,
        replacedAt: T0 + 3 * MINUTE,
        tabCount: 1,
        titles: ['Renamed'],
        bytes: bytesOf('Renamed', '<p>Two</p>', []),
      },
      {
        version: 2,
        savedAt: T0 + MINUTE,
        replacedAt: T0 + 2 * MINUTE,
        tabCount: 1,
        titles: ['Match'],
        bytes: bytesOf('Match', '<p>Two</p>', []),
      },
      {
        version: 1,
        savedAt: T0,
        replacedAt: T0 + MINUTE,
        tabCount: 1,
        titles: ['Match'],
        bytes: bytesOf('Match', '<p>Sinner served well</p>', ['Clay', 'serve']),
      },
    ]);
    expect(expectOk(await version(headers, 1)).json()).toEqual({
      date: DATE,
      version: 1,
      savedAt: T0,
      replacedAt: T0 + MINUTE,
      notes: [{ title: 'Match', content: '<p>Sinner served well</p>', tags: ['Clay', 'serve'], image: null }],
    });
  });

  it('restores a version of a deleted day as a new save, and keeps nothing for a failed rename', async () => {
    const { headers } = await signInSubscriber(t);
    await save(headers, { date: DATE, notes: [tab({ title: 'Gone', content: '<p>Old text</p>' })] }, T0);
    const missingTab = await t.app.inject({
      method: 'PUT',
      url: '/api/diary/rename-tab',
      headers,
      payload: { date: DATE, index: 4, newTitle: 'x' },
    });
    expect(missingTab.statusCode).toBe(404);
    expect(await versionsOf(headers)).toEqual([]);
    await save(headers, { date: DATE, baseVersion: 1, notes: [] }, T0 + MINUTE);
    expect((await readDay(t, headers, DATE)).version).toBe(0);

    clock = T0 + 2 * MINUTE;
    const res = await restore(headers, { date: DATE, version: 1, baseVersion: 0 });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
      status: 200,
      body: { message: 'Entry saved successfully!', date: DATE, version: 1 },
    });
    expect(await readDay(t, headers, DATE)).toEqual({
      date: DATE,
      version: 1,
      notes: [{ title: 'Gone', content: '<p>Old text</p>', tags: [], image: null }],
    });
    // The restore created the day anew: it replaced nothing, so the history is still the one version.
    expect((await versionsOf(headers)).map((v) => v.version)).toEqual([1]);
  });

  it('answers a stale restore 409 with the day as stored, as a save does, and changes nothing', async () => {
    const { headers } = await signInSubscriber(t);
    await save(headers, { date: DATE, notes: [tab({ content: '<p>A</p>' })] }, T0);
    await save(headers, { date: DATE, baseVersion: 1, notes: [tab({ content: '<p>B</p>' })] }, T0 + MINUTE);
    const res = await restore(headers, { date: DATE, version: 1, baseVersion: 1 });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
      status: 409,
      body: {
        error: 'This day was changed in another window. Reload it or overwrite it.',
        current: { date: DATE, version: 2, notes: [{ title: 'Notes', content: '<p>B</p>', tags: [], image: null }] },
      },
    });
    expect((await versionsOf(headers)).map((v) => v.version)).toEqual([1]);

    expectOk(await restore(headers, { date: DATE, version: 1, baseVersion: 2 }));
    expect((await readDay(t, headers, DATE)).notes[0]?.content).toBe('<p>A</p>');
    expect((await versionsOf(headers)).map((v) => v.version)).toEqual([2, 1]);
    expect(expectOk(await version(headers, 2)).json<DayVersionResponse>().notes[0]?.content).toBe('<p>B</p>');
  });

  it('answers 404 for a version the day does not have, and for another member’s, and 400 for a bad one', async () => {
    const owner = await signInSubscriber(t);
    const other = await signInSubscriber(t);
    await save(owner.headers, { date: DATE, notes: [tab({ content: '<p>Mine</p>' })] }, T0);
    await save(owner.headers, { date: DATE, baseVersion: 1, notes: [tab({ content: '<p>Mine 2</p>' })] }, T0 + 1);
    const notFound = { error: HISTORY_MESSAGES.versionNotFound };
    for (const res of [
      await version(owner.headers, 2),
      await version(other.headers, 1),
      await restore(other.headers, { date: DATE, version: 1, baseVersion: 0 }),
    ]) {
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 404, body: notFound });
    }
    expect((await history(other.headers)).json()).toEqual({ date: DATE, versions: [] });
    expect((await readDay(t, other.headers, DATE)).version).toBe(0);
    for (const res of [await version(owner.headers, 0), await version(owner.headers, 'x')]) {
      expect(res.statusCode).toBe(400);
    }
    const badDate = await restore(owner.headers, { date: '2026-13-01', version: 1, baseVersion: 0 });
    expect(badDate.json()).toEqual({ error: 'Invalid date: 2026-13-01.' });
  });

  it('stores an image once however many versions show it, and restores it from the kept bytes', async () => {
    const { headers, user } = await signInSubscriber(t);
    const image = dataUrl('image/png', await solidPng(40, 30));
    await save(headers, { date: DATE, notes: [tab({ image, acceptedImageTerms: true })] }, T0);
    const stored = (await readDay(t, headers, DATE)).notes[0]?.image;
    for (let v = 1; v <= 10; v += 1) {
      await save(
        headers,
        { date: DATE, baseVersion: v, notes: [tab({ content: `<p>${v}</p>`, image: stored })] },
        T0 + v,
      );
    }
    const images = await t.database.db
      .selectFrom('historyImages')
      .select('sha256')
      .where('userId', '=', user.id)
      .execute();
    expect(images).toHaveLength(1);
    expect(await versionsOf(headers)).toHaveLength(10);

    await save(headers, { date: DATE, baseVersion: 11, notes: [tab({ content: '<p>no image</p>' })] }, T0 + 20);
    const kept = expectOk(await version(headers, 3)).json<DayVersionResponse>();
    expect(kept.notes[0]?.image).toBe(stored);
    expectOk(await restore(headers, { date: DATE, version: 3, baseVersion: 12 }));
    const day = await readDay(t, headers, DATE);
    expect(day.notes[0]).toMatchObject({ content: '<p>2</p>' });
    expect(day.notes[0]?.image).toMatch(/^data:image\/png;base64,/);
  });
});
