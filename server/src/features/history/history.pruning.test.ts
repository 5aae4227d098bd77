import type { DayHistoryResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { dataUrl, expectOk, readDay, saveDay, signInSubscriber, solidPng, tab } from '../diary/testing/diary.js';

const DATE = '2026-06-05';
const T0 = Date.UTC(2026, 5, 5);
const THREE_YEARS = 3 * 365 * 24 * 60 * 60 * 1000;

describe.each(dialects)('history pruning (%s)', (dialect) => {
  let t: TestApp;
  let clock = T0;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps over 100 versions within 2 years, then prunes those beyond 100 and over 2 years old, and their images', async () => {
    const { headers, user } = await signInSubscriber(t);
    const imageA = dataUrl('image/png', await solidPng(20, 20, '#aa0000'));
    const imageB = dataUrl('image/png', await solidPng(20, 20, '#0000aa'));
    const imageOf = (save: number) => (save <= 2 ? imageA : save === 3 ? imageB : null);
    let stored: (string | null)[] = [];
    // Save k writes the day's content k; version v in history is then content v.
    for (let save = 1; save <= 102; save += 1) {
      clock = T0 + save;
      const image = imageOf(save) === imageA && stored[0] ? stored[0] : imageOf(save);
      expectOk(
        await saveDay(t, headers, {
          date: DATE,
          baseVersion: save - 1,
          notes: [tab({ content: `<p>${save}</p>`, image, acceptedImageTerms: true })],
        }),
      );
      stored = (await readDay(t, headers, DATE)).notes.map((note) => note.image);
    }
    const versions = async () =>
      expectOk(await t.app.inject({ method: 'GET', url: `/api/diary/history?date=${DATE}`, headers }))
        .json<DayHistoryResponse>()
        .versions.map((v) => v.version);
    const images = () =>
      t.database.db.selectFrom('historyImages').select('sha256').where('userId', '=', user.id).execute();
    expect(await versions()).toHaveLength(101);
    expect(await images()).toHaveLength(2);

    // As if those saves were made three years ago (a clock moved so far would end the session).
    await t.database.db
      .updateTable('diaryVersions')
      .set((eb) => ({ replacedAt: eb('replacedAt', '-', THREE_YEARS) }))
      .where('userId', '=', user.id)
      .execute();
    clock = T0 + 200;
    expectOk(await saveDay(t, headers, { date: DATE, baseVersion: 102, notes: [tab({ content: '<p>103</p>' })] }));
    const kept = await versions();
    expect(kept).toHaveLength(100);
    expect([kept[0], kept.at(-1)]).toEqual([102, 3]);
    // Image A was shown by versions 1 and 2 alone; B by version 3, still kept.
    expect(await images()).toHaveLength(1);
    const version3 = await t.app.inject({
      method: 'GET',
      url: `/api/diary/history/version?date=${DATE}&version=3`,
      headers,
    });
    expect(expectOk(version3).json<{ notes: { image: string | null }[] }>().notes[0]?.image).toMatch(
      /^data:image\/png/,
    );
  });

  it('removes a member’s versions and images with the account', async () => {
    const { headers, user } = await signInSubscriber(t);
    const image = dataUrl('image/png', await solidPng(10, 10));
    clock = T0;
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ image, acceptedImageTerms: true })] }));
    expectOk(await saveDay(t, headers, { date: DATE, baseVersion: 1, notes: [] }));
    const count = async (table: 'diaryVersions' | 'diaryVersionTabs' | 'historyImages') =>
      (await t.database.db.selectFrom(table).select('userId').where('userId', '=', user.id).execute()).length;
    expect([await count('diaryVersions'), await count('diaryVersionTabs'), await count('historyImages')]).toEqual([
      1, 1, 1,
    ]);
    await t.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect([await count('diaryVersions'), await count('diaryVersionTabs'), await count('historyImages')]).toEqual([
      0, 0, 0,
    ]);
  });
});
