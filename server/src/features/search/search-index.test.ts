import type { DiaryDayResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';
import { addDemoPlayers, mentionHtml } from '../mentions/testing/mentions.js';
import { checkFullTextIndex, matchedRowIds, searchRowIds, searchRowsOf } from './testing/search-index.js';

const NOW = Date.parse('2026-05-30T12:00:00Z');
const DATE = '2026-05-01';
// Roland Garros in the demo source's seasons.
const ROLAND_GARROS = '520';

const sinner = mentionHtml('player', 'ZS01', 'Jannik Sinner');
const rolandGarros = mentionHtml('tournament', ROLAND_GARROS, 'Roland Garros');

const diaryRow = {
  kind: 'diary',
  playerId: null,
  tournamentId: null,
  playerName: '',
  tournamentName: '',
  year: null,
};
/** A tab's expected row: the day's, with no tags, players or events unless given. */
function tabRow(tab: { noteId: string | undefined; entryId: string; position: number }, fields: object) {
  return { ...diaryRow, ...tab, date: DATE, tags: ' ', players: ' ', events: ' ', ...fields };
}
const playerRow = { kind: 'player', noteId: null, entryId: null, position: null, title: '', tagList: '[]', tags: ' ' };

function renameTab(t: TestApp, headers: Headers, index: number, newTitle: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/diary/rename-tab',
    headers,
    payload: { date: DATE, index, newTitle },
  });
}

function savePlayerNote(t: TestApp, headers: Headers, playerId: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/player-notes/${ROLAND_GARROS}/${playerId}`, headers, payload });
}

describe.each(dialects)('the search index is written with the notes (%s)', (dialect) => {
  let t: TestApp;
  let me: { headers: Headers; userId: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    const signedIn = await signInSubscriber(t);
    me = { headers: signedIn.headers, userId: signedIn.user.id };
    await addDemoPlayers(t, [{ playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' }]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function noteIds(): Promise<{ day: DiaryDayResponse; ids: string[]; entryId: string }> {
    const day = await readDay(t, me.headers, DATE);
    const rows = await t.database.db
      .selectFrom('diaryNotes as n')
      .innerJoin('diaryEntries as e', 'e.id', 'n.entryId')
      .select(['n.id', 'e.id as entryId'])
      .where('e.userId', '=', me.userId)
      .where('e.date', '=', DATE)
      .orderBy('n.position')
      .execute();
    return { day, ids: rows.map((row) => row.id), entryId: rows[0]?.entryId ?? '' };
  }

  it('indexes each tab of a saved day, replaces the rows on the next save and drops them with the day', async () => {
    const first = `<p>Double faults <strong>under</strong> pressure against ${sinner} at ${rolandGarros}</p>`;
    expectOk(
      await saveDay(t, me.headers, {
        date: DATE,
        notes: [
          tab({ title: 'Second serves', content: first, tags: ['Clay', 'Second serve'] }),
          tab({ title: '', content: '<p>Rain&nbsp;delay.</p>', tags: [] }),
        ],
      }),
    );
    const saved = await noteIds();
    expect(await searchRowsOf(t, me.userId)).toEqual([
      tabRow(
        { noteId: saved.ids[0], entryId: saved.entryId, position: 0 },
        {
          title: 'Second serves',
          tagList: '["Clay","Second serve"]',
          body: 'Double faults under pressure against @Jannik Sinner at @Roland Garros',
          words: ' second serv | doubl fault under pressur against jannik sinner at roland garro | clai | second serv ',
          tags: ' clay | secondserve ',
          players: ' jannik sinner ',
          events: ' roland garros ',
        },
      ),
      tabRow(
        { noteId: saved.ids[1], entryId: saved.entryId, position: 1 },
        {
          title: 'Tab 2',
          tagList: '[]',
          body: 'Rain delay.',
          words: ' tab 2 | rain delai ',
        },
      ),
    ]);
    const ids = await searchRowIds(t, me.userId);
    const firstRow = ids.get(saved.ids[0] ?? '');
    expect(await matchedRowIds(t, me.userId, 'players', 'sinner')).toEqual([firstRow]);
    expect(await matchedRowIds(t, me.userId, 'tags', 'secondserve')).toEqual([firstRow]);
    expect(await matchedRowIds(t, me.userId, 'words', 'delai')).toEqual([ids.get(saved.ids[1] ?? '')]);
    // Markup is not text: the bold word is indexed, its tag's name is not.
    expect(await matchedRowIds(t, me.userId, 'words', 'strong')).toEqual([]);

    expectOk(
      await saveDay(t, me.headers, {
        date: DATE,
        baseVersion: saved.day.version,
        notes: [tab({ title: 'Returns', content: '<p>Chip returns</p>', tags: ['Grass'] })],
      }),
    );
    const resaved = await noteIds();
    expect(await searchRowsOf(t, me.userId)).toEqual([
      tabRow(
        { noteId: resaved.ids[0], entryId: saved.entryId, position: 0 },
        {
          title: 'Returns',
          tagList: '["Grass"]',
          body: 'Chip returns',
          words: ' return | chip return | grass ',
          tags: ' grass ',
        },
      ),
    ]);
    expect(await matchedRowIds(t, me.userId, 'players', 'sinner')).toEqual([]);
    expect(await matchedRowIds(t, me.userId, 'words', 'delai')).toEqual([]);
    expect(await matchedRowIds(t, me.userId, 'tags', 'grass')).toEqual([
      (await searchRowIds(t, me.userId)).get(resaved.ids[0] ?? ''),
    ]);
    await checkFullTextIndex(t);

    expectOk(await saveDay(t, me.headers, { date: DATE, baseVersion: resaved.day.version, notes: [] }));
    expect(await searchRowsOf(t, me.userId)).toEqual([]);
    expect(await matchedRowIds(t, me.userId, 'tags', 'grass')).toEqual([]);
    await checkFullTextIndex(t);
  });

  it('writes a renamed tab’s title into its row, words and all', async () => {
    expectOk(
      await saveDay(t, me.headers, {
        date: DATE,
        notes: [tab({ title: 'Warm-up', content: '<p>Slice backhands</p>', tags: ['Practice'] })],
      }),
    );
    expectOk(await renameTab(t, me.headers, 0, 'Kick serves'));
    const renamed = await noteIds();
    expect(await searchRowsOf(t, me.userId)).toEqual([
      tabRow(
        { noteId: renamed.ids[0], entryId: renamed.entryId, position: 0 },
        {
          title: 'Kick serves',
          tagList: '["Practice"]',
          body: 'Slice backhands',
          words: ' kick serv | slice backhand | practic ',
          tags: ' practice ',
        },
      ),
    ]);
    const row = (await searchRowIds(t, me.userId)).get(renamed.ids[0] ?? '');
    expect(await matchedRowIds(t, me.userId, 'words', 'kick')).toEqual([row]);
    expect(await matchedRowIds(t, me.userId, 'words', 'warm')).toEqual([]);
    await checkFullTextIndex(t);
    expectOk(await saveDay(t, me.headers, { date: DATE, baseVersion: renamed.day.version, notes: [] }));
  });

  it('indexes a player note with the player’s and tournament’s names, replaces it, and drops it', async () => {
    expectOk(
      await savePlayerNote(t, me.headers, 'ZS01', { note: 'Serves wide on the ad side.', tournamentYear: 2026 }),
    );
    expectOk(await savePlayerNote(t, me.headers, 'ZZ99', { note: 'Unknown lefty', tournamentYear: 2025 }));
    const noted = {
      ...playerRow,
      tournamentId: ROLAND_GARROS,
      tournamentName: 'Roland Garros',
      date: '2026-05-30',
    };
    expect(await searchRowsOf(t, me.userId)).toEqual([
      {
        ...noted,
        playerId: 'ZS01',
        playerName: 'Jannik Sinner',
        year: 2026,
        body: 'Serves wide on the ad side.',
        words: ' serv wide on the ad side | jannik sinner | roland garro ',
        players: ' jannik sinner ',
        events: ' roland garros ',
      },
      {
        ...noted,
        playerId: 'ZZ99',
        playerName: '',
        year: 2025,
        body: 'Unknown lefty',
        words: ' unknown lefti | roland garro ',
        players: ' ',
        events: ' roland garros ',
      },
    ]);
    const ids = await searchRowIds(t, me.userId);
    expect(await matchedRowIds(t, me.userId, 'events', 'garros')).toEqual([ids.get('ZS01'), ids.get('ZZ99')]);

    // Saved again on the same edition (without a year: the current one): still the one row.
    expectOk(await savePlayerNote(t, me.headers, 'ZS01', { note: 'Serves body on big points.' }));
    const [replaced] = await searchRowsOf(t, me.userId);
    expect(replaced).toEqual({
      ...noted,
      playerId: 'ZS01',
      playerName: 'Jannik Sinner',
      year: 2026,
      body: 'Serves body on big points.',
      words: ' serv bodi on big point | jannik sinner | roland garro ',
      players: ' jannik sinner ',
      events: ' roland garros ',
    });
    expect(await matchedRowIds(t, me.userId, 'words', 'wide')).toEqual([]);
    expect(await matchedRowIds(t, me.userId, 'words', 'bodi')).toEqual([
      (await searchRowIds(t, me.userId)).get('ZS01'),
    ]);

    expectOk(await savePlayerNote(t, me.headers, 'ZS01', { note: '  ' }));
    expectOk(await savePlayerNote(t, me.headers, 'ZZ99', { note: '', tournamentYear: 2025 }));
    expect(await searchRowsOf(t, me.userId)).toEqual([]);
    expect(await matchedRowIds(t, me.userId, 'events', 'garros')).toEqual([]);
    await checkFullTextIndex(t);
  });
});
