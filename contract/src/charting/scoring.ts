import { GAMES_TO_WIN_A_SET, type MatchFormat, type SetDecider } from './match-format.js';

/**
 * The score of a charted match, kept point by point by the rules of tennis: games, sets, tiebreaks, who serves
 * (the tiebreak's rotation included) and when the players change ends. Pure, so the web app scores offline
 * exactly as the server checks.
 */

/** The chart's first (0) or second (1) player. */
export type Side = 0 | 1;

export interface FinishedSet {
  games: [number, number];
  /** The tiebreak's points when one decided the set (a match tiebreak's set is 1-0 in games). */
  tiebreak: [number, number] | null;
}

export interface Score {
  finishedSets: FinishedSet[];
  /** Games in the set being played. */
  games: [number, number];
  /** Points in the game or tiebreak being played. */
  points: [number, number];
  inTiebreak: boolean;
  /** Who serves the next point. */
  server: Side;
  /** Who served the first point of the game or tiebreak being played. */
  gameServer: Side;
  setsWon: [number, number];
  winner: Side | null;
  pointsPlayed: number;
  /** The players change ends before the next point. */
  changeEnds: boolean;
}

export const otherSide = (side: Side): Side => (side === 0 ? 1 : 0);

const pair = (a: number, b: number): [number, number] => [a, b];

const isFinalSet = (format: MatchFormat, setNumber: number) => setNumber === format.bestOf;

/** The decider of the set being played (sets are numbered from 1). */
function deciderOf(format: MatchFormat, setNumber: number): SetDecider {
  return isFinalSet(format, setNumber) ? format.finalSet : format.sets;
}

export function startScore(format: MatchFormat, firstServer: Side): Score {
  return {
    finishedSets: [],
    games: pair(0, 0),
    points: pair(0, 0),
    // A best-of-one match would start in its match tiebreak; best of 3 and 5 start with a set of games.
    inTiebreak: false,
    server: firstServer,
    gameServer: firstServer,
    setsWon: pair(0, 0),
    winner: null,
    pointsPlayed: 0,
    changeEnds: false,
  };
}

function gameIsWon(format: MatchFormat, won: number, lost: number): boolean {
  return won >= 4 && (won - lost >= 2 || format.noAd);
}

function tiebreakIsWon(decider: SetDecider, won: number, lost: number): boolean {
  const target = decider.kind === 'advantage' ? Infinity : decider.points;
  return won >= target && won - lost >= 2;
}

function setIsWon(won: number, lost: number): boolean {
  return won >= GAMES_TO_WIN_A_SET && won - lost >= 2;
}

/** Who serves the tiebreak's next point: its first server once, then each player twice in turn. */
function tiebreakServer(firstServer: Side, pointsPlayed: number): Side {
  return Math.floor((pointsPlayed + 1) / 2) % 2 === 0 ? firstServer : otherSide(firstServer);
}

/** The score after `winner` wins the next point. Throws when the match is already over. */
export function scorePoint(format: MatchFormat, score: Score, winner: Side): Score {
  if (score.winner !== null) throw new Error('The match is over: no point can follow its last.');
  const loser = otherSide(winner);
  const setNumber = score.finishedSets.length + 1;
  const decider = deciderOf(format, setNumber);
  const points = pair(score.points[0], score.points[1]);
  points[winner] += 1;
  const next: Score = { ...score, points, pointsPlayed: score.pointsPlayed + 1, changeEnds: false };

  const gameWon = score.inTiebreak
    ? tiebreakIsWon(decider, points[winner], points[loser])
    : gameIsWon(format, points[winner], points[loser]);
  if (!gameWon) {
    if (score.inTiebreak) {
      const played = points[0] + points[1];
      next.server = tiebreakServer(score.gameServer, played);
      next.changeEnds = played % 6 === 0;
    }
    return next;
  }

  const games = pair(score.games[0], score.games[1]);
  games[winner] += 1;
  const setWon = score.inTiebreak || (decider.kind !== 'match-tiebreak' && setIsWon(games[winner], games[loser]));
  const nextGameServer = otherSide(score.gameServer);
  next.points = pair(0, 0);
  next.gameServer = nextGameServer;
  next.server = nextGameServer;
  next.changeEnds = (games[0] + games[1]) % 2 === 1;

  if (!setWon) {
    next.games = games;
    next.inTiebreak = decider.kind === 'tiebreak' && games[0] === decider.at && games[1] === decider.at;
    return next;
  }

  const setsWon = pair(score.setsWon[0], score.setsWon[1]);
  setsWon[winner] += 1;
  next.finishedSets = [...score.finishedSets, { games, tiebreak: score.inTiebreak ? points : null }];
  next.setsWon = setsWon;
  next.games = pair(0, 0);
  if (setsWon[winner] > format.bestOf / 2) {
    next.winner = winner;
    next.inTiebreak = false;
    return next;
  }
  next.inTiebreak = deciderOf(format, setNumber + 1).kind === 'match-tiebreak';
  return next;
}

/** The score before each point and after the last: `winners.length + 1` scores. Throws past the match's end. */
export function replayScore(format: MatchFormat, firstServer: Side, winners: readonly Side[]): Score[] {
  let current = startScore(format, firstServer);
  const scores = [current];
  for (const winner of winners) {
    current = scorePoint(format, current, winner);
    scores.push(current);
  }
  return scores;
}

/** What the next point decides if `side` wins it: the match, a set, a game, or nothing yet. */
export function atStake(format: MatchFormat, score: Score, side: Side): 'match' | 'set' | 'game' | null {
  if (score.winner !== null) return null;
  const after = scorePoint(format, score, side);
  if (after.winner !== null) return 'match';
  if (after.finishedSets.length > score.finishedSets.length) return 'set';
  if (after.games[0] + after.games[1] > score.games[0] + score.games[1]) return 'game';
  return null;
}

/** A point the returner breaks serve with if they win it (a tiebreak's points are never break points). */
export function isBreakPoint(format: MatchFormat, score: Score): boolean {
  return !score.inTiebreak && atStake(format, score, otherSide(score.server)) !== null;
}

/** The game's points as the scoreboard shows them: '0', '15', '30', '40', 'AD', or a tiebreak's count. */
export function pointsText(format: MatchFormat, score: Score): [string, string] {
  const [a, b] = score.points;
  if (score.inTiebreak) return [String(a), String(b)];
  const calls = ['0', '15', '30'];
  if (a >= 3 && b >= 3 && !format.noAd) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  return [calls[a] ?? '40', calls[b] ?? '40'];
}
