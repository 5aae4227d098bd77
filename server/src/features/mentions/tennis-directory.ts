import type { TennisDataSource, Tournament } from '@baseline/contract';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.js';
import type { PlayerIngest } from '../tennis/players/player-ingest.js';
import type { TournamentIndex } from '../tennis/players/tournament-index.js';
import { foldedWords } from '../../lib/folded-words.js';

/** A tournament as a mention names it: the newest edition's name, folded for search. */
export interface TournamentName {
  id: string;
  title: string;
  place: string;
  /** The folded words of the title and the place, as one key: "roland garros paris". */
  nameKey: string;
}

/** Name keys asked for in one statement: the databases bound a statement's parameters. */
const NAMES_PER_QUERY = 1_000;

/** Player ids known to be in the table: far more than a member mentions, far fewer than a source's players. */
const KNOWN_PLAYERS_KEPT = 20_000;

export interface TennisDirectoryDeps {
  db: Database;
  source: TennisDataSource;
  ingest: Pick<PlayerIngest, 'readSeason'>;
  tournaments: () => Promise<TournamentIndex>;
}

/**
 * The players and tournaments a mention can name, over the tennis source: the players table (filled from the
 * draws the source answers; the demo's seasons read on demand, as the player pages do) and the tournaments of
 * every season the source lists, one per id.
 */
export function createTennisDirectory({ db, source, ingest, tournaments }: TennisDirectoryDeps) {
  let named: { index: TournamentIndex; byId: Map<string, TournamentName> } | undefined;
  // A player once stored stays (draws only upsert players), so a save naming the usual players asks nothing.
  const knownPlayers = new LRUCache<string, true>({ max: KNOWN_PLAYERS_KEPT });

  return {
    source,

    /** The current season's draws read into the players table (the demo's, once a day); others after it. */
    async readCurrentSeason(): Promise<void> {
      const index = await tournaments();
      await ingest.readSeason(index.currentSeason);
    },

    async readEverySeason(): Promise<void> {
      const index = await tournaments();
      for (const season of index.seasons) await ingest.readSeason(season);
    },

    /** Whether the players table has any player of the source yet (once it has, it always will). */
    async hasPlayers(): Promise<boolean> {
      if (knownPlayers.size > 0) return true;
      const row = await db
        .selectFrom('tennisPlayers')
        .select('playerId')
        .where('source', '=', source)
        .limit(1)
        .executeTakeFirst();
      if (row) knownPlayers.set(row.playerId, true);
      return row !== undefined;
    },

    /** Those of the ids the players table has. */
    async knownPlayers(ids: readonly string[]): Promise<string[]> {
      const unsure = ids.filter((id) => !knownPlayers.has(id));
      if (unsure.length > 0) {
        const rows = await db
          .selectFrom('tennisPlayers')
          .select('playerId')
          .where('source', '=', source)
          .where('playerId', 'in', unsure)
          .execute();
        for (const row of rows) knownPlayers.set(row.playerId, true);
      }
      return ids.filter((id) => knownPlayers.has(id));
    },

    /** The players of the table whose name key (`nameKeyOf`) is one of these, with their names. */
    async playersNamed(nameKeys: readonly string[]) {
      const found: { playerId: string; firstName: string; lastName: string; nameKey: string }[] = [];
      for (let at = 0; at < nameKeys.length; at += NAMES_PER_QUERY) {
        const rows = await db
          .selectFrom('tennisPlayers')
          .select(['playerId', 'firstName', 'lastName', 'nameKey'])
          .where('source', '=', source)
          .where('nameKey', 'in', nameKeys.slice(at, at + NAMES_PER_QUERY))
          .orderBy('playerId')
          .execute();
        found.push(...rows);
      }
      return found;
    },

    /** Every tournament of the source's seasons by id, with its newest edition's name (made once per list). */
    async tournamentNames(): Promise<Map<string, TournamentName>> {
      const index = await tournaments();
      if (named?.index !== index) named = { index, byId: namesOf(index) };
      return named.byId;
    },
  };
}

export type TennisDirectory = ReturnType<typeof createTennisDirectory>;

function namesOf(index: TournamentIndex): Map<string, TournamentName> {
  const byId = new Map<string, TournamentName>();
  // Seasons newest first: the first edition met of an id is its newest.
  for (const season of index.seasons) {
    for (const tournament of index.ofSeason(season)) {
      if (!byId.has(tournament.TournamentId)) byId.set(tournament.TournamentId, nameOf(tournament));
    }
  }
  return byId;
}

function nameOf(tournament: Tournament): TournamentName {
  const title = tournament.TournamentTitle;
  const place = tournament.TournamentCity || tournament.TournamentLocation;
  return { id: tournament.TournamentId, title, place, nameKey: foldedWords(`${title} ${place}`).join(' ') };
}
