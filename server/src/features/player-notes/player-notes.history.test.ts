import { HISTORY_RETENTION, type PlayerNoteHistoryResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { expectOk, signInSubscriber, type Headers } from '../diary/testing/diary.js';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-10T12:00:00Z');

describe.each(dialects)('the history of player notes (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let alice: Headers;
  let aliceId: string;
  let bob: Headers;
  beforeAll(async () => {
    clock = testClock(T0);
    t = await buildTestApp(dialect, {}, { now: clock.now });
    ({
      headers: alice,
      user: { id: aliceId },
    } = await signInSubscriber(t));
    ({ headers: bob } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (player: string, path = '', year = 2026) => `/api/player-notes/520/${player}${path}?year=${year}`;
  const save = (headers: Headers, player: string, note: string, year = 2026) => {
    clock.advance(MINUTE);
    return t.app.inject({ method: 'POST', url: url(player, '', year), headers, payload: { note } });
  };
  const history = (headers: Headers, player: string, year = 2026) =>
    t.app.inject({ method: 'GET', url: url(player, '/history', year), headers });
  const versionsOf = async (headers: Headers, player: string, year = 2026) =>
    expectOk(await history(headers, player, year)).json<PlayerNoteHistoryResponse>().versions;
  const restore = (headers: Headers, player: string, payload: object, year = 2026) => {
    clock.advance(MINUTE);
    return t.app.inject({ method: 'POST', url: url(player, '/history/restore', year), headers, payload });
  };
  const current = async (headers: Headers, player: string, year = 2026) =>
    (await t.app.inject({ method: 'GET', url: url(player, '', year), headers })).json<{ note: string }>().note;

  it('keeps the text a save changes, newest first, and none for a save that changes nothing', async () => {
    expectOk(await save(alice, 'HP01', 'Big serve.'));
    const firstSaved = clock.now();
    expectOk(await save(alice, 'HP01', 'Big serve.'));
    expect(await versionsOf(alice, 'HP01')).toEqual([]);
    expectOk(await save(alice, 'HP01', 'Big serve.\n- slow to the net'));
    expectOk(await save(alice, 'HP01', 'Third.'));
    expect(await versionsOf(alice, 'HP01')).toEqual([
      { version: 2, note: 'Big serve.\n- slow to the net', savedAt: clock.now() - MINUTE, replacedAt: clock.now() },
      { version: 1, note: 'Big serve.', savedAt: firstSaved, replacedAt: clock.now() - MINUTE },
    ]);
  });

  it('keeps a deleted note, and restores it with the text it replaces kept', async () => {
    expectOk(await save(alice, 'HP02', 'Returns deep.'));
    expectOk(await save(alice, 'HP02', '  '));
    expect(await current(alice, 'HP02')).toBe('');
    expect((await versionsOf(alice, 'HP02')).map((version) => version.note)).toEqual(['Returns deep.']);

    const restored = await restore(alice, 'HP02', { version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ message: 'Version restored.', note: 'Returns deep.' });
    expect(await current(alice, 'HP02')).toBe('Returns deep.');

    expectOk(await save(alice, 'HP02', 'Changed.'));
    expectOk(await restore(alice, 'HP02', { version: 1 }));
    expect(await current(alice, 'HP02')).toBe('Returns deep.');
    expect((await versionsOf(alice, 'HP02')).map((version) => [version.version, version.note])).toEqual([
      [3, 'Changed.'],
      [2, 'Returns deep.'],
      [1, 'Returns deep.'],
    ]);
  });

  it('keeps each edition’s history apart', async () => {
    expectOk(await save(alice, 'HP03', '2025 note', 2025));
    expectOk(await save(alice, 'HP03', '2025 changed', 2025));
    expectOk(await save(alice, 'HP03', '2026 note'));
    expect((await versionsOf(alice, 'HP03', 2025)).map((version) => version.note)).toEqual(['2025 note']);
    expect(await versionsOf(alice, 'HP03')).toEqual([]);
  });

  it('shows another member none of it, and cannot restore their versions', async () => {
    expectOk(await save(alice, 'HP04', 'Private.'));
    expectOk(await save(alice, 'HP04', 'Private, changed.'));
    expect(await versionsOf(bob, 'HP04')).toEqual([]);
    const res = await restore(bob, 'HP04', { version: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'That version of this note is not in its history.' });
    expect(await current(bob, 'HP04')).toBe('');
    expect(await current(alice, 'HP04')).toBe('Private, changed.');
  });

  it('refuses a version that is not a whole number from 1, and a bad id', async () => {
    for (const version of [0, -1, 1.5, '1', null]) {
      const res = await restore(alice, 'HP01', { version });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/player-notes/520/bad!id/history', headers: alice })).statusCode,
    ).toBe(400);
  });

  it('lets go of versions past both the newest 100 and two years, as days’ history does', async () => {
    const old = clock.now() - (HISTORY_RETENTION.retentionDays + 1) * 24 * 60 * MINUTE;
    await t.database.db
      .insertInto('playerNoteVersions')
      .values(
        Array.from({ length: HISTORY_RETENTION.versionsPerDay }, (_, index) => ({
          userId: aliceId,
          tournamentId: '520',
          playerId: 'HP05',
          tournamentYear: 2026,
          version: index + 1,
          note: `old ${index + 1}`,
          savedAt: old,
          replacedAt: old,
        })),
      )
      .execute();
    expectOk(await save(alice, 'HP05', 'first'));
    expectOk(await save(alice, 'HP05', 'second'));
    const versions = await versionsOf(alice, 'HP05');
    expect(versions).toHaveLength(HISTORY_RETENTION.versionsPerDay);
    expect([versions[0]?.note, versions.at(-1)?.note]).toEqual(['first', 'old 2']);
  });
});
