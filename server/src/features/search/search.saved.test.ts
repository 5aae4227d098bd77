import type { SearchResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { expectOk, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';
import { addDemoPlayers, mentionHtml } from '../mentions/testing/mentions.js';

const NOW = Date.parse('2026-05-30T12:00:00Z');
// Roland Garros in the demo source's seasons.
const ROLAND_GARROS = '520';

/*
 * The search as a member meets it: days saved, renamed and player notes written through the app's own routes,
 * then found through GET /api/search, so the rows the saves write are the rows the search reads.
 */
describe.each(dialects)('searching what was saved through the app (%s)', (dialect) => {
  let t: TestApp;
  let me: Headers;

  const search = async (q: string, sort = 'relevance') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams({ q, sort }).toString()}`,
      headers: me,
    });
    expect(res.statusCode).toBe(200);
    return res.json<SearchResponse>();
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    me = (await signInSubscriber(t)).headers;
    await addDemoPlayers(t, [{ playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' }]);
    const sinner = mentionHtml('player', 'ZS01', 'Jannik Sinner');
    expectOk(
      await saveDay(t, me, {
        date: '2026-05-01',
        notes: [
          tab({ title: 'Warm-up', content: '<p>Light hitting only.</p>', tags: ['practice'] }),
          tab({
            title: 'Match v lefty',
            content: `<p>${sinner} served two <strong>double faults</strong> on the second serve, both on clay.</p>`,
            tags: ['Clay', 'match'],
          }),
        ],
      }),
    );
    expectOk(
      await saveDay(t, me, {
        date: '2026-05-20',
        notes: [tab({ title: 'Notes', content: '<p>No double fault today.</p>', tags: ['grass'] })],
      }),
    );
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/player-notes/${ROLAND_GARROS}/ZS01`,
      headers: me,
      payload: { note: 'Second serve kicks high to the backhand.', tournamentYear: 2026 },
    });
    expect(note.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('finds a saved tab by a stemmed phrase, a tag and a player it mentions, with its place and its words marked', async () => {
    expect(await search('"double faults" tag:clay player:sinner')).toEqual({
      total: 1,
      nextOffset: null,
      results: [
        {
          kind: 'diary',
          date: '2026-05-01',
          tab: 1,
          title: [{ text: 'Match v lefty', match: false }],
          tags: ['Clay', 'match'],
          excerpt: [
            { text: '@Jannik Sinner served two ', match: false },
            { text: 'double', match: true },
            { text: ' ', match: false },
            { text: 'faults', match: true },
            { text: ' on the second serve, both on clay.', match: false },
          ],
        },
      ],
    });
  });

  it("reads the tabs' text, never their markup: the tags and attributes of the HTML find nothing", async () => {
    expect((await search('strong')).total).toBe(0);
    expect((await search('span OR kind OR ZS01')).total).toBe(0);
  });

  it('finds the player note by its text and by the player, with both names', async () => {
    const found = await search('second serve in:players');
    expect(found.total).toBe(1);
    expect(found.results[0]).toMatchObject({
      kind: 'player',
      playerId: 'ZS01',
      playerName: 'Jannik Sinner',
      tournamentId: ROLAND_GARROS,
      tournamentName: 'Roland Garros',
      year: 2026,
      date: '2026-05-30',
    });
    expect((await search('player:sinner')).results.map((result) => result.kind).sort()).toEqual(['diary', 'player']);
  });

  it('lists the newest first when asked, and leaves out what a -word excludes', async () => {
    const newest = await search('"double fault"', 'newest');
    expect(newest.results.map((result) => (result.kind === 'diary' ? [result.date, result.tab] : []))).toEqual([
      ['2026-05-20', 0],
      ['2026-05-01', 1],
    ]);
    expect(
      (await search('"double fault" -clay')).results.map((result) => result.kind === 'diary' && result.date),
    ).toEqual(['2026-05-20']);
  });

  it('finds a tab under its new title once renamed, and no longer under the old one', async () => {
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/diary/rename-tab',
      headers: me,
      payload: { date: '2026-05-01', index: 0, newTitle: 'Forehand drills' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await search('drills')).results).toMatchObject([{ kind: 'diary', date: '2026-05-01', tab: 0 }]);
    expect((await search('warm')).total).toBe(0);
  });

  it('finds nothing of a day once it is deleted', async () => {
    expectOk(await saveDay(t, me, { date: '2026-05-20', notes: [], overwrite: true }));
    expect((await search('grass')).total).toBe(0);
    expect((await search('"double fault"')).total).toBe(1);
  });
});
