import type { MatchFormat } from './match-format.js';
import type { ReturnDepth, ServeDirection, ShotType } from './notation.js';
import { readPointFacts, type ChartPoint, type PointFacts } from './point-facts.js';
import { atStake, isBreakPoint, otherSide, scorePoint, startScore, type Score, type Side } from './scoring.js';

/**
 * The match report of a chart, by set and for the match, as the Match Charting Project's reports count it:
 * serve, return, rally length, how points ended, key points, net points. Every figure is a count, so reports
 * of many matches add up (the scouting report) and the page makes the percentages.
 */

export interface WonOf {
  points: number;
  won: number;
}
export type DirectionCounts = Record<ServeDirection, { served: number; in: number; won: number }>;
export const RALLY_LENGTHS = ['1-3', '4-6', '7-9', '10+'] as const;
export type RallyLength = (typeof RALLY_LENGTHS)[number];
type Wings = { forehand: number; backhand: number; other: number };

export interface PlayerReport {
  serve: {
    points: WonOf;
    /** Points whose first serve went in, and those won. */
    firstIn: WonOf;
    /** Points played on the second serve (double faults included), and those won. */
    second: WonOf;
    aces: number;
    doubleFaults: number;
    /** Serves in that did not come back: aces and unreturned serves. */
    unreturned: number;
    /** Serves hit, by first or second serve and by court, from fully charted points. */
    directions: Record<'first' | 'second', Record<'deuce' | 'ad', DirectionCounts>>;
    serveAndVolley: WonOf;
  };
  return: {
    points: WonOf;
    onFirstServe: WonOf;
    onSecondServe: WonOf;
    /** Serves in that the charter followed (full points): how many came back in play. */
    returnable: number;
    inPlay: number;
    depth: Record<ReturnDepth, number>;
  };
  /** Points by rally length (shots, the serve included), and those this player won. */
  rally: Record<RallyLength, WonOf>;
  winners: Wings;
  forcedErrors: Wings;
  unforcedErrors: Wings;
  byShot: Partial<Record<ShotType, { winners: number; forcedErrors: number; unforcedErrors: number }>>;
  keyPoints: {
    /** Break points this player faced on serve, and those saved. */
    breakPointsFaced: WonOf;
    /** Break points this player had on return, and those won. */
    breakPointChances: WonOf;
    /** Game points this player had on serve (tiebreaks aside), and those won. */
    gamePointsServing: WonOf;
    /** On the break points this player served: where the serves went, and how long the rallies were. */
    breakPointServes: DirectionCounts;
    breakPointRally: Record<RallyLength, WonOf>;
  };
  /** Points this player came to the net in, and those won. */
  net: WonOf;
}

export interface Report {
  points: number;
  /** Points charted in full notation: the figures only full points give rest on these. */
  fullPoints: number;
  players: [PlayerReport, PlayerReport];
}

export interface MatchReport {
  match: Report;
  sets: Report[];
  /** The first player's points won minus the second's, after each point. */
  momentum: number[];
  /** The score after the last point. */
  score: Score;
}

const wonOf = (): WonOf => ({ points: 0, won: 0 });
const directions = (): DirectionCounts => ({
  '4': { served: 0, in: 0, won: 0 },
  '5': { served: 0, in: 0, won: 0 },
  '6': { served: 0, in: 0, won: 0 },
  '0': { served: 0, in: 0, won: 0 },
});
const rallies = (): Record<RallyLength, WonOf> => ({ '1-3': wonOf(), '4-6': wonOf(), '7-9': wonOf(), '10+': wonOf() });
const wings = (): Wings => ({ forehand: 0, backhand: 0, other: 0 });

function emptyPlayer(): PlayerReport {
  return {
    serve: {
      points: wonOf(),
      firstIn: wonOf(),
      second: wonOf(),
      aces: 0,
      doubleFaults: 0,
      unreturned: 0,
      directions: {
        first: { deuce: directions(), ad: directions() },
        second: { deuce: directions(), ad: directions() },
      },
      serveAndVolley: wonOf(),
    },
    return: {
      points: wonOf(),
      onFirstServe: wonOf(),
      onSecondServe: wonOf(),
      returnable: 0,
      inPlay: 0,
      depth: { '7': 0, '8': 0, '9': 0, '0': 0 },
    },
    rally: rallies(),
    winners: wings(),
    forcedErrors: wings(),
    unforcedErrors: wings(),
    byShot: {},
    keyPoints: {
      breakPointsFaced: wonOf(),
      breakPointChances: wonOf(),
      gamePointsServing: wonOf(),
      breakPointServes: directions(),
      breakPointRally: rallies(),
    },
    net: wonOf(),
  };
}

export function emptyReport(): Report {
  return { points: 0, fullPoints: 0, players: [emptyPlayer(), emptyPlayer()] };
}

function rallyLengthOf(shots: number): RallyLength {
  if (shots <= 3) return '1-3';
  if (shots <= 6) return '4-6';
  return shots <= 9 ? '7-9' : '10+';
}

const count = (tally: WonOf, won: boolean) => {
  tally.points += 1;
  if (won) tally.won += 1;
};

interface PointContext {
  facts: PointFacts;
  court: 'deuce' | 'ad';
  breakPoint: boolean;
  serverGamePoint: boolean;
}

function countServes(player: PlayerReport, { facts, court, breakPoint }: PointContext) {
  const serverWon = facts.winner === facts.server;
  facts.serves.forEach((serve, index) => {
    const tally = player.serve.directions[index === 0 ? 'first' : 'second'][court][serve.direction];
    tally.served += 1;
    if (serve.in) tally.in += 1;
    if (serve.in && serverWon) tally.won += 1;
    if (breakPoint) {
      const atBreakPoint = player.keyPoints.breakPointServes[serve.direction];
      atBreakPoint.served += 1;
      if (serve.in) atBreakPoint.in += 1;
      if (serve.in && serverWon) atBreakPoint.won += 1;
    }
  });
}

function countEnding(report: Report, facts: PointFacts) {
  const shot = facts.lastShot;
  if (!shot || (facts.ending !== 'winner' && facts.ending !== 'forced error' && facts.ending !== 'unforced error'))
    return;
  const player = report.players[shot.hitter];
  const wing = shot.wing ?? 'other';
  const key =
    facts.ending === 'winner' ? 'winners' : facts.ending === 'forced error' ? 'forcedErrors' : 'unforcedErrors';
  player[key][wing] += 1;
  if (shot.type) {
    const byShot = (player.byShot[shot.type] ??= { winners: 0, forcedErrors: 0, unforcedErrors: 0 });
    byShot[key] += 1;
  }
}

function countPoint(report: Report, context: PointContext) {
  const { facts } = context;
  const returner = otherSide(facts.server);
  const serving = report.players[facts.server];
  const returning = report.players[returner];
  const serverWon = facts.winner === facts.server;
  report.points += 1;
  if (facts.serves.length > 0) report.fullPoints += 1;

  count(serving.serve.points, serverWon);
  count(returning.return.points, !serverWon);
  count(facts.secondServe ? serving.serve.second : serving.serve.firstIn, serverWon);
  count(facts.secondServe ? returning.return.onSecondServe : returning.return.onFirstServe, !serverWon);
  if (facts.ending === 'ace') serving.serve.aces += 1;
  if (facts.ending === 'double fault') serving.serve.doubleFaults += 1;
  if (facts.ending === 'ace' || facts.ending === 'service winner') serving.serve.unreturned += 1;
  if (facts.serveAndVolley) count(serving.serve.serveAndVolley, serverWon);
  countServes(serving, context);

  if (facts.returnInPlay !== null) {
    returning.return.returnable += 1;
    if (facts.returnInPlay) returning.return.inPlay += 1;
    if (facts.returnInPlay && facts.returnDepth) returning.return.depth[facts.returnDepth] += 1;
  }
  if (facts.rallyLength !== null && facts.rallyLength > 0) {
    const length = rallyLengthOf(facts.rallyLength);
    for (const side of [0, 1] as const) count(report.players[side].rally[length], facts.winner === side);
    if (context.breakPoint) count(serving.keyPoints.breakPointRally[length], serverWon);
  }
  countEnding(report, facts);
  if (context.breakPoint) {
    count(serving.keyPoints.breakPointsFaced, serverWon);
    count(returning.keyPoints.breakPointChances, !serverWon);
  }
  if (context.serverGamePoint) count(serving.keyPoints.gamePointsServing, serverWon);
  for (const side of [0, 1] as const) if (facts.atNet[side]) count(report.players[side].net, facts.winner === side);
}

export type ReportReading = { ok: true; report: MatchReport } | { ok: false; problem: string; point: number };

/**
 * Scores the chart's points in order and counts them into the set's report and the match's. A point that
 * cannot be read, or that comes after the match is over, is refused by its number (from 1).
 */
export function matchReport(format: MatchFormat, firstServer: Side, points: readonly ChartPoint[]): ReportReading {
  const match = emptyReport();
  const sets: Report[] = [];
  const momentum: number[] = [];
  let score = startScore(format, firstServer);
  let lead = 0;
  for (const [index, point] of points.entries()) {
    if (score.winner !== null)
      return { ok: false, problem: 'The match was already over: no point can follow its last.', point: index + 1 };
    const reading = readPointFacts(point, score.server);
    if (!reading.ok) return { ok: false, problem: reading.problem, point: index + 1 };
    const context: PointContext = {
      facts: reading.facts,
      court: (score.points[0] + score.points[1]) % 2 === 0 ? 'deuce' : 'ad',
      breakPoint: isBreakPoint(format, score),
      serverGamePoint: !score.inTiebreak && atStake(format, score, score.server) !== null,
    };
    const setReport = (sets[score.finishedSets.length] ??= emptyReport());
    countPoint(match, context);
    countPoint(setReport, context);
    lead += reading.facts.winner === 0 ? 1 : -1;
    momentum.push(lead);
    score = scorePoint(format, score, reading.facts.winner);
  }
  return { ok: true, report: { match, sets, momentum, score } };
}

/** Two reports' counts added: the scouting report sums a player's side of every charted match. */
export function addCounts<T>(a: T, b: T): T {
  if (typeof a === 'number' && typeof b === 'number') return (a + b) as T;
  const sum: Record<string, unknown> = Array.isArray(a) ? ([] as unknown as Record<string, unknown>) : {};
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (left[key] === undefined) sum[key] = right[key];
    else if (right[key] === undefined) sum[key] = left[key];
    else sum[key] = addCounts(left[key], right[key]);
  }
  return sum as T;
}
