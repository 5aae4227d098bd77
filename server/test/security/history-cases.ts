import { HISTORY_MESSAGES, type DiaryDayResponse } from '@baseline/contract';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-app.js';
import type { Owner, RouteCase, subscribersOnly as SubscribersOnly } from './permission-cases.js';

const NOT_FOUND = { error: HISTORY_MESSAGES.versionNotFound };

/**
 * Saves the owner's day again with a line added (its tab keeps the owner's marker; an unchanged save keeps no
 * version), so its history holds the version before:
 * answers the day's version now and the newest kept version.
 */
async function ownerVersion(t: TestApp, owner: Owner): Promise<{ dayVersion: number; version: number }> {
  const day = (
    await t.app.inject({ method: 'GET', url: `/api/diary?date=${owner.date}`, headers: owner.headers })
  ).json<DiaryDayResponse>();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/diary',
    headers: owner.headers,
    payload: {
      date: owner.date,
      baseVersion: day.version,
      notes: day.notes.map((note, index) =>
        index === 0 ? { ...note, content: `${note.content}<p>Again.</p>` } : note,
      ),
    },
  });
  if (res.statusCode !== 200) throw new Error(`the owner's save: ${res.statusCode} ${res.body}`);
  const history = await t.app.inject({
    method: 'GET',
    url: `/api/diary/history?date=${owner.date}`,
    headers: owner.headers,
  });
  const [newest] = history.json<{ versions: { version: number }[] }>().versions;
  if (!newest) throw new Error('the owner has no version');
  return { dayVersion: day.version + 1, version: newest.version };
}

/** The history's rows of the permission matrix: another member's versions are 'not found', as no one's. */
export function historyCases(subscribersOnly: typeof SubscribersOnly): RouteCase[] {
  return [
    {
      route: 'GET /api/diary/history',
      request: async ({ t, owner }): Promise<InjectOptions> => {
        const { date } = await owner();
        await ownerVersion(t, await owner());
        return { method: 'GET', url: `/api/diary/history?date=${date}` };
      },
      outcomes: subscribersOnly({}, 200),
      showsOwnerData: true,
    },
    {
      route: 'GET /api/diary/history/version',
      request: async ({ t, owner }): Promise<InjectOptions> => {
        const { date } = await owner();
        const { version } = await ownerVersion(t, await owner());
        return { method: 'GET', url: `/api/diary/history/version?date=${date}&version=${version}` };
      },
      outcomes: subscribersOnly({ 'other subscriber': [404, NOT_FOUND], admin: [404, NOT_FOUND] }, 200),
      showsOwnerData: true,
    },
    {
      route: 'POST /api/diary/history/restore',
      request: async ({ t, owner }): Promise<InjectOptions> => {
        const { date } = await owner();
        const { version, dayVersion } = await ownerVersion(t, await owner());
        return {
          method: 'POST',
          url: '/api/diary/history/restore',
          payload: { date, version, baseVersion: dayVersion },
        };
      },
      outcomes: subscribersOnly({ 'other subscriber': [404, NOT_FOUND], admin: [404, NOT_FOUND] }, 200),
    },
  ];
}
