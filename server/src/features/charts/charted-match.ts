import type { ChartPointInput } from '@baseline/contract';
import {
  otherSide,
  readPointCodes,
  scoreLine,
  scorePoint,
  startScore,
  type MatchFormat,
  type Score,
  type SetDecider,
  type Side,
} from '@baseline/contract/charting';
import { quickPointOf } from './mcp/quick-codes.js';

/**
 * A plausible charted match that ends with a given score: the points of each game and tiebreak dealt from a
 * seeded random source, each written in the Match Charting Project's notation (serve directions and faults,
 * rallies of forehands and backhands with their directions and return depths, winners and errors with their
 * types, the odd volley at the net) or as quick points. Made for the demo member's charts and the bench.
 */

/** A seeded source of numbers in [0, 1): the same seed gives the same match. */
export interface RandomSource {
  next(): number;
}

/** A set as a draw gives it: games from the first player's side, and its tiebreak loser's points if it had one. */
export interface SetScore {
  games: [number, number];
  tiebreakLoserPoints: number | null;
}

const pick = <T>(random: RandomSource, items: readonly [T, ...T[]]): T =>
  items[Math.floor(random.next() * items.length)] ?? items[0];
const chance = (random: RandomSource, probability: number) => random.next() < probability;

const repeat = (side: Side, times: number): Side[] => Array.from({ length: Math.max(0, times) }, () => side);

function shuffled(random: RandomSource, items: readonly Side[]): Side[] {
  return items
    .map((item) => ({ item, key: random.next() }))
    .toSorted((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/**
 * The points of a game or tiebreak won by `winner` with the loser on `loserPoints`: both reach `target - 1`
 * or fewer in any order, then the swings of advantage, then the winner's last points. No order ends it early.
 */
function gamePoints(random: RandomSource, winner: Side, target: number, loserPoints: number, noAd: boolean): Side[] {
  const loser = otherSide(winner);
  if (loserPoints <= target - 2 || (noAd && loserPoints === target - 1))
    return [...shuffled(random, [...repeat(winner, target - 1), ...repeat(loser, loserPoints)]), winner];
  const swings = Array.from({ length: loserPoints - (target - 1) }, () =>
    chance(random, 0.5) ? [winner, loser] : [loser, winner],
  ).flat();
  return [
    ...shuffled(random, [...repeat(winner, target - 1), ...repeat(loser, target - 1)]),
    ...swings,
    winner,
    winner,
  ];
}

/** How many points the loser of a game took: mostly none to two, a deuce game now and then. */
function gameLoserPoints(random: RandomSource, noAd: boolean): number {
  const roll = random.next();
  if (roll < 0.2) return 0;
  if (roll < 0.5) return 1;
  if (roll < 0.78) return 2;
  return noAd ? 3 : 3 + Math.floor(random.next() * 3);
}

/**
 * The order the games of a set were won in: mostly holds, the breaks the score needs, and never a prefix that
 * would have ended the set before its last game. The loser's games before the winner's is always such an order.
 */
function gameWinners(random: RandomSource, games: [number, number], firstGameServer: Side): Side[] {
  const winner: Side = games[0] > games[1] ? 0 : 1;
  const ends = (won: [number, number]) =>
    (won[0] >= 6 || won[1] >= 6) && Math.abs(won[0] - won[1]) >= 2 && won[0] + won[1] < games[0] + games[1];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const won: [number, number] = [0, 0];
    const order: Side[] = [];
    let server = firstGameServer;
    while (won[0] + won[1] < games[0] + games[1]) {
      const holds = chance(random, 0.8) ? server : otherSide(server);
      const next: Side = won[holds] < games[holds] ? holds : otherSide(holds);
      won[next] += 1;
      order.push(next);
      server = otherSide(server);
      if (ends(won)) break;
    }
    if (won[0] === games[0] && won[1] === games[1]) return order;
  }
  const loser = otherSide(winner);
  const alternating = Array.from({ length: games[loser] }, () => [loser, winner]).flat();
  return [...alternating, ...repeat(winner, games[winner] - games[loser])];
}

function tiebreakTarget(decider: SetDecider): number {
  return decider.kind === 'advantage' ? 7 : decider.points;
}

/** The point winners of a match that ends with `sets`, played in `format` with `firstServer` serving first. */
function pointWinners(random: RandomSource, format: MatchFormat, firstServer: Side, sets: readonly SetScore[]): Side[] {
  const winners: Side[] = [];
  let gameServer = firstServer;
  sets.forEach((set, index) => {
    const decider = index + 1 === format.bestOf ? format.finalSet : format.sets;
    const setWinner: Side = set.games[0] > set.games[1] ? 0 : 1;
    const tiebreak =
      set.tiebreakLoserPoints !== null ||
      (decider.kind === 'tiebreak' &&
        set.games[setWinner] === decider.at + 1 &&
        set.games[otherSide(setWinner)] === decider.at);
    const regular: [number, number] = [...set.games];
    if (tiebreak) regular[setWinner] -= 1;
    for (const game of gameWinners(random, regular, gameServer)) {
      winners.push(...gamePoints(random, game, 4, gameLoserPoints(random, format.noAd), format.noAd));
      gameServer = otherSide(gameServer);
    }
    if (tiebreak) {
      const loserPoints = set.tiebreakLoserPoints ?? Math.floor(random.next() * 6);
      winners.push(...gamePoints(random, setWinner, tiebreakTarget(decider), loserPoints, false));
      gameServer = otherSide(gameServer);
    }
  });
  return winners;
}

const SHOTS = ['f', 'f', 'f', 'b', 'b', 'b', 'r', 's'] as const;

/** A shot: its type, a direction, and for a return in play its depth. */
function shotCode(random: RandomSource, index: number, inPlay: boolean, type: string = pick(random, SHOTS)): string {
  const depth = index === 0 && inPlay ? pick(random, ['7', '8', '8', '9', '9']) : '';
  return `${type}${pick(random, ['1', '2', '3'])}${depth}`;
}

/** The rally after a serve that went in, ending with `winner` winning the point. */
function rallyCode(random: RandomSource, server: Side, winner: Side): string {
  let length = 1;
  while (length < 30 && chance(random, length < 3 ? 0.75 : 0.7)) length += 1;
  // The returner hits the rally's first shot, the 3rd, and so on.
  const lastHitter = (length - 1) % 2 === 0 ? otherSide(server) : server;
  const endsWithWinner = lastHitter === winner;
  const atNet = endsWithWinner && length >= 3 && chance(random, 0.2);
  const shots = Array.from({ length }, (_, index) => {
    const last = index === length - 1;
    if (last && atNet) return shotCode(random, index, false, pick(random, ['v', 'z']));
    const code = shotCode(random, index, !last || endsWithWinner);
    return index === length - 3 && atNet ? `${code}+` : code;
  });
  const ending = endsWithWinner ? '*' : `${pick(random, ['n', 'w', 'd'])}${chance(random, 0.4) ? '#' : '@'}`;
  return `${shots.join('')}${ending}`;
}

/** A point's codes, full notation, for `winner` winning it on `server`'s serve. */
function fullPoint(random: RandomSource, server: Side, winner: Side): { first: string; second: string } {
  const direction = () => pick(random, ['4', '4', '5', '6', '6']);
  const serverWins = winner === server;
  const played = (second: boolean): string => {
    if (serverWins && chance(random, second ? 0.02 : 0.1)) return `${direction()}*`;
    if (serverWins && chance(random, second ? 0.03 : 0.08)) return `${direction()}#`;
    return `${direction()}${rallyCode(random, server, winner)}`;
  };
  if (chance(random, 0.62)) return { first: played(false), second: '' };
  const fault = `${direction()}${pick(random, ['n', 'w', 'd', 'x'])}`;
  if (!serverWins && chance(random, 0.12))
    return { first: fault, second: `${direction()}${pick(random, ['n', 'w', 'd'])}` };
  return { first: fault, second: played(true) };
}

/**
 * The points of a match that ends `sets` (or is still being played after them), at `level`, checked against
 * the rules as they are made: the score line they give is returned beside them.
 */
export function chartedMatch(
  random: RandomSource,
  format: MatchFormat,
  firstServer: Side,
  sets: readonly SetScore[],
  level: 'full' | 'quick',
): { points: ChartPointInput[]; score: Score; line: string } {
  let score = startScore(format, firstServer);
  const points = pointWinners(random, format, firstServer, sets).map((winner): ChartPointInput => {
    const codes = fullPoint(random, score.server, winner);
    const reading = readPointCodes(codes.first, codes.second);
    if (!reading.ok || reading.point.serverWon !== (winner === score.server))
      throw new Error(`a made-up point does not give its winner the point: ${codes.first} ${codes.second}`);
    const quick = level === 'quick' ? quickPointOf(reading.point, score.server) : null;
    score = scorePoint(format, score, winner);
    return quick ?? { level: 'full', ...codes };
  });
  return { points, score, line: scoreLine(score) };
}
