import Type from 'typebox';
import type { PlayerReport } from './charting/report.js';
import { QUICK_ENDINGS } from './charting/point-facts.js';
import { DiaryDate } from './diary.js';
import { CHARTS } from './limits.js';
import { TennisId, TournamentYear } from './tennis.js';

/** A chart's id: made by the device that starts it (a UUID), so a chart started offline has its id at once. */
export const ChartId = Type.String({ format: 'uuid', title: 'The chart' });
export const ChartIdParams = Type.Object({ chartId: ChartId });
export type ChartIdParams = Type.Static<typeof ChartIdParams>;

const Side = Type.Union([Type.Literal(0), Type.Literal(1)]);
const TiebreakPoints = Type.Integer({ minimum: 3, maximum: 15, title: "A tiebreak's points" });
const SetDecider = Type.Union([
  Type.Object({
    kind: Type.Literal('tiebreak'),
    at: Type.Integer({ minimum: 6, maximum: 12, title: "A tiebreak's games-all" }),
    points: TiebreakPoints,
  }),
  Type.Object({ kind: Type.Literal('advantage') }),
  Type.Object({ kind: Type.Literal('match-tiebreak'), points: TiebreakPoints }),
]);
export const ChartFormat = Type.Object({
  bestOf: Type.Union([Type.Literal(3), Type.Literal(5)]),
  noAd: Type.Boolean(),
  sets: SetDecider,
  finalSet: SetDecider,
});

export const ChartPlayer = Type.Object({
  name: Type.String({ minLength: 1, maxLength: CHARTS.playerNameMaxLength, title: "A player's name" }),
  /** The player's id in the tennis directory, when the player is in it. */
  playerId: Type.Union([TennisId, Type.Null()]),
  hand: Type.Union([Type.Literal('right'), Type.Literal('left'), Type.Null()]),
});
export type ChartPlayer = Type.Static<typeof ChartPlayer>;

/** The draw's match a chart was started from. */
export const ChartEvent = Type.Object({
  tournamentId: TennisId,
  tournamentYear: Type.Integer({ minimum: 1968, maximum: 2100 }),
  tournamentName: Type.String({ maxLength: CHARTS.titleMaxLength }),
  round: Type.String({ maxLength: 40 }),
  surface: Type.String({ maxLength: 20 }),
  matchId: Type.Union([Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }), Type.Null()]),
});
export type ChartEvent = Type.Static<typeof ChartEvent>;

const PointNote = Type.String({ maxLength: CHARTS.pointNoteMaxLength, title: "A point's note" });
/*
 * A code's length and form are checked by the charting rules, which say which point and what is wrong; the
 * schema only keeps a body from being absurd.
 */
const PointCode = Type.String({ maxLength: 1_000 });
export const ChartPointInput = Type.Union([
  Type.Object({
    level: Type.Literal('quick'),
    winner: Side,
    secondServe: Type.Boolean(),
    ending: Type.Enum(QUICK_ENDINGS),
    wing: Type.Union([Type.Literal('forehand'), Type.Literal('backhand'), Type.Null()]),
    note: Type.Optional(PointNote),
  }),
  Type.Object({
    level: Type.Literal('full'),
    first: PointCode,
    second: PointCode,
    note: Type.Optional(PointNote),
  }),
]);
export type ChartPointInput = Type.Static<typeof ChartPointInput>;

/** A chart as a member writes it: the match, its format and every point so far. */
export const ChartInput = Type.Object({
  date: DiaryDate,
  players: Type.Tuple([ChartPlayer, ChartPlayer]),
  firstServer: Side,
  format: ChartFormat,
  /** The level new points are charted at; each point says its own. */
  level: Type.Union([Type.Literal('quick'), Type.Literal('full')]),
  event: Type.Union([ChartEvent, Type.Null()]),
  note: Type.String({ maxLength: CHARTS.noteMaxLength, title: "The match's note" }),
  setNotes: Type.Array(Type.String({ maxLength: CHARTS.pointNoteMaxLength, title: "A set's note" }), {
    maxItems: 5,
    title: 'The number of set notes',
  }),
  points: Type.Array(ChartPointInput, { maxItems: CHARTS.pointsPerChart, title: 'The number of points' }),
});
export type ChartInput = Type.Static<typeof ChartInput>;

/**
 * `PUT /api/charts/:chartId`: the whole chart, stored as sent. `baseVersion` is the version the device's edits
 * are based on (0 for a chart it started); another version stored since answers 409 with it, unless
 * `overwrite` (the member's choice in the conflict dialog).
 */
export const SaveChartBody = Type.Object({
  chart: ChartInput,
  baseVersion: Type.Integer({ minimum: 0 }),
  overwrite: Type.Optional(Type.Boolean()),
});
export type SaveChartBody = Type.Static<typeof SaveChartBody>;

export const SaveChartResponse = Type.Object({ id: Type.String(), version: Type.Integer(), updatedAt: Type.String() });
export type SaveChartResponse = Type.Static<typeof SaveChartResponse>;

const ChartMeta = {
  id: Type.String(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Sets as the scoreboard shows them ("6-4 3-6 7-6(5)"), and the winner once the match is over. */
  score: Type.String(),
  winner: Type.Union([Side, Type.Null()]),
};

export const StoredChart = Type.Object({ ...ChartInput.properties, ...ChartMeta });
export type StoredChart = Type.Static<typeof StoredChart>;

export const ChartConflictResponse = Type.Object({ error: Type.String(), current: StoredChart });
export type ChartConflictResponse = Type.Static<typeof ChartConflictResponse>;

export const ChartSummary = Type.Object({
  ...ChartMeta,
  date: DiaryDate,
  players: Type.Tuple([ChartPlayer, ChartPlayer]),
  event: Type.Union([ChartEvent, Type.Null()]),
  level: Type.Union([Type.Literal('quick'), Type.Literal('full')]),
  pointCount: Type.Integer(),
});
export type ChartSummary = Type.Static<typeof ChartSummary>;

/** `GET /api/charts`: newest match first; narrowed to a player or a tournament's edition when asked. */
export const ChartListQuery = Type.Object({
  playerId: Type.Optional(TennisId),
  tournamentId: Type.Optional(TennisId),
  year: Type.Optional(TournamentYear),
});
export type ChartListQuery = Type.Static<typeof ChartListQuery>;

export const ChartsResponse = Type.Object({ charts: Type.Array(ChartSummary) });
export type ChartsResponse = Type.Static<typeof ChartsResponse>;

export const ScoutingParams = Type.Object({ playerId: TennisId });
export type ScoutingParams = Type.Static<typeof ScoutingParams>;

/** `GET /api/charts/scouting/:playerId`: over the member's charts of the player, on a surface or dates if asked. */
export const ScoutingQuery = Type.Object({
  surface: Type.Optional(Type.String({ maxLength: 20 })),
  from: Type.Optional(DiaryDate),
  to: Type.Optional(DiaryDate),
});
export type ScoutingQuery = Type.Static<typeof ScoutingQuery>;

export const ScoutingResponse = Type.Object({
  matches: Type.Integer(),
  points: Type.Integer(),
  fullPoints: Type.Integer(),
  /** The player's side of every match's report, added up (the report's counts, as in `charting/report.ts`). */
  report: Type.Unsafe<PlayerReport>(Type.Object({}, { additionalProperties: true })),
  /** The same of the opponents, to set beside it. */
  opponents: Type.Unsafe<PlayerReport>(Type.Object({}, { additionalProperties: true })),
});
export type ScoutingResponse = Type.Static<typeof ScoutingResponse>;

/**
 * A chart in the Match Charting Project's points format (`GET /api/charts/:chartId/mcp`, `POST /api/charts/mcp`):
 * the match's row as the Project's matches file has it, a blank line, then its points file's columns, a row
 * a point.
 */
// Its size is bounded by the route's body limit (CHARTS.saveRequestBytes), not by a maxLength here.
export const McpCsv = Type.String({
  description:
    "CSV (text/csv): the Project's match row, a blank line, then one row per point with its 1st and 2nd codes.",
});

const McpHand = Type.Union([Type.Literal('R'), Type.Literal('L')]);
/**
 * What a points file alone does not say, or what the member sets instead of the file's match row: each field
 * given here wins over the file's. `finalTb` is the Project's 'Final TB?' (1, 0, A, W or S).
 */
export const McpImportQuery = Type.Object({
  player1: Type.Optional(Type.String({ minLength: 1, maxLength: CHARTS.playerNameMaxLength })),
  player2: Type.Optional(Type.String({ minLength: 1, maxLength: CHARTS.playerNameMaxLength })),
  player1Id: Type.Optional(TennisId),
  player2Id: Type.Optional(TennisId),
  hand1: Type.Optional(McpHand),
  hand2: Type.Optional(McpHand),
  date: Type.Optional(DiaryDate),
  bestOf: Type.Optional(Type.Union([Type.Literal('3'), Type.Literal('5')])),
  finalTb: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('A'), Type.Literal('W'), Type.Literal('S')]),
  ),
  /** The draw's tournament the match was played at, when the member picks it: the chart is then on its draw. */
  tournamentId: Type.Optional(TennisId),
});
export type McpImportQuery = Type.Static<typeof McpImportQuery>;
