import Type from 'typebox';

export * from './tournament-categories.js';

/**
 * Tournaments and draws (SPEC sections 3 and 7). Field names keep the upstream's PascalCase, as the spec
 * lists them, so a draw from ATP's own services and one from the offline demo season read the same.
 */

/** A season, e.g. 2026; anything else in the address is a 400. */
export const TournamentYear = Type.String({ pattern: '^\\d{4}$' });
/** A tournament's or a player's upstream id ("422", "S0AG"); anything else in the address is a 400. */
export const TennisId = Type.String({ pattern: '^[A-Za-z0-9-]{1,16}$' });

/** YYYY-MM-DD, the tournament's local calendar day. */
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A category's code, passed through as the calendar gives it: `TOURNAMENT_CATEGORIES` names those known. */
export const TournamentType = Type.String({ minLength: 1, maxLength: 16 });

export const Tournament = Type.Object({
  TournamentId: TennisId,
  TournamentYear: Type.Integer(),
  TournamentTitle: Type.String(),
  /** "Cincinnati" from the calendar's "Cincinnati, United States". */
  TournamentCity: Type.String(),
  /** The country ("United States"); empty when the calendar names only a place. */
  TournamentLocation: Type.String(),
  TournamentType,
  PlayStartDate: IsoDay,
  PlayEndDate: IsoDay,
  /** "Hard", "Clay", "Grass"; empty when not announced. */
  Surface: Type.String(),
  /** As the organiser announces it ("$9,415,725", "€612,620"); empty when not announced. */
  PrizeMoneyDisplay: Type.String(),
  /** True for the offline demo season: real calendar facts, fictional players and results. */
  IsDemo: Type.Boolean(),
  /** True for a demo season projected from the latest real calendar (dates moved on a year); false otherwise. */
  IsProjected: Type.Boolean(),
});
export type Tournament = Type.Static<typeof Tournament>;

/** `GET /api/atp/tournaments?season=2027`: only that season's tournaments; without it, every tournament. */
export const TournamentListQuery = Type.Object({ season: Type.Optional(TournamentYear) });
export type TournamentListQuery = Type.Static<typeof TournamentListQuery>;

export const Season = Type.Object({
  Year: Type.Integer(),
  /** The demo's projected season: the latest real calendar moved on to this year. */
  IsProjected: Type.Boolean(),
});
export type Season = Type.Static<typeof Season>;

/**
 * `GET /api/atp/seasons`: every season the source has, in ascending order, and the one to show first: the
 * season containing the source's today, or between seasons the next one (the last one when none is next).
 */
export const SeasonsResponse = Type.Object({
  Seasons: Type.Array(Season),
  CurrentSeason: Type.Integer(),
});
export type SeasonsResponse = Type.Static<typeof SeasonsResponse>;

/**
 * `GET /api/atp/tournaments`: the tournament list itself (SPEC section 7), every tournament of the season(s)
 * on offer, by start date. Where it came from and whether it is fresh travel in headers, so that the body is
 * the spec's plain list: `X-Data-Source: demo|upstream` (TENNIS_HEADERS.source) and, when the upstream could
 * not be reached and the last good copy is served, `Warning: 110 - "Response is Stale"` (TENNIS_HEADERS.stale);
 * `X-Data-Partial: challenger` (TENNIS_HEADERS.partial) when the challenger calendar failed and its tournaments
 * are its last good copy or missing. Each tournament also carries IsDemo.
 */
export const TournamentListResponse = Type.Array(Tournament);
export type TournamentListResponse = Type.Static<typeof TournamentListResponse>;

export type TennisDataSource = 'demo' | 'upstream';

export const DrawParams = Type.Object({ year: TournamentYear, id: TennisId });
export type DrawParams = Type.Static<typeof DrawParams>;

export const DrawPlayer = Type.Object({
  PlayerId: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  /** True for the line that won this fixture (including a bye); false otherwise or before it is played. */
  Winner: Type.Boolean(),
});
export type DrawPlayer = Type.Static<typeof DrawPlayer>;

/** Q qualifier, WC wild card, LL lucky loser, PR protected ranking, SE special exempt, ALT alternate. */
export const EntryType = Type.Union([
  Type.Literal('Q'),
  Type.Literal('WC'),
  Type.Literal('LL'),
  Type.Literal('PR'),
  Type.Literal('SE'),
  Type.Literal('ALT'),
  Type.Null(),
]);
export type EntryType = Type.Static<typeof EntryType>;

/**
 * One side of a fixture: one player in singles, two in doubles. `Players: []` is a line not decided yet (a
 * later round); a bye is not a line at all but `null` in the fixture.
 */
export const DrawLine = Type.Object({
  Players: Type.Array(DrawPlayer, { maxItems: 2 }),
  Seed: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  EntryType,
});
export type DrawLine = Type.Static<typeof DrawLine>;

/**
 * A set as the upstream stores it: games, and tiebreak points when the set had a tiebreak (else null). A
 * doubles match tiebreak (10-point, instead of a third set) is stored as a third set of GamesA 1, GamesB 0
 * with the points in TiebreakA/TiebreakB (10-5): presented as given.
 */
export const SetResult = Type.Object({
  GamesA: Type.Integer({ minimum: 0 }),
  GamesB: Type.Integer({ minimum: 0 }),
  TiebreakA: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  TiebreakB: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type SetResult = Type.Static<typeof SetResult>;

/** RET retirement, W/O walkover (no set played), DEF default; null for a match played out. */
export const ResultReason = Type.Union([Type.Literal('RET'), Type.Literal('W/O'), Type.Literal('DEF'), Type.Null()]);
export type ResultReason = Type.Static<typeof ResultReason>;

/** A decided fixture. A bye is decided too: its Winner is the line that has a player, with no sets. */
export const MatchResult = Type.Object({
  Winner: Type.Union([Type.Literal(1), Type.Literal(2)]),
  SetResults: Type.Array(SetResult),
  Reason: ResultReason,
});
export type MatchResult = Type.Static<typeof MatchResult>;

export const Fixture = Type.Object({
  /** null: a bye (first round only). */
  DrawLineTop: Type.Union([DrawLine, Type.Null()]),
  DrawLineBottom: Type.Union([DrawLine, Type.Null()]),
  /** null: not played yet. */
  Result: Type.Union([MatchResult, Type.Null()]),
});
export type Fixture = Type.Static<typeof Fixture>;

/** Fixtures in bracket order, top to bottom: fixtures 2k and 2k+1 feed fixture k of the next round. */
export const DrawRound = Type.Object({
  /** Ascending from the first round to the final (TennisTV's numbering: the final is 7). */
  RoundIdModernized: Type.Integer(),
  RoundName: Type.String(),
  Fixtures: Type.Array(Fixture),
});
export type DrawRound = Type.Static<typeof DrawRound>;

/**
 * One line of a round-robin group's table, in finishing order. Sets and games count every set played,
 * a retirement's unfinished set included; a walkover counts a win and a loss, no set.
 */
export const GroupStanding = Type.Object({
  /** The player (or the doubles team) with their seed, as on a draw line. */
  Line: DrawLine,
  /** 1 to the group's size, in the ATP's order of tie-breaks. */
  Position: Type.Integer({ minimum: 1 }),
  Played: Type.Integer({ minimum: 0 }),
  Won: Type.Integer({ minimum: 0 }),
  Lost: Type.Integer({ minimum: 0 }),
  SetsWon: Type.Integer({ minimum: 0 }),
  SetsLost: Type.Integer({ minimum: 0 }),
  GamesWon: Type.Integer({ minimum: 0 }),
  GamesLost: Type.Integer({ minimum: 0 }),
  /** Through to the knockout stage: set only once the group's matches that decide it are played. */
  Qualified: Type.Boolean(),
});
export type GroupStanding = Type.Static<typeof GroupStanding>;

/** A round-robin group (the ATP Finals' two groups of four): its matches and its table. */
export const RoundRobinGroup = Type.Object({
  /** "Group Björn Borg", "Group A". */
  GroupName: Type.String(),
  /** Every match of the group in order of play; a match not played yet has `Result: null`. */
  Fixtures: Type.Array(Fixture),
  Standings: Type.Array(GroupStanding),
});
export type RoundRobinGroup = Type.Static<typeof RoundRobinGroup>;

/** A nation or a team in a team event ("ITA" Italy, "EUR" Team Europe). */
export const Team = Type.Object({
  TeamCode: Type.String(),
  TeamName: Type.String(),
  Seed: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type Team = Type.Static<typeof Team>;

/** One match of a tie: its lines hold the players (top line: the tie's top team). */
export const Rubber = Type.Object({
  /** "Singles 1", "Doubles", "Women's singles", "Mixed doubles", "Day 2 · Match 3". */
  Label: Type.String(),
  /** What winning it counts for the team: 1, except on the Laver Cup's later days. */
  Points: Type.Integer({ minimum: 1 }),
  /** `Result: null`: not played yet, or not played at all once the tie was decided. */
  Fixture,
});
export type Rubber = Type.Static<typeof Rubber>;

/** Two teams' meeting: their rubbers and the tie's score. */
export const TeamTie = Type.Object({
  TeamTop: Team,
  TeamBottom: Type.Union([Team, Type.Null()]),
  /** Points won by each side so far. */
  ScoreTop: Type.Integer({ minimum: 0 }),
  ScoreBottom: Type.Integer({ minimum: 0 }),
  /** 1 or 2 once the tie is decided; null before. */
  Winner: Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()]),
  Rubbers: Type.Array(Rubber),
  /** YYYY-MM-DD, the tie's first day, when the source gives it. */
  PlayDate: Type.Optional(IsoDay),
});
export type TeamTie = Type.Static<typeof TeamTie>;

/** A team's line in a team event's group table, in finishing order. */
export const TeamStanding = Type.Object({
  Team,
  Position: Type.Integer({ minimum: 1 }),
  Played: Type.Integer({ minimum: 0 }),
  Won: Type.Integer({ minimum: 0 }),
  Lost: Type.Integer({ minimum: 0 }),
  /** Rubbers (matches) won and lost over the group's ties. */
  RubbersWon: Type.Integer({ minimum: 0 }),
  RubbersLost: Type.Integer({ minimum: 0 }),
  Qualified: Type.Boolean(),
});
export type TeamStanding = Type.Static<typeof TeamStanding>;

/** A stage of a team event: a group with its table, or a knockout round of ties. */
export const TieStage = Type.Object({
  /** "Group A", "Quarter-finals", "Final", "Qualifiers 1st round". */
  StageName: Type.String(),
  Ties: Type.Array(TeamTie),
  /** Present for a group stage. */
  Standings: Type.Optional(Type.Array(TeamStanding)),
});
export type TieStage = Type.Static<typeof TieStage>;

export const DrawEvent = Type.Object({
  /** MS men's singles, MD men's doubles, QS qualifying singles, TE a team event's ties, ... */
  EventTypeCode: Type.String(),
  Description: Type.String(),
  /**
   * First round first, the final last. An event that opens with groups keeps here its knockout stage (the
   * semi-finals and the final), so a client that knows only SPEC's fields still reads a bracket; a team event
   * has no rounds.
   */
  Rounds: Type.Array(DrawRound),
  /** Round-robin groups played before `Rounds` (ATP Finals, Next Gen ATP Finals). */
  Groups: Type.Optional(Type.Array(RoundRobinGroup)),
  /** A team event's stages of ties, first to last (United Cup, Davis Cup, Laver Cup). */
  Stages: Type.Optional(Type.Array(TieStage)),
});
export type DrawEvent = Type.Static<typeof DrawEvent>;

export const DrawAssociation = Type.Object({
  AssociationName: Type.String(),
  Events: Type.Array(DrawEvent),
});
export type DrawAssociation = Type.Static<typeof DrawAssociation>;

export const Draw = Type.Object({
  TournamentId: TennisId,
  TournamentYear: Type.Integer(),
  /** The heading's place: '{Location} - Tournament Draw'. */
  Location: Type.String(),
  IsDemo: Type.Boolean(),
  Associations: Type.Array(DrawAssociation),
});
export type Draw = Type.Static<typeof Draw>;

/**
 * `GET /api/atp/draws/:year/:id`: the draw, and `IsStale` (always the last field), true when the upstream could
 * not be reached and the last good copy is served (the stale header is sent too). 404 `Tournament not found.` for a tournament the source
 * does not know; 404 `No draw available` for one it knows whose draw is not made yet (or has none: team
 * events).
 */
export const DrawResponse = Type.Object({ ...Draw.properties, IsStale: Type.Boolean() });
export type DrawResponse = Type.Static<typeof DrawResponse>;
