import type { MentionKind } from '@baseline/contract';
import type { TennisDirectory } from './tennis-directory.js';

/** What the diary asks before saving mentions: which of these ids the tennis source does not have. */
export interface MentionTargets {
  missing(kind: MentionKind, ids: readonly string[]): Promise<string[]>;
}

/**
 * The mentions' targets looked up in the players table and the tournament list. A player not in the table
 * may be in a demo season not read yet: the seasons are read (as a player page would) and the table asked
 * again before the player is called missing.
 */
export function createMentionTargets(directory: TennisDirectory): MentionTargets {
  return {
    async missing(kind, ids) {
      if (ids.length === 0) return [];
      if (kind === 'tournament') {
        const known = await directory.tournamentNames();
        return ids.filter((id) => !known.has(id));
      }
      const unknown = async () => {
        const found = new Set(await directory.knownPlayers(ids));
        return ids.filter((id) => !found.has(id));
      };
      const first = await unknown();
      if (first.length === 0) return first;
      await directory.readEverySeason();
      return unknown();
    },
  };
}
