import { sql } from 'kysely';
import { TENNIS_PLAYERS, type TennisDataSource } from '@baseline/contract';
import type { Database } from '../../../db/database.js';
import type { TennisPlayersTable } from '../../../db/tables.js';
import type { DrawMatches } from './draw-matches.js';
import { nameKeyOf } from './name-key.js';
import { seedingOf } from './seeding.js';

/** Rows per insert: far below both databases' limits on bound values (17 columns a row). */
const ROWS_PER_INSERT = 500;

export interface StoredDraw extends DrawMatches {
  source: TennisDataSource;
  /** Of the draw's bytes: the same digest as last time is nothing to write. */
  digest: string;
  season: number;
  tournamentId: string;
  /** The tournament's first day, for ordering; '' when unknown. */
  startDate: string;
  /** The tournament's category ("GS"), which its seeds are read with; '' when unknown. */
  tournamentType: string;
  nationOf: (playerId: string) => string;
  now: number;
}

/**
 * The draw's players and matches, in one transaction: the players upserted (a nation once known is kept when
 * the source does not say it again), the tournament's matches replaced, so a draw rebuilt differently leaves
 * nothing behind. False when the same draw was stored last time: nothing is written.
 */
export async function storeDraw(db: Database, draw: StoredDraw): Promise<boolean> {
  const { source, season, tournamentId, digest } = draw;
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('tennisPlayerDraws')
      .select('digest')
      .where('source', '=', source)
      .where('season', '=', season)
      .where('tournamentId', '=', tournamentId)
      .executeTakeFirst();
    if (last?.digest === digest) return false;
    const players: TennisPlayersTable[] = draw.players.map((player) => ({
      source,
      playerId: player.PlayerId,
      firstName: player.FirstName,
      lastName: player.LastName,
      nation: draw.nationOf(player.PlayerId),
      nameKey: nameKeyOf(player.FirstName, player.LastName),
      bestSeeding: seedingOf(draw.tournamentType, player.seed),
      updatedAt: draw.now,
    }));
    for (const chunk of chunks(players)) {
      await trx
        .insertInto('tennisPlayers')
        .values(chunk)
        .onConflict((conflict) =>
          conflict.columns(['source', 'playerId']).doUpdateSet((eb) => ({
            firstName: eb.ref('excluded.firstName'),
            lastName: eb.ref('excluded.lastName'),
            nameKey: eb.ref('excluded.nameKey'),
            updatedAt: eb.ref('excluded.updatedAt'),
            nation: sql<string>`case when ${eb.ref('excluded.nation')} = '' then ${eb.ref('tennisPlayers.nation')} else ${eb.ref('excluded.nation')} end`,
            // The better of the two seedings (min and least differ between the databases; a case reads alike).
            bestSeeding: sql<
              number | null
            >`case when ${eb.ref('tennisPlayers.bestSeeding')} is null or ${eb.ref('excluded.bestSeeding')} < ${eb.ref('tennisPlayers.bestSeeding')} then ${eb.ref('excluded.bestSeeding')} else ${eb.ref('tennisPlayers.bestSeeding')} end`,
          })),
        )
        .execute();
    }
    await trx
      .deleteFrom('tennisPlayerMatches')
      .where('source', '=', source)
      .where('season', '=', season)
      .where('tournamentId', '=', tournamentId)
      .execute();
    const matches = draw.matches.map((match) => ({ ...match, source, startDate: draw.startDate }));
    for (const chunk of chunks(matches)) await trx.insertInto('tennisPlayerMatches').values(chunk).execute();
    await trx
      .insertInto('tennisPlayerDraws')
      .values({ source, season, tournamentId, digest })
      .onConflict((conflict) => conflict.columns(['source', 'season', 'tournamentId']).doUpdateSet({ digest }))
      .execute();
    return true;
  });
}

/** The digest of each draw of the season as last stored, by tournament id. */
export async function storedDigests(
  db: Database,
  source: TennisDataSource,
  season: number,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('tennisPlayerDraws')
    .select(['tournamentId', 'digest'])
    .where('source', '=', source)
    .where('season', '=', season)
    .execute();
  return new Map(rows.map((row) => [row.tournamentId, row.digest]));
}

function chunks<Row>(rows: Row[]): Row[][] {
  const out: Row[][] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) out.push(rows.slice(at, at + ROWS_PER_INSERT));
  return out;
}

const playerColumns = ['playerId', 'firstName', 'lastName', 'nation', 'bestSeeding'] as const;

export type PlayerRow = Pick<TennisPlayersTable, (typeof playerColumns)[number]>;

/**
 * Players whose folded name has a word starting with each of the query's words, best first: the whole query
 * starting the name ("novak djo"), then starting a later word (a family name); among those, the seeded by their
 * best seeding (seeding.ts) before the never seeded; then by family name. Words are folded to letters and digits (name-key.ts),
 * so none of them is a LIKE wildcard.
 */
export async function searchPlayers(db: Database, source: TennisDataSource, words: string[]): Promise<PlayerRow[]> {
  const phrase = words.join(' ');
  let query = db.selectFrom('tennisPlayers').select(playerColumns).where('source', '=', source);
  for (const word of words) {
    query = query.where((eb) => eb.or([eb('nameKey', 'like', `${word}%`), eb('nameKey', 'like', `% ${word}%`)]));
  }
  return query
    .orderBy(
      sql`case when ${sql.ref('name_key')} like ${`${phrase}%`} then 0 when ${sql.ref('name_key')} like ${`% ${phrase}%`} then 1 else 2 end`,
    )
    .orderBy(sql`case when ${sql.ref('best_seeding')} is null then 1 else 0 end`)
    .orderBy('bestSeeding')
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('playerId')
    .limit(TENNIS_PLAYERS.searchResults)
    .execute();
}

/** Each player's newest tournament among those stored (by its first day), for the ids that played any. */
export async function lastTournaments(
  db: Database,
  source: TennisDataSource,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tennisPlayerMatches')
    .select(['playerId', 'tournamentId', 'startDate'])
    .distinct()
    .where('source', '=', source)
    .where('playerId', 'in', ids)
    .where('startDate', '!=', '')
    .orderBy('startDate', 'desc')
    .orderBy('tournamentId')
    .execute();
  const newest = new Map<string, string>();
  for (const row of rows) if (!newest.has(row.playerId)) newest.set(row.playerId, row.tournamentId);
  return newest;
}

/** The players of these ids, for a select to pick their columns. */
function playersWithIds(db: Database, source: TennisDataSource, ids: readonly string[]) {
  return db.selectFrom('tennisPlayers').where('source', '=', source).where('playerId', 'in', ids);
}

export async function findPlayers(
  db: Database,
  source: TennisDataSource,
  ids: readonly string[],
): Promise<PlayerRow[]> {
  if (ids.length === 0) return [];
  return playersWithIds(db, source, ids).select(playerColumns).execute();
}

/**
 * The names the players table has for these ids ("first last"); an id it lacks is not in the map. Only the
 * name columns: a player note's save reads them, and the migrations' tests save one before later columns exist.
 */
export async function playerNames(
  db: Database,
  source: TennisDataSource,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await playersWithIds(db, source, ids).select(['playerId', 'firstName', 'lastName']).execute();
  return new Map(rows.map((row) => [row.playerId, `${row.firstName} ${row.lastName}`.trim()]));
}

const matchColumns = [
  'season',
  'tournamentId',
  'eventCode',
  'eventName',
  'playOrder',
  'roundName',
  'isFinal',
  'partnerId',
  'opponentId',
  'opponent2Id',
  'won',
  'sets',
  'reason',
  'startDate',
] as const;

/** The player's matches in the season, newest tournament first, and within an event the last match first. */
export async function matchesOfPlayer(db: Database, source: TennisDataSource, playerId: string, season: number) {
  return db
    .selectFrom('tennisPlayerMatches')
    .select(matchColumns)
    .where('source', '=', source)
    .where('playerId', '=', playerId)
    .where('season', '=', season)
    .orderBy('startDate', 'desc')
    .orderBy('tournamentId')
    .orderBy('eventCode')
    .orderBy('playOrder', 'desc')
    .orderBy('matchKey', 'desc')
    .execute();
}

/** Every match the player played against the opponent (either opponent in doubles), newest first. */
export async function meetings(db: Database, source: TennisDataSource, playerId: string, opponentId: string) {
  return db
    .selectFrom('tennisPlayerMatches')
    .select(matchColumns)
    .where('source', '=', source)
    .where('playerId', '=', playerId)
    .where((eb) => eb.or([eb('opponentId', '=', opponentId), eb('opponent2Id', '=', opponentId)]))
    .orderBy('startDate', 'desc')
    .orderBy('season', 'desc')
    .orderBy('playOrder', 'desc')
    .orderBy('matchKey', 'desc')
    .execute();
}

export type MatchRow = Awaited<ReturnType<typeof matchesOfPlayer>>[number];
