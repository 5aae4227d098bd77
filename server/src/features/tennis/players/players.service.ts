import {
  TENNIS_PLAYERS,
  type HeadToHeadMatch,
  type HeadToHeadResponse,
  type PlayerMatch,
  type PlayerName,
  type PlayerResponse,
  type PlayerSearchResponse,
  type PlayerTournament,
  type SetResult,
  type TennisDataSource,
  type TennisPlayer,
  type Tournament,
} from '@baseline/contract';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { foldedWords } from '../../../lib/folded-words.js';
import type { PlayerIngest } from './player-ingest.js';
import {
  findPlayers,
  matchesOfPlayer,
  meetings,
  searchPlayers,
  type MatchRow,
  type PlayerRow,
} from './players.repo.js';
import { keyOf, type TournamentIndex } from './tournament-index.js';

/** Player pages and head-to-heads kept as bytes; each is made again once a draw stored since changes them. */
const KEPT_ANSWERS = 1_000;

export interface TennisPlayersDeps {
  db: Database;
  source: TennisDataSource;
  ingest: PlayerIngest;
  tournaments: () => Promise<TournamentIndex>;
}

/**
 * The player pages' answers, read from the players tables. A player's season and a head-to-head are
 * serialised once and served as bytes (like a draw) until a newly stored draw could change them.
 */
export function createTennisPlayersService({ db, source, ingest, tournaments }: TennisPlayersDeps) {
  const answers = new LRUCache<string, Buffer>({ max: KEPT_ANSWERS });

  async function kept(key: string, make: () => Promise<unknown>): Promise<Buffer> {
    const versioned = `${ingest.version()}:${key}`;
    const found = answers.get(versioned);
    if (found) return found;
    const body = Buffer.from(JSON.stringify(await make()));
    answers.set(versioned, body);
    return body;
  }

  async function namesOf(ids: Iterable<string>): Promise<Map<string, PlayerRow>> {
    const rows = await findPlayers(db, source, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.playerId, row]));
  }

  async function playerOrNotFound(playerId: string): Promise<TennisPlayer> {
    const [row] = await findPlayers(db, source, [playerId]);
    if (!row) throw new HttpError(404, TENNIS_PLAYERS.errors.playerNotFound);
    return asPlayer(row);
  }

  return {
    async search(q: string): Promise<PlayerSearchResponse> {
      const words = foldedWords(q);
      if (words.length === 0) throw new HttpError(400, TENNIS_PLAYERS.errors.emptySearch);
      return { Players: (await searchPlayers(db, source, words)).map(asPlayer) };
    },

    /** The player's season: `season` or, without one, the source's current season. */
    async player(playerId: string, season: string | undefined): Promise<Buffer> {
      const index = await tournaments();
      const shown = season === undefined ? index.currentSeason : Number(season);
      if (!index.seasons.includes(shown)) {
        throw new HttpError(404, TENNIS_PLAYERS.errors.seasonNotFound);
      }
      await ingest.readPlayer(shown, playerId);
      // The rest of the season behind the answer, for the head-to-heads and the @ list; a failed reading is
      // tried again by the next page.
      ingest.readSeason(shown).catch(() => undefined);
      return kept(`player:${playerId}:${shown}`, async (): Promise<PlayerResponse> => {
        const player = await playerOrNotFound(playerId);
        const rows = await matchesOfPlayer(db, source, playerId, shown);
        const names = await namesOf(rows.flatMap(idsOf));
        return {
          Player: player,
          Seasons: index.seasons,
          Season: shown,
          Tournaments: tournamentsOf(rows, names, index),
        };
      });
    },

    /** Every meeting of the two in the source's seasons, newest first. */
    async headToHead(playerId: string, opponentId: string): Promise<Buffer> {
      if (playerId === opponentId) throw new HttpError(400, TENNIS_PLAYERS.errors.samePlayer);
      const index = await tournaments();
      for (const season of index.seasons) await ingest.readSeason(season);
      return kept(`h2h:${playerId}:${opponentId}`, async (): Promise<HeadToHeadResponse> => {
        const [player, opponent] = [await playerOrNotFound(playerId), await playerOrNotFound(opponentId)];
        const rows = await meetings(db, source, playerId, opponentId);
        const names = await namesOf(rows.flatMap(idsOf));
        const matches = rows.map((row): HeadToHeadMatch => {
          const tournament = index.byYearAndId.get(keyOf(row.season, row.tournamentId));
          const opponentPartner = row.opponentId === opponentId ? row.opponent2Id : row.opponentId;
          return {
            TournamentId: row.tournamentId,
            TournamentYear: row.season,
            TournamentTitle: tournament?.TournamentTitle ?? row.tournamentId,
            PlayStartDate: row.startDate,
            EventTypeCode: row.eventCode,
            RoundName: row.roundName,
            Partner: nameOf(row.partnerId, names),
            OpponentPartner: nameOf(opponentPartner, names),
            WinnerId: row.won === null ? null : row.won === 1 ? playerId : opponentId,
            SetResults: JSON.parse(row.sets) as SetResult[],
            Reason: row.reason as HeadToHeadMatch['Reason'],
          };
        });
        const decided = rows.filter((row) => row.won !== null);
        const wins = decided.filter((row) => row.won === 1).length;
        return { Player: player, Opponent: opponent, Wins: wins, Losses: decided.length - wins, Matches: matches };
      });
    },
  };
}

export type TennisPlayersService = ReturnType<typeof createTennisPlayersService>;

function asPlayer(row: PlayerRow): TennisPlayer {
  return { PlayerId: row.playerId, FirstName: row.firstName, LastName: row.lastName, Nation: row.nation };
}

function idsOf(row: MatchRow): string[] {
  return [row.partnerId, row.opponentId, row.opponent2Id].filter((id) => id !== null);
}

function nameOf(id: string | null, names: Map<string, PlayerRow>): PlayerName | null {
  if (id === null) return null;
  const row = names.get(id);
  return { PlayerId: id, FirstName: row?.firstName ?? '', LastName: row?.lastName ?? '' };
}

/** The rows (newest tournament first, last match first) as one entry per tournament event. */
function tournamentsOf(rows: MatchRow[], names: Map<string, PlayerRow>, index: TournamentIndex): PlayerTournament[] {
  const entries: PlayerTournament[] = [];
  let current: { key: string; entry: PlayerTournament } | undefined;
  for (const row of rows) {
    const key = `${row.tournamentId}:${row.eventCode}`;
    if (current?.key !== key) {
      const tournament: Tournament | undefined = index.byYearAndId.get(keyOf(row.season, row.tournamentId));
      const champion = row.isFinal === 1 && row.won === 1;
      current = {
        key,
        entry: {
          TournamentId: row.tournamentId,
          TournamentYear: row.season,
          TournamentTitle: tournament?.TournamentTitle ?? row.tournamentId,
          PlayStartDate: tournament?.PlayStartDate ?? row.startDate,
          PlayEndDate: tournament?.PlayEndDate ?? '',
          EventTypeCode: row.eventCode,
          Description: row.eventName,
          RoundReached: champion ? 'Winner' : row.roundName,
          Matches: [],
        },
      };
      entries.push(current.entry);
    }
    current.entry.Matches.push(matchOf(row, names));
  }
  return entries;
}

function matchOf(row: MatchRow, names: Map<string, PlayerRow>): PlayerMatch {
  const opponents = [row.opponentId, row.opponent2Id].flatMap((id) => {
    const name = nameOf(id, names);
    return name ? [name] : [];
  });
  return {
    RoundName: row.roundName,
    Opponents: opponents,
    Partner: nameOf(row.partnerId, names),
    Won: row.won === null ? null : row.won === 1,
    SetResults: JSON.parse(row.sets) as SetResult[],
    Reason: row.reason as PlayerMatch['Reason'],
  };
}
