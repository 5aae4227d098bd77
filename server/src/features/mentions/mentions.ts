import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { TennisPlayers } from '../tennis/players/tennis-players.js';
import { createMentionTargets } from './mention-targets.js';
import { mentionsHandlers } from './mentions.handlers.js';
import { createMentionSuggestions } from './suggestions.service.js';
import { createTennisDirectory } from './tennis-directory.js';

/**
 * Mentions over the player pages' tables: the suggestion route's handlers, the port the diary asks whether
 * a saved mention names a player or tournament the tennis source has, and `readPlayersAhead`, which the server
 * starts once it listens: the demo's current season read into the players table then, not at the first `@`
 * list, which would otherwise wait seconds for it.
 */
export function createMentions({ db, players, log }: { db: Database; players: TennisPlayers; log: FastifyBaseLogger }) {
  const directory = createTennisDirectory({
    db,
    source: players.data.source,
    ingest: players.ingest,
    tournaments: players.tournaments,
  });
  return {
    handlers: mentionsHandlers(createMentionSuggestions({ db, directory, log })),
    targets: createMentionTargets(db, directory),
    async readPlayersAhead(): Promise<void> {
      try {
        await directory.readCurrentSeason();
      } catch (error) {
        log.warn({ err: error }, 'mentions: the current season could not be read ahead of the first suggestions');
      }
    },
  };
}
