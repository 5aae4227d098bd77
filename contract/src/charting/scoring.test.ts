import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_FORMATS, formatProblem, type MatchFormat } from './match-format.js';
import { scoreLine } from './score-line.js';
import { atStake, isBreakPoint, pointsText, replayScore, scorePoint, startScore, type Side } from './scoring.js';

const bestOf3 = MATCH_FORMATS['best-of-3'];
const times = (n: number, side: Side): Side[] => Array.from({ length: n }, () => side);
const last = <T>(items: T[]): T => {
  const item = items.at(-1);
  if (item === undefined) throw new Error('No score at all');
  return item;
};

/**
 * The reference: the match played out as nested loops (sets, then games, then points), written apart from the
 * state machine under test. It stops where the points run out or the match ends, and says what it saw.
 */
function reference(
  format: MatchFormat,
  firstServer: Side,
  pointWinner: (server: Side, index: number) => Side | undefined,
) {
  const winners: Side[] = [];
  const servers: Side[] = [];
  const play = (pointServer: Side, score: [number, number]): boolean => {
    const winner = pointWinner(pointServer, winners.length);
    if (winner === undefined) return false;
    servers.push(pointServer);
    winners.push(winner);
    score[winner]++;
    return true;
  };
  let server: Side = firstServer;
  const sets: { games: [number, number]; tiebreak: [number, number] | null }[] = [];
  const setsWon: [number, number] = [0, 0];
  let games: [number, number] = [0, 0];
  let points: [number, number] = [0, 0];
  const over = () => Math.max(...setsWon) * 2 > format.bestOf;
  const playTiebreak = (target: number): boolean => {
    const first = server;
    points = [0, 0];
    for (let played = 0; !(Math.max(...points) >= target && Math.abs(points[0] - points[1]) >= 2); played++) {
      // First server once, then two points each: the players' turns change after points 1, 3, 5, ...
      if (!play(Math.ceil(played / 2) % 2 === 0 ? first : ((1 - first) as Side), points)) return false;
    }
    server = (1 - first) as Side;
    return true;
  };
  const playGame = (): boolean => {
    points = [0, 0];
    for (;;) {
      const [a, b] = points;
      const gameOver = format.noAd ? Math.max(a, b) >= 4 : Math.max(a, b) >= 4 && Math.abs(a - b) >= 2;
      if (gameOver) break;
      if (!play(server, points)) return false;
    }
    server = (1 - server) as Side;
    return true;
  };
  while (!over()) {
    const decider = sets.length + 1 === format.bestOf ? format.finalSet : format.sets;
    games = [0, 0];
    let tiebreak: [number, number] | null = null;
    if (decider.kind === 'match-tiebreak') {
      if (!playTiebreak(decider.points)) break;
      games[points[0] > points[1] ? 0 : 1] = 1;
      tiebreak = points;
    } else {
      let setOver = false;
      while (!setOver) {
        if (decider.kind === 'tiebreak' && games[0] === decider.at && games[1] === decider.at) {
          if (!playTiebreak(decider.points)) break;
          games[points[0] > points[1] ? 0 : 1]++;
          tiebreak = points;
          setOver = true;
        } else {
          if (!playGame()) break;
          games[points[0] > points[1] ? 0 : 1]++;
          setOver = Math.max(...games) >= 6 && Math.abs(games[0] - games[1]) >= 2;
        }
      }
      if (!setOver) break;
    }
    sets.push({ games, tiebreak });
    setsWon[games[0] > games[1] ? 0 : 1]++;
    points = [0, 0];
    games = [0, 0];
  }
  return { sets, games, points, servers, winners, over: over() };
}

const formats = fc.oneof(
  fc.constantFrom(...Object.values(MATCH_FORMATS)),
  fc.record({
    bestOf: fc.constantFrom(3 as const, 5 as const),
    noAd: fc.boolean(),
    sets: fc.oneof(
      fc.record({
        kind: fc.constant('tiebreak' as const),
        at: fc.integer({ min: 6, max: 12 }),
        points: fc.integer({ min: 3, max: 15 }),
      }),
      fc.constant({ kind: 'advantage' as const }),
    ),
    finalSet: fc.oneof(
      fc.record({
        kind: fc.constant('tiebreak' as const),
        at: fc.integer({ min: 6, max: 12 }),
        points: fc.integer({ min: 3, max: 15 }),
      }),
      fc.constant({ kind: 'advantage' as const }),
      fc.record({ kind: fc.constant('match-tiebreak' as const), points: fc.integer({ min: 3, max: 15 }) }),
    ),
  }),
);

type PointWinner = (server: Side, index: number) => Side | undefined;
const draws = fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 600, size: 'max' });
// Points won by one player more often than not reach the ends of sets and matches; points won by the server
// more often than not reach deuces, 6-all and long tiebreaks.
const byPlayer = fc.tuple(fc.integer({ min: 1, max: 9 }), draws).map(
  ([edge, draws]): PointWinner =>
    (_server, index) =>
      draws[index] === undefined ? undefined : draws[index] < edge ? 0 : 1,
);
const byServer = fc.tuple(fc.integer({ min: 5, max: 9 }), draws).map(
  ([edge, draws]): PointWinner =>
    (server, index) =>
      draws[index] === undefined ? undefined : draws[index] < edge ? server : ((1 - server) as Side),
);
const pointWinners = fc.oneof(byPlayer, byServer);

describe('the score of a charted match, against the reference over random points', () => {
  // A failure prints fast-check's seed and path; FC_SEED and FC_PATH replay it (web/src/test/replay-seed.ts).
  it('keeps the same sets, games, points and servers as the reference, and refuses a point after the last', () => {
    fc.assert(
      fc.property(formats, fc.constantFrom<Side>(0, 1), pointWinners, (format, firstServer, pointWinner) => {
        expect(formatProblem(format)).toBeNull();
        const expected = reference(format, firstServer, pointWinner);
        const played = expected.winners;
        const scores = replayScore(format, firstServer, played);
        const final = last(scores);
        expect(final.finishedSets).toEqual(expected.sets);
        expect(final.games).toEqual(expected.games);
        expect(final.points).toEqual(expected.points);
        expect(scores.slice(0, -1).map((score) => score.server)).toEqual(expected.servers);
        expect(final.winner !== null).toBe(expected.over);
        expect(final.pointsPlayed).toBe(played.length);
        if (expected.over) expect(() => scorePoint(format, final, 0)).toThrow('The match is over');
      }),
      { numRuns: 400 },
    );
  });

  it('has the players change ends after the odd games of a set and every six points of a tiebreak', () => {
    fc.assert(
      fc.property(fc.constantFrom<Side>(0, 1), pointWinners, (firstServer, pointWinner) => {
        const played = reference(bestOf3, firstServer, pointWinner).winners;
        const scores = replayScore(bestOf3, firstServer, played);
        for (const [index, after] of scores.entries()) {
          const before = scores[index - 1];
          if (before === undefined) continue;
          const gameEnded = after.points[0] + after.points[1] === 0;
          const gamesInSet =
            after.finishedSets.length > before.finishedSets.length
              ? last(after.finishedSets).games[0] + last(after.finishedSets).games[1]
              : after.games[0] + after.games[1];
          const tiebreakPoints = after.points[0] + after.points[1];
          const expected = gameEnded ? gamesInSet % 2 === 1 : before.inTiebreak && tiebreakPoints % 6 === 0;
          expect(after.changeEnds).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the score of a charted match, by example', () => {
  it("gives a match of only one player's points as 6-0 6-0 in 48 points", () => {
    const scores = replayScore(bestOf3, 0, times(48, 0));
    expect(last(scores).finishedSets).toEqual([
      { games: [6, 0], tiebreak: null },
      { games: [6, 0], tiebreak: null },
    ]);
    expect(last(scores).winner).toBe(0);
  });

  it('plays a tiebreak at 6-all: its first server once, then two each, and the other player serves the next set', () => {
    // Each player holds serve to 6-all: 12 games of four points won by the server.
    const holds: Side[] = [];
    for (let game = 0; game < 12; game++) holds.push(...times(4, (game % 2) as Side));
    const atSixAll = last(replayScore(bestOf3, 0, holds));
    expect(atSixAll.games).toEqual([6, 6]);
    expect(atSixAll.inTiebreak).toBe(true);
    expect(atSixAll.server).toBe(0);
    const tiebreak = replayScore(bestOf3, 0, [...holds, ...times(7, 1)]).slice(12 * 4);
    expect(tiebreak.slice(0, 7).map((score) => score.server)).toEqual([0, 1, 1, 0, 0, 1, 1]);
    expect(tiebreak.map((score) => pointsText(bestOf3, score))[3]).toEqual(['0', '3']);
    const afterTiebreak = last(tiebreak);
    expect(afterTiebreak.finishedSets).toEqual([{ games: [6, 7], tiebreak: [0, 7] }]);
    expect(afterTiebreak.server).toBe(1);
  });

  it('calls deuce, advantage and a no-ad deciding point', () => {
    const deuce = last(replayScore(bestOf3, 0, [0, 1, 0, 1, 0, 1]));
    expect(pointsText(bestOf3, deuce)).toEqual(['40', '40']);
    expect(pointsText(bestOf3, scorePoint(bestOf3, deuce, 1))).toEqual(['40', 'AD']);
    expect(isBreakPoint(bestOf3, deuce)).toBe(false);
    expect(isBreakPoint(bestOf3, scorePoint(bestOf3, deuce, 1))).toBe(true);
    const noAd = MATCH_FORMATS['match-tiebreak'];
    const noAdDeuce = last(replayScore(noAd, 0, [0, 1, 0, 1, 0, 1]));
    expect(isBreakPoint(noAd, noAdDeuce)).toBe(true);
    expect(last(replayScore(noAd, 0, [0, 1, 0, 1, 0, 1, 1])).games).toEqual([0, 1]);
  });

  it('plays a match tiebreak to 10 in place of the third set', () => {
    const format = MATCH_FORMATS['match-tiebreak'];
    const splitSets = [...times(24, 0), ...times(24, 1)];
    const atThirdSet = last(replayScore(format, 0, splitSets));
    expect(atThirdSet.setsWon).toEqual([1, 1]);
    expect(atThirdSet.inTiebreak).toBe(true);
    expect(atStake(format, atThirdSet, 0)).toBeNull();
    const end = last(replayScore(format, 0, [...splitSets, ...times(9, 0)]));
    expect(atStake(format, end, 0)).toBe('match');
    const won = scorePoint(format, end, 0);
    expect(won.finishedSets[2]).toEqual({ games: [1, 0], tiebreak: [10, 0] });
    expect(won.winner).toBe(0);
  });

  it('plays an advantage final set past 6-all', () => {
    const format = MATCH_FORMATS['advantage-final-set'];
    const twoSetsAll = [...times(48, 0), ...times(48, 1)];
    const holds: Side[] = [];
    for (let game = 0; game < 14; game++) holds.push(...times(4, (game % 2) as Side));
    const atSevenAll = last(replayScore(format, 0, [...twoSetsAll, ...holds]));
    expect(atSevenAll.games).toEqual([7, 7]);
    expect(atSevenAll.inTiebreak).toBe(false);
  });

  it('refuses a format that cannot be played, with the reason', () => {
    expect(formatProblem({ ...bestOf3, sets: { kind: 'match-tiebreak', points: 10 } })).toBe(
      'Only the final set can be a match tiebreak.',
    );
    expect(formatProblem({ ...bestOf3, finalSet: { kind: 'tiebreak', at: 3, points: 7 } })).toBe(
      "The final set's tiebreak comes at 6-all to 12-all games.",
    );
    expect(startScore(bestOf3, 1).server).toBe(1);
  });
});

describe('the score as a line of sets', () => {
  it("shows finished sets, a tiebreak by its loser's points, a match tiebreak by its points, and the set being played", () => {
    expect(scoreLine(startScore(bestOf3, 0))).toBe('0-0');
    const holds: Side[] = [];
    for (let game = 0; game < 12; game++) holds.push(...times(4, (game % 2) as Side));
    const tiebreakSet = [...holds, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1] as Side[];
    const afterTiebreak = last(replayScore(bestOf3, 0, tiebreakSet));
    expect(scoreLine(afterTiebreak)).toBe('6-7(5)');
    expect(scoreLine(last(replayScore(bestOf3, 0, [...tiebreakSet, ...times(4, 0)])))).toBe('6-7(5) 1-0');
    const format = MATCH_FORMATS['match-tiebreak'];
    const splitSets = [...times(24, 0), ...times(24, 1), ...times(10, 0)];
    expect(scoreLine(last(replayScore(format, 0, splitSets)))).toBe('6-0 0-6 [10-0]');
  });
});
