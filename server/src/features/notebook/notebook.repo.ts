import type { MentionKind } from '@baseline/contract';
import type { Database } from '../../db/database.js';

/** The first and last day (YYYY-MM-DD) of a stretch of the diary. */
export interface DayRange {
  from: string;
  to: string;
}

export function seasonDays(year: number): DayRange {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** A diary tab as a backlink is made of it. */
/** A tab as a backlink lists it; its HTML is read apart (`tabContents`), only for the excerpts not kept. */
export interface TabRow {
  /** The tab's row: a save writes every tab anew, so one id always holds the same text. */
  noteId: string;
  date: string;
  position: number;
  title: string;
}

export interface MentionQuery {
  userId: string;
  kind: MentionKind;
  targetId: string;
  within?: DayRange;
}

function mentionsOf(db: Database, { userId, kind, targetId, within }: MentionQuery) {
  let query = db
    .selectFrom('diaryMentions as m')
    .where('m.userId', '=', userId)
    .where('m.kind', '=', kind)
    .where('m.targetId', '=', targetId);
  if (within) query = query.where('m.date', '>=', within.from).where('m.date', '<=', within.to);
  return query;
}

/**
 * The member's tabs that mention the target, newest day first and a day's tabs in order, from the one after
 * `after` (the last one of the page before). Read through the mentions index (user, kind, target, date).
 */
export async function tabsMentioning(
  db: Database,
  query: MentionQuery,
  page: { limit: number; after?: { date: string; position: number } },
): Promise<TabRow[]> {
  let rows = mentionsOf(db, query)
    .innerJoin('diaryNotes as n', 'n.id', 'm.noteId')
    .select(['n.id as noteId', 'm.date', 'n.position', 'n.title']);
  const { after } = page;
  if (after) {
    rows = rows.where((eb) =>
      eb.or([
        eb('m.date', '<', after.date),
        eb.and([eb('m.date', '=', after.date), eb('n.position', '>', after.position)]),
      ]),
    );
  }
  return rows.orderBy('m.date', 'desc').orderBy('n.position').limit(page.limit).execute();
}

/** The HTML of these tabs of the member's, by tab id. */
export async function tabContents(db: Database, userId: string, noteIds: string[]): Promise<Map<string, string>> {
  if (noteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('diaryNotes as n')
    .innerJoin('diaryEntries as e', 'e.id', 'n.entryId')
    .select(['n.id', 'n.content'])
    .where('e.userId', '=', userId)
    .where('n.id', 'in', noteIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.content]));
}

export async function countTabsMentioning(db: Database, query: MentionQuery): Promise<number> {
  const row = await mentionsOf(db, query)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every tab of the member's days in the range, newest day first. */
export async function tabsWithin(db: Database, userId: string, within: DayRange, limit: number): Promise<TabRow[]> {
  return db
    .selectFrom('diaryEntries as e')
    .innerJoin('diaryNotes as n', 'n.entryId', 'e.id')
    .select(['n.id as noteId', 'e.date', 'n.position', 'n.title'])
    .where('e.userId', '=', userId)
    .where('e.date', '>=', within.from)
    .where('e.date', '<=', within.to)
    .orderBy('e.date', 'desc')
    .orderBy('n.position')
    .limit(limit)
    .execute();
}

/**
 * The players the draw marks as written about: those mentioned on a day that also mentions the tournament in
 * the season, and those mentioned on any day of the tournament's dates.
 */
export async function playersMentionedAround(
  db: Database,
  userId: string,
  tournament: { id: string; season: DayRange; dates?: DayRange },
): Promise<string[]> {
  const daysNamingIt = mentionsOf(db, {
    userId,
    kind: 'tournament',
    targetId: tournament.id,
    within: tournament.season,
  }).select('m.entryId');
  const { dates } = tournament;
  const rows = await db
    .selectFrom('diaryMentions')
    .select('targetId')
    .distinct()
    .where('userId', '=', userId)
    .where('kind', '=', 'player')
    .where((eb) =>
      eb.or([
        eb('entryId', 'in', daysNamingIt),
        ...(dates ? [eb.and([eb('date', '>=', dates.from), eb('date', '<=', dates.to)])] : []),
      ]),
    )
    .orderBy('targetId')
    .execute();
  return rows.map((row) => row.targetId);
}

/** The member's player notes at the tournament's edition of the given year. */
export async function notesAtTournament(db: Database, userId: string, tournamentId: string, year: number) {
  return db
    .selectFrom('playerNotes')
    .select(['playerId', 'tournamentYear', 'note', 'updatedAt'])
    .where('userId', '=', userId)
    .where('tournamentId', '=', tournamentId)
    .where('tournamentYear', '=', year)
    .orderBy('updatedAt', 'desc')
    .orderBy('playerId')
    .execute();
}

/** How many notes, mentioning tabs and labels the member has on each of the players. */
export async function writingsOnPlayers(db: Database, userId: string, playerIds: string[]) {
  if (playerIds.length === 0) {
    const none = new Map<string, number>();
    return { notes: none, tabs: none, labels: none };
  }
  const [notes, tabs, labels] = await Promise.all([
    db
      .selectFrom('playerNotes')
      .select((eb) => ['playerId as id', eb.fn.countAll().as('count')])
      .where('userId', '=', userId)
      .where('playerId', 'in', playerIds)
      .groupBy('playerId')
      .execute(),
    db
      .selectFrom('diaryMentions')
      .select((eb) => ['targetId as id', eb.fn.countAll().as('count')])
      .where('userId', '=', userId)
      .where('kind', '=', 'player')
      .where('targetId', 'in', playerIds)
      .groupBy('targetId')
      .execute(),
    db
      .selectFrom('playerLabelAssignments')
      .select((eb) => ['playerId as id', eb.fn.countAll().as('count')])
      .where('userId', '=', userId)
      .where('playerId', 'in', playerIds)
      .groupBy('playerId')
      .execute(),
  ]);
  const counted = (rows: { id: string; count: string | number | bigint }[]) =>
    new Map(rows.map((row) => [row.id, Number(row.count)]));
  return { notes: counted(notes), tabs: counted(tabs), labels: counted(labels) };
}

/**
 * The tournaments the member wrote about in a season before `season`: player notes saved with an earlier
 * year, and diary days of an earlier year that mention the tournament.
 */
export async function tournamentsWrittenBefore(db: Database, userId: string, season: number): Promise<string[]> {
  const rows = await db
    .selectFrom('playerNotes')
    .select('tournamentId as id')
    .where('userId', '=', userId)
    .where('tournamentYear', '<', season)
    .union(
      db
        .selectFrom('diaryMentions')
        .select('targetId as id')
        .where('userId', '=', userId)
        .where('kind', '=', 'tournament')
        .where('date', '<', `${season}-01-01`),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
