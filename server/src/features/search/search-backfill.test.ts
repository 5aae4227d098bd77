import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../test/build-app.js';
import { mentionSpan, writeDiaryDay } from '../notebook/testing/notebook.js';
import { checkFullTextIndex, matchedRowIds, searchRowIds, searchRowsOf } from './testing/search-index.js';
import { insertUser } from '../users/users.repo.js';
import { createDemoData } from '../tennis/demo/demo-data.js';
import { backfillSearchIndex, backfillTabs } from '../../search-backfill.js';

const NOW = Date.parse('2026-05-30T12:00:00Z');
// Roland Garros in the demo source's seasons.
const ROLAND_GARROS = '520';
const tournaments = createDemoData(() => NOW);
const warnings: string[] = [];
const warn = (message: string) => {
  warnings.push(message);
};

describe.each(dialects)('indexing what was saved before the index (%s)', (dialect) => {
  let database: TestDatabase;
  const userId = randomUUID();

  /** A database of the schema before search, holding three tabs on two days and three player notes. */
  beforeEach(async () => {
    database = await createTestDatabase(dialect, {}, { migratedUpTo: '2026-11-27-01-notebook' });
    const { db } = database.database;
    await insertUser(db, {
      id: userId,
      username: 'coach',
      email: 'coach@example.com',
      passwordHash: 'x',
      isAdmin: false,
      mustChangePassword: false,
      createdAt: NOW,
    });
    await db
      .insertInto('tennisPlayers')
      .values({
        source: 'demo',
        playerId: 'ZS01',
        firstName: 'Jannik',
        lastName: 'Sinner',
        nation: 'ITA',
        nameKey: 'jannik sinner',
        updatedAt: 0,
      })
      .execute();
    await writeDiaryDay(db, userId, '2026-05-01', [
      {
        title: 'Second serves',
        html: `<p>Kicked <em>wide</em> to ${mentionSpan('player', 'ZS01', 'Jannik Sinner')}</p>`,
      },
      { title: 'Rain', html: '<p>Rain delay</p>' },
    ]);
    await writeDiaryDay(db, userId, '2026-05-02', [{ title: 'Clay', html: '<p>Sliding</p>' }]);
    const firstTab = await db
      .selectFrom('diaryNotes')
      .innerJoin('diaryEntries', 'diaryEntries.id', 'diaryNotes.entryId')
      .select(['diaryNotes.id', 'diaryNotes.entryId'])
      .where('title', '=', 'Second serves')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('noteTags')
      .values(
        ['Clay', 'Kick serve'].map((tag, position) => ({
          noteId: firstTab.id,
          entryId: firstTab.entryId,
          userId,
          position,
          tag,
          tagKey: tag.toLowerCase(),
        })),
      )
      .execute();
    // Of the schema of then, where a note could be saved without its edition's year.
    for (const [playerId, tournamentYear] of [
      ['ZS01', 2025],
      ['ZZ98', 2026],
      ['ZZ99', null],
    ] as const) {
      await sql`insert into player_notes (user_id, tournament_id, player_id, tournament_year, note, created_at, updated_at)
        values (${userId}, ${ROLAND_GARROS}, ${playerId}, ${tournamentYear}, ${`Serves wide, ${playerId}`}, ${NOW}, ${NOW})`.execute(
        db,
      );
    }
    await database.migrateRest();
  }, 60_000);
  afterEach(async () => {
    await database.close();
  });

  /** How many rows each tab and each player note has, keyed by note id or player id. */
  async function rowsPerNote(): Promise<Record<string, number>> {
    const rows = await database.database.db.selectFrom('searchDocuments').select(['noteId', 'playerId']).execute();
    const counts: Record<string, number> = {};
    for (const row of rows) {
      const key = row.noteId ?? row.playerId ?? '';
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  }

  async function everyNoteKey(): Promise<string[]> {
    const { db } = database.database;
    const tabs = await db.selectFrom('diaryNotes').select('id').execute();
    const notes = await db.selectFrom('playerNotes').select('playerId').execute();
    return [...tabs.map((tab) => tab.id), ...notes.map((note) => note.playerId)].sort();
  }

  it('indexes every tab and player note in batches, as a save would have, and finds nothing left after', async () => {
    expect(await backfillSearchIndex({ db: database.database.db, tournaments, warn, batchSize: 2 })).toEqual({
      tabs: 3,
      playerNotes: 3,
    });
    const keys = await everyNoteKey();
    expect(await rowsPerNote()).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));

    const rows = await searchRowsOf(database, userId);
    expect(rows.find((row) => row.title === 'Second serves')).toMatchObject({
      kind: 'diary',
      date: '2026-05-01',
      position: 0,
      tagList: '["Clay","Kick serve"]',
      body: 'Kicked wide to @Jannik Sinner',
      words: ' second serv | kick wide to jannik sinner | clai | kick serv ',
      tags: ' clay | kickserve ',
      players: ' jannik sinner ',
      events: ' ',
    });
    expect(rows.filter((row) => row.kind === 'player')).toEqual([
      expect.objectContaining({
        playerId: 'ZS01',
        playerName: 'Jannik Sinner',
        tournamentName: 'Roland Garros',
        year: 2025,
        date: '2026-05-30',
        body: 'Serves wide, ZS01',
        words: ' serv wide zs01 | jannik sinner | roland garro ',
        players: ' jannik sinner ',
        events: ' roland garros ',
      }),
      expect.objectContaining({ playerId: 'ZZ98', playerName: '', tournamentName: 'Roland Garros', players: ' ' }),
      // Without a year, on the edition of the year it was saved in (the migration 2026-12-01-01-player-note-editions).
      expect.objectContaining({ playerId: 'ZZ99', playerName: '', tournamentName: 'Roland Garros', year: 2026 }),
    ]);
    const ids = await searchRowIds(database, userId);
    expect(await matchedRowIds(database, userId, 'players', 'sinner')).toEqual([
      ids.get(rows.find((row) => row.title === 'Second serves')?.noteId ?? ''),
      ids.get('ZS01'),
    ]);
    await checkFullTextIndex(database);

    expect(await backfillSearchIndex({ db: database.database.db, tournaments, warn })).toEqual({
      tabs: 0,
      playerNotes: 0,
    });
    expect(warnings).toEqual([]);
  });

  it('goes on where an interrupted run stopped, leaving each note indexed once', async () => {
    expect(await backfillTabs(database.database.db, 2)).toBe(2);
    expect(Object.keys(await rowsPerNote())).toHaveLength(2);

    expect(await backfillSearchIndex({ db: database.database.db, tournaments, warn, batchSize: 2 })).toEqual({
      tabs: 1,
      playerNotes: 3,
    });
    expect(await rowsPerNote()).toEqual(Object.fromEntries((await everyNoteKey()).map((key) => [key, 1])));
    await checkFullTextIndex(database);
  });

  it('indexes player notes without the tournament’s name when the tennis source cannot answer, asking it once', async () => {
    let asked = 0;
    const down = {
      source: 'demo' as const,
      tournamentsWithId: () => {
        asked++;
        return Promise.reject(new Error('upstream down'));
      },
    };
    const seen: string[] = [];
    await backfillSearchIndex({
      db: database.database.db,
      tournaments: down,
      warn: (message) => {
        seen.push(message);
      },
    });
    expect(asked).toBe(1);
    expect(seen).toEqual([
      'Search index: the tennis source cannot name tournaments (Error: upstream down); notes indexed without.',
    ]);
    const players = (await searchRowsOf(database, userId)).filter((row) => row.kind === 'player');
    expect(players.map((row) => [row.playerId, row.playerName, row.tournamentName, row.events])).toEqual([
      ['ZS01', 'Jannik Sinner', '', ' '],
      ['ZZ98', '', '', ' '],
      ['ZZ99', '', '', ' '],
    ]);
  });
});
