import type { Tournament } from '@baseline/contract';
import type { Expression, SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { playerNames } from '../tennis/players/players.public.js';
import type { TournamentLookup } from './player-notes.service.js';
import { editionOf } from './tournament-edition.js';

/** A note's key as columns of its row, for the condition. */
interface NoteKeyColumns {
  userId: Expression<string>;
  tournamentId: Expression<string>;
  playerId: Expression<string>;
  tournamentYear: Expression<number>;
}

/**
 * Up to `limit` player notes meeting `condition` (the search index's "no row yet", given by the composition
 * root), with the names the tennis source gives. `warn` is told once when the source cannot name tournaments:
 * those notes are indexed without the name.
 */
export function playerNotesToIndex({
  tournaments,
  warn,
}: {
  tournaments: TournamentLookup;
  warn: (message: string) => void;
}) {
  const titles = tournamentTitles(tournaments, warn);
  return async (trx: Database, limit: number, condition: (key: NoteKeyColumns) => Expression<SqlBool>) => {
    const notes = await trx
      .selectFrom('playerNotes as p')
      .select(['p.userId', 'p.tournamentId', 'p.playerId', 'p.tournamentYear', 'p.note', 'p.updatedAt'])
      .where((eb) =>
        condition({
          userId: eb.ref('p.userId'),
          tournamentId: eb.ref('p.tournamentId'),
          playerId: eb.ref('p.playerId'),
          tournamentYear: eb.ref('p.tournamentYear'),
        }),
      )
      .orderBy('p.userId')
      .orderBy('p.tournamentId')
      .orderBy('p.playerId')
      .orderBy('p.tournamentYear')
      .limit(limit)
      .execute();
    const names = await playerNames(trx, tournaments.source, [...new Set(notes.map((note) => note.playerId))]);
    const indexed = [];
    for (const note of notes) {
      const edition = editionOf(await titles(note.tournamentId), note.tournamentYear);
      indexed.push({
        ...note,
        playerName: names.get(note.playerId) ?? '',
        tournamentName: edition?.TournamentTitle ?? '',
      });
    }
    return indexed;
  };
}

/**
 * The source's editions of a tournament, asked once per id. Once the source fails to answer, it is not asked
 * again in this run: the start does not wait out a timeout per tournament for a source that is down.
 */
function tournamentTitles(tournaments: TournamentLookup, warn: (message: string) => void) {
  const known = new Map<string, Tournament[]>();
  let unavailable = false;
  return async (tournamentId: string): Promise<Tournament[]> => {
    if (unavailable) return [];
    const cached = known.get(tournamentId);
    if (cached) return cached;
    try {
      const editions = await tournaments.tournamentsWithId(tournamentId);
      known.set(tournamentId, editions);
      return editions;
    } catch (error) {
      unavailable = true;
      warn(`Search index: the tennis source cannot name tournaments (${String(error)}); notes indexed without.`);
      return [];
    }
  };
}
