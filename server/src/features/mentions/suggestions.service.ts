import {
  MENTION,
  MENTION_MESSAGES,
  type MentionKind,
  type MentionSuggestion,
  type MentionSuggestionsResponse,
} from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { foldedWords } from '../../lib/folded-words.js';
import { nameKeyOf } from '../tennis/players/name-key.js';
import { seedingText } from '../tennis/players/seeding.js';
import { lastTournaments, searchPlayers, type PlayerRow } from '../tennis/players/players.public.js';
import { chartsMatching, chartSuggestions } from './chart-suggestions.js';
import { timesMentioned } from './mentions.repo.js';
import { rankOf, startsWords } from './name-match.js';
import type { TennisDirectory, TournamentName } from './tennis-directory.js';

export interface MentionSuggestionsDeps {
  db: Database;
  directory: TennisDirectory;
  log: FastifyBaseLogger;
}

interface Candidate {
  suggestion: MentionSuggestion;
  rank: number;
  /** How often the member has mentioned it: among names the query starts alike, those they write about first. */
  familiarity: number;
  /** A player's best seeding (seeding.ts): among names matched alike, the seeded first, best first. */
  seeding: number | null;
  /** A chart's date (YYYY-MM-DD): among charts matched alike, the newest first; '' for the rest. */
  date: string;
  /** What equal ranks are ordered by: the name as shown, folded. */
  sortKey: string;
}

/**
 * The `@` list: players from the players table (the player search's own query and folding), tournaments of
 * every season and the member's own charts, best first: a name the query starts a word of before one it matches
 * apart, then those the member's own diary mentions most (read from their mentions alone), then the name the
 * query starts before a family name it starts. The tennis source's tournament list failing leaves the players
 * and charts: they are ours.
 */
export function createMentionSuggestions({ db, directory, log }: MentionSuggestionsDeps) {
  async function tournamentsMatching(words: string[]): Promise<TournamentName[]> {
    try {
      const names = await directory.tournamentNames();
      return [...names.values()].filter((name) => startsWords(name.nameKey, words));
    } catch (error) {
      log.warn({ err: error }, 'mentions: the tournament list could not be read for suggestions');
      return [];
    }
  }

  /** The title of each player's newest tournament, by player id; none when the tournament list fails. */
  async function lastTournamentTitles(ids: string[]): Promise<Map<string, string>> {
    const [newest, names] = await Promise.all([
      lastTournaments(db, directory.source, ids),
      directory.tournamentNames().catch(() => new Map<string, TournamentName>()),
    ]);
    const titles = new Map<string, string>();
    for (const [playerId, tournamentId] of newest) {
      const title = names.get(tournamentId)?.title;
      if (title) titles.set(playerId, title);
    }
    return titles;
  }

  return {
    async suggest(q: string, userId: string): Promise<MentionSuggestionsResponse> {
      const words = foldedWords(q);
      if (words.length === 0) throw new HttpError(400, MENTION_MESSAGES.emptyQuery);
      const phrase = words.join(' ');
      // The demo makes its draws on demand: its season is read into the players table (once a day). Only an
      // empty table waits for it; otherwise the answer comes from the table as it is, the reading going on behind.
      const reading = directory.readCurrentSeason().catch((error: unknown) => {
        log.warn({ err: error }, 'mentions: the current season could not be read for suggestions');
      });
      if (!(await directory.hasPlayers())) await reading;
      const [players, tournaments, charts] = await Promise.all([
        searchPlayers(db, directory.source, words),
        tournamentsMatching(words),
        chartsMatching(db, userId, words),
      ]);
      const lastPlayed = await lastTournamentTitles(players.map((player) => player.playerId));
      const candidates: Candidate[] = [
        ...players.map((player) => ({
          suggestion: {
            kind: 'player' as const,
            id: player.playerId,
            label: `${player.firstName} ${player.lastName}`.trim(),
            detail: playerDetail(player, lastPlayed.get(player.playerId)),
          },
          rank: rankOf(nameKeyOf(player.firstName, player.lastName), phrase),
          familiarity: 0,
          seeding: player.bestSeeding,
          date: '',
          sortKey: nameKeyOf(player.firstName, player.lastName),
        })),
        ...tournaments.map((tournament) => ({
          suggestion: {
            kind: 'tournament' as const,
            id: tournament.id,
            label: tournament.title,
            detail: tournament.place,
          },
          rank: rankOf(tournament.nameKey, phrase),
          familiarity: 0,
          seeding: null,
          date: '',
          sortKey: tournament.nameKey,
        })),
        // Named once chosen (chartSuggestions): only the charts the list shows are read.
        ...charts.map((chart) => ({
          suggestion: { kind: 'chart' as const, id: chart.id, label: '', detail: '' },
          rank: chart.rank,
          familiarity: 0,
          seeding: null,
          date: chart.date,
          sortKey: chart.nameKey,
        })),
      ];
      const idsOf = (kind: MentionKind) =>
        candidates.filter(({ suggestion }) => suggestion.kind === kind).map(({ suggestion }) => suggestion.id);
      const times = new Map(
        await Promise.all(
          MENTION.kinds.map(async (kind) => [kind, await timesMentioned(db, userId, kind, idsOf(kind))] as const),
        ),
      );
      for (const candidate of candidates) {
        candidate.familiarity = times.get(candidate.suggestion.kind)?.get(candidate.suggestion.id) ?? 0;
      }
      candidates.sort(
        (a, b) =>
          startsAWord(a) - startsAWord(b) ||
          b.familiarity - a.familiarity ||
          a.rank - b.rank ||
          bySeeding(a.seeding, b.seeding) ||
          compare(b.date, a.date) ||
          compare(a.sortKey, b.sortKey),
      );
      const shown = candidates.slice(0, MENTION.suggestions).map((candidate) => candidate.suggestion);
      const named = await chartSuggestions(
        db,
        userId,
        shown.filter((suggestion) => suggestion.kind === 'chart').map((suggestion) => suggestion.id),
      );
      // A chart deleted between the two reads is left out.
      const suggestions = shown.flatMap((suggestion) =>
        suggestion.kind !== 'chart' ? [suggestion] : [named.get(suggestion.id)].filter((found) => found !== undefined),
      );
      return { suggestions };
    },
  };
}

export type MentionSuggestions = ReturnType<typeof createMentionSuggestions>;

/**
 * What tells players of one name apart: the nation, the best seeding, the newest tournament ("CRO · seed 3
 * (Grand Slams) · last: Umag"); each only when known.
 */
function playerDetail(player: PlayerRow, lastTournament: string | undefined): string {
  return [
    player.nation,
    player.bestSeeding === null ? '' : seedingText(player.bestSeeding),
    lastTournament ? `last: ${lastTournament}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The seeded before the unseeded, a better seeding first. */
function bySeeding(a: number | null, b: number | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return a - b;
}

/** 0 when the query starts a word of the name (rank 0 or 1), else 1. */
function startsAWord(candidate: Candidate): number {
  return candidate.rank < 2 ? 0 : 1;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
