import Type from 'typebox';
import { TENNIS_PLAYERS } from './limits.js';
import { ResultReason, SetResult, TennisId, TournamentYear } from './tennis.js';

/**
 * The player pages: a name search, a player's season, and two players' meetings. Read from the players and
 * matches of every draw the server has read (the demo reads a whole season when asked for it). Field names
 * keep the draw's PascalCase.
 */

export const TennisPlayer = Type.Object({
  PlayerId: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  /** Three letters ("ESP"); '' when the source does not say. */
  Nation: Type.String(),
});
export type TennisPlayer = Type.Static<typeof TennisPlayer>;

/** `GET /api/atp/players?q=`: any word prefix of the name, accents and case folded ("novak djo", "djok"). */
export const PlayerSearchQuery = Type.Object({
  q: Type.String({ maxLength: TENNIS_PLAYERS.searchMaxLength }),
});
export type PlayerSearchQuery = Type.Static<typeof PlayerSearchQuery>;

/** Up to `TENNIS_PLAYERS.searchResults`, best first: the whole query starting the name, then a family name. */
export const PlayerSearchResponse = Type.Object({ Players: Type.Array(TennisPlayer) });
export type PlayerSearchResponse = Type.Static<typeof PlayerSearchResponse>;

export const PlayerParams = Type.Object({ playerId: TennisId });
export type PlayerParams = Type.Static<typeof PlayerParams>;

export const PlayerSeasonQuery = Type.Object({ season: Type.Optional(TournamentYear) });
export type PlayerSeasonQuery = Type.Static<typeof PlayerSeasonQuery>;

/** A name as a draw gives it. */
export const PlayerName = Type.Object({ PlayerId: Type.String(), FirstName: Type.String(), LastName: Type.String() });
export type PlayerName = Type.Static<typeof PlayerName>;

/** One of the player's matches: sets from the player's side (GamesA the player's games). */
export const PlayerMatch = Type.Object({
  RoundName: Type.String(),
  Opponents: Type.Array(PlayerName),
  /** The doubles partner; null in singles. */
  Partner: Type.Union([PlayerName, Type.Null()]),
  /** null: not played yet. */
  Won: Type.Union([Type.Boolean(), Type.Null()]),
  SetResults: Type.Array(SetResult),
  Reason: ResultReason,
});
export type PlayerMatch = Type.Static<typeof PlayerMatch>;

/** A tournament event the player played, their matches newest first. */
export const PlayerTournament = Type.Object({
  TournamentId: Type.String(),
  TournamentYear: Type.Integer(),
  /** From the source's list; the id when the list does not have it. */
  TournamentTitle: Type.String(),
  /** YYYY-MM-DD; '' when the list does not have it. */
  PlayStartDate: Type.String(),
  PlayEndDate: Type.String(),
  EventTypeCode: Type.String(),
  Description: Type.String(),
  /** The round of the player's last match, or 'Winner' for the champion. */
  RoundReached: Type.String(),
  Matches: Type.Array(PlayerMatch),
});
export type PlayerTournament = Type.Static<typeof PlayerTournament>;

/**
 * `GET /api/atp/players/:playerId?season=YYYY`: the player, the source's seasons (newest first), the season
 * shown (by default the source's current one) and the player's tournaments in it, newest first.
 * 404 `Player not found.` / `Season not found.`.
 */
export const PlayerResponse = Type.Object({
  Player: TennisPlayer,
  Seasons: Type.Array(Type.Integer()),
  Season: Type.Integer(),
  Tournaments: Type.Array(PlayerTournament),
});
export type PlayerResponse = Type.Static<typeof PlayerResponse>;

export const HeadToHeadParams = Type.Object({ playerId: TennisId, opponentId: TennisId });
export type HeadToHeadParams = Type.Static<typeof HeadToHeadParams>;

/** A meeting of the two: sets from the first player's side. */
export const HeadToHeadMatch = Type.Object({
  TournamentId: Type.String(),
  TournamentYear: Type.Integer(),
  TournamentTitle: Type.String(),
  PlayStartDate: Type.String(),
  EventTypeCode: Type.String(),
  RoundName: Type.String(),
  /** The first player's side: they and their partner, if any. */
  Partner: Type.Union([PlayerName, Type.Null()]),
  /** The second player's partner in doubles. */
  OpponentPartner: Type.Union([PlayerName, Type.Null()]),
  /** The winner's PlayerId (of the two asked about); null: not played yet. */
  WinnerId: Type.Union([Type.String(), Type.Null()]),
  SetResults: Type.Array(SetResult),
  Reason: ResultReason,
});
export type HeadToHeadMatch = Type.Static<typeof HeadToHeadMatch>;

/**
 * `GET /api/atp/players/:playerId/head-to-head/:opponentId`: every match between the two in the source's
 * seasons, newest first, and the first player's wins and losses. Two players who never met: no matches.
 */
export const HeadToHeadResponse = Type.Object({
  Player: TennisPlayer,
  Opponent: TennisPlayer,
  Wins: Type.Integer({ minimum: 0 }),
  Losses: Type.Integer({ minimum: 0 }),
  Matches: Type.Array(HeadToHeadMatch),
});
export type HeadToHeadResponse = Type.Static<typeof HeadToHeadResponse>;
