import type { DiaryDayResponse } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, saveDay, signInSubscriber, solidPng, tab, dataUrl, type Headers } from './testing/diary.js';

const DATE = '2026-06-05';

describe.each(dialects)('diary: each user sees only their own (%s)', (dialect) => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let alicesDay: DiaryDayResponse;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    ({ headers: alice } = await signInSubscriber(t));
    ({ headers: bob } = await signInSubscriber(t));
    const image = dataUrl('image/png', await solidPng(40, 20));
    expectOk(
      await saveDay(t, alice, {
        date: DATE,
        notes: [tab({ title: 'Private scouting', tags: ['Sinner'], image, acceptedImageTerms: true })],
      }),
    );
    alicesDay = await readDay(t, alice, DATE);
  });
  afterEach(async () => {
    await t.close();
  });

  const inject = (headers: Headers, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('shows another user’s day as empty, and keeps it out of the list and the search', async () => {
    expect(await readDay(t, bob, DATE)).toEqual({ date: DATE, notes: [], version: 0 });
    expect((await inject(bob, 'GET', '/api/diary/list')).json()).toEqual({ entries: [] });
    expect((await inject(bob, 'GET', '/api/diary/search?tag=sinner')).json()).toEqual([]);
  });

  it('does not let another user rename a tab of the day', async () => {
    const res = await inject(bob, 'PUT', '/api/diary/rename-tab', { date: DATE, index: 0, newTitle: 'Mine now' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No entry for that date.' });
    expect(await readDay(t, alice, DATE)).toEqual(alicesDay);
  });

  it('gives another user saving the same date a day of their own', async () => {
    expectOk(await saveDay(t, bob, { date: DATE, baseVersion: 0, notes: [tab({ title: 'Bob', tags: ['Sinner'] })] }));
    expect((await readDay(t, bob, DATE)).notes.map((note) => note.title)).toEqual(['Bob']);
    expect(await readDay(t, alice, DATE)).toEqual(alicesDay);

    const [found] = expectOk(await inject(alice, 'GET', '/api/diary/search?tag=sinner')).json<{ _id: string }[]>();
    const [bobs] = expectOk(await inject(bob, 'GET', '/api/diary/search?tag=sinner')).json<{ _id: string }[]>();
    expect(found?._id).not.toBe(bobs?._id);

    expectOk(await saveDay(t, bob, { date: DATE, baseVersion: 1, notes: [] }));
    expect(await readDay(t, alice, DATE)).toEqual(alicesDay);
  });

  it('does not let another user reuse an image of the day by sending its bytes without the terms', async () => {
    const res = await saveDay(t, bob, { date: DATE, notes: [tab({ image: alicesDay.notes[0]?.image ?? null })] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please confirm you are authorised to use this image.' });
  });
});
