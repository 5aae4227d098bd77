import type { Database } from '../../server/src/db/database.js';
import { nameKeyOf } from '../../server/src/features/tennis/players/name-key.js';
import { fire } from './load.js';
import { fixed, median, type Row } from './report.js';

export const SEARCH_PLAYERS = 5_000;
const TARGET_MS = 20;

/** Parts to make names from, with the accents and letters the search folds. */
const FIRST = ['Novak', 'Ștefan', 'Jiří', 'Álvaro', 'Mikołaj', 'Søren', 'Łukasz', 'Théo', 'Jannik', 'Casper', 'Holger'];
const LAST = ['Đoković', 'Müller', 'Nørgaard', 'Ćorić', 'Šafránek', 'Dvořák', 'Ruud', 'Alcaraz', 'Sinner', 'Medvedev'];
const QUERIES = ['djok', 'novak djo', 'mul', 'stef', 'jiri dvo', 'sor', 'ruud', 'al', 'luk cor', 'mik'];

/**
 * The players table of a busy source: `SEARCH_PLAYERS` upstream-like players with accented names, stored
 * under the demo source the bench server reads (its own players join them when a player page is read).
 */
export async function seedSearchPlayers(db: Database): Promise<void> {
  const rows = Array.from({ length: SEARCH_PLAYERS }, (_, n) => {
    const firstName = `${FIRST[n % FIRST.length]}${n % 7 === 0 ? '' : ` ${n}`}`;
    const lastName = `${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n % 3 === 0 ? '-Lima' : ''}`;
    return {
      source: 'demo',
      playerId: `BP${n.toString().padStart(5, '0')}`,
      firstName,
      lastName,
      nation: '',
      nameKey: nameKeyOf(firstName, lastName),
      updatedAt: Date.now(),
    };
  });
  for (let at = 0; at < rows.length; at += 500) {
    await db
      .insertInto('tennisPlayers')
      .values(rows.slice(at, at + 500))
      .execute();
  }
}

/** The head-to-head picker's name search over the seeded players: p99 over varied queries, one connection. */
export async function playerSearchRow(url: string, token: string): Promise<Row> {
  let next = 0;
  const runs = [];
  for (let run = 0; run < 5; run += 1) {
    const result = await fire({
      url: `${url}/api/atp/players?q=a`,
      headers: { authorization: `Bearer ${token}` },
      connections: 1,
      seconds: 2,
      setupRequest: (request) => ({
        ...request,
        path: `/api/atp/players?q=${encodeURIComponent(QUERIES[next++ % QUERIES.length] ?? 'a')}`,
      }),
    });
    if (result.non2xx > 0) throw new Error(`GET /api/atp/players: ${result.non2xx} answers were not 2xx`);
    runs.push(result);
  }
  const p99 = median(runs.map((run) => run.p99));
  return {
    name: `GET /api/atp/players?q= p99 (${SEARCH_PLAYERS.toLocaleString('en')} players)`,
    value: `${p99} ms`,
    target: `< ${TARGET_MS} ms`,
    pass: p99 < TARGET_MS,
    note: `mean ${fixed(median(runs.map((run) => run.mean)))} ms, ${QUERIES.length} queries in turn, 1 connection, median of 5 runs`,
  };
}
