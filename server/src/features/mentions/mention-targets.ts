import type { MentionKind } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { chartIdsOf } from '../charts/charts.public.js';
import type { MentionForm } from '../diary/mention-form.js';
import { mentionsNamed } from './mention-names.js';
import type { TennisDirectory } from './tennis-directory.js';

/**
 * What the diary asks before saving mentions: which of these ids the tennis source does not have, or (charts)
 * the member has no chart under; and what an import asks of the names its notes link to: the players and
 * tournaments so named (mention-names.ts).
 */
export interface MentionTargets {
  missing(kind: MentionKind, ids: readonly string[], userId: string): Promise<string[]>;
  named(nameKeys: readonly string[]): Promise<Map<string, MentionForm>>;
}

/**
 * The mentions' targets looked up in the players table, the tournament list and the member's own charts. A
 * player not in the table may be in a demo season not read yet: the seasons are read (as a player page would)
 * and the table asked again before the player is called missing.
 */
export function createMentionTargets(db: Database, directory: TennisDirectory): MentionTargets {
  return {
    named: (nameKeys) => mentionsNamed(directory, nameKeys),
    async missing(kind, ids, userId) {
      if (ids.length === 0) return [];
      if (kind === 'chart') {
        const charts = new Set(await chartIdsOf(db, userId, ids));
        return ids.filter((id) => !charts.has(id));
      }
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
