import type { TennisDataSource } from '@baseline/contract';
import type { Database } from '../../../db/database.js';

/** The names the players table has for these ids ("first last"); an id it lacks is not in the map. */
export async function playerNames(
  db: Database,
  source: TennisDataSource,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tennisPlayers')
    .select(['playerId', 'firstName', 'lastName'])
    .where('source', '=', source)
    .where('playerId', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.playerId, `${row.firstName} ${row.lastName}`.trim()]));
}
