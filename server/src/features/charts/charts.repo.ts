import type { Database } from '../../db/database.js';
import type { ChartsTable } from '../../db/tables.js';

/*
 * Every function takes the member's id and reads or writes only their rows: another member's chart reads as
 * none. A transaction is a Database too, so a save's check and write take the caller's.
 */

export type ChartRow = Omit<ChartsTable, 'userId'>;

const SUMMARY_COLUMNS = [
  'id',
  'version',
  'date',
  'pointCount',
  'score',
  'winner',
  'chart',
  'createdAt',
  'updatedAt',
] as const;

export async function findChart(db: Database, userId: string, id: string) {
  return db
    .selectFrom('charts')
    .select([...SUMMARY_COLUMNS])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The version stored for the chart, or null when the member has no chart of this id. */
export async function storedVersion(db: Database, userId: string, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('charts')
    .select('version')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.version ?? null;
}

/** Which of these ids the member has a chart under. */
export async function chartIdsOf(db: Database, userId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('charts').select('id').where('userId', '=', userId).where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

export async function countCharts(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('charts')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertChart(db: Database, userId: string, row: ChartRow): Promise<void> {
  await db
    .insertInto('charts')
    .values({ ...row, userId })
    .execute();
}

export async function updateChart(db: Database, userId: string, row: ChartRow): Promise<void> {
  const { id, createdAt: _created, ...changed } = row;
  await db.updateTable('charts').set(changed).where('userId', '=', userId).where('id', '=', id).execute();
}

export async function deleteChart(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('charts').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface ChartFilter {
  playerId?: string;
  tournamentId?: string;
  year?: number;
}

/** The member's charts, newest match first, narrowed to a player or a tournament's edition. */
export async function listCharts(db: Database, userId: string, filter: ChartFilter) {
  let query = db
    .selectFrom('charts')
    .select([...SUMMARY_COLUMNS])
    .where('userId', '=', userId);
  const { playerId, tournamentId, year } = filter;
  if (playerId !== undefined)
    query = query.where((eb) => eb.or([eb('firstPlayerId', '=', playerId), eb('secondPlayerId', '=', playerId)]));
  if (tournamentId !== undefined) query = query.where('tournamentId', '=', tournamentId);
  if (year !== undefined) query = query.where('tournamentYear', '=', year);
  return query.orderBy('date', 'desc').orderBy('updatedAt', 'desc').orderBy('id').execute();
}

export interface ScoutingFilter {
  surface?: string;
  from?: string;
  to?: string;
}

/** The stored reports of the member's charts of a player, with the side the player was on. */
export async function reportsOfPlayer(db: Database, userId: string, playerId: string, filter: ScoutingFilter) {
  let query = db
    .selectFrom('charts')
    .select(['firstPlayerId', 'report'])
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('firstPlayerId', '=', playerId), eb('secondPlayerId', '=', playerId)]));
  if (filter.surface !== undefined) query = query.where('surface', '=', filter.surface);
  if (filter.from !== undefined) query = query.where('date', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('date', '<=', filter.to);
  return query.execute();
}

/** These charts of the member's as written (JSON), by id: only the few a list shows. */
export async function chartsWritten(db: Database, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('charts').select(['id', 'chart']).where('userId', '=', userId).where('id', 'in', ids).execute();
}
