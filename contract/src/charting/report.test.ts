import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_FORMATS } from './match-format.js';
import type { ChartPoint, QuickPoint } from './point-facts.js';
import { addCounts, emptyReport, matchReport, type MatchReport } from './report.js';

const bestOf3 = MATCH_FORMATS['best-of-3'];
const full = (first: string, second = ''): ChartPoint => ({ level: 'full', first, second });
const quick = (point: Omit<QuickPoint, 'level'>): ChartPoint => ({ level: 'quick', ...point });

const reportOf = (points: ChartPoint[]): MatchReport => {
  const reading = matchReport(bestOf3, 0, points);
  if (!reading.ok) throw new Error(`point ${reading.point}: ${reading.problem}`);
  return reading.report;
};

// The first player's service game: an ace, a return error on a second serve, a forehand winner by the
// returner, an approach volley winner, a double fault, an unreturned serve.
const firstGame = [full('4*'), full('6n', '5f3d@'), full('6f28b2f1*'), full('5f1v+2*'), full('4d', '6d'), full('6#')];

describe("a chart's match report, by example", () => {
  it("counts the server's game: serves in, won on first and second serve, aces, double faults, directions by court", () => {
    const { match, sets, momentum, score } = reportOf(firstGame);
    expect(score.games).toEqual([1, 0]);
    const serve = match.players[0].serve;
    expect(serve.points).toEqual({ points: 6, won: 4 });
    expect(serve.firstIn).toEqual({ points: 4, won: 3 });
    expect(serve.second).toEqual({ points: 2, won: 1 });
    expect([serve.aces, serve.doubleFaults, serve.unreturned]).toEqual([1, 1, 2]);
    expect(serve.directions.first.deuce['4']).toEqual({ served: 2, in: 1, won: 1 });
    expect(serve.directions.first.ad['6']).toEqual({ served: 2, in: 1, won: 1 });
    expect(serve.directions.second.ad['5']).toEqual({ served: 1, in: 1, won: 1 });
    expect(serve.directions.second.deuce['6']).toEqual({ served: 1, in: 0, won: 0 });
    expect(match.players[1].return).toMatchObject({
      returnable: 5,
      inPlay: 2,
      depth: { '7': 0, '8': 1, '9': 0, '0': 0 },
    });
    expect(match.players[1].return.points).toEqual({ points: 6, won: 2 });
    expect(sets).toEqual([match]);
    expect(momentum).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('counts rally lengths, winners and errors by wing and shot, net points and game points', () => {
    const { match } = reportOf(firstGame);
    const [server, returner] = match.players;
    expect(server.rally['1-3']).toEqual({ points: 4, won: 4 });
    expect(returner.rally['4-6']).toEqual({ points: 1, won: 1 });
    expect(server.winners).toEqual({ forehand: 1, backhand: 0, other: 0 });
    expect(returner.winners).toEqual({ forehand: 1, backhand: 0, other: 0 });
    expect(returner.unforcedErrors).toEqual({ forehand: 1, backhand: 0, other: 0 });
    expect(server.byShot).toEqual({ v: { winners: 1, forcedErrors: 0, unforcedErrors: 0 } });
    expect(returner.byShot).toEqual({ f: { winners: 1, forcedErrors: 0, unforcedErrors: 1 } });
    expect(server.net).toEqual({ points: 1, won: 1 });
    expect(server.keyPoints.gamePointsServing).toEqual({ points: 2, won: 1 });
    expect(match.fullPoints).toBe(6);
  });

  it('counts break points faced and won, with the serves and rallies they were played with', () => {
    // The second player serves the second game: 0-40, saves one break point on the second serve, loses the next.
    const secondGame = [full('4f1*'), full('5b2*'), full('6f3f1b2*'), full('6n', '4b1d#'), full('6f1*')];
    const { match } = reportOf([...firstGame, ...secondGame]);
    const [returner, server] = match.players;
    expect(server.keyPoints.breakPointsFaced).toEqual({ points: 2, won: 1 });
    expect(returner.keyPoints.breakPointChances).toEqual({ points: 2, won: 1 });
    expect(server.keyPoints.breakPointServes['6']).toEqual({ served: 2, in: 1, won: 0 });
    expect(server.keyPoints.breakPointServes['4']).toEqual({ served: 1, in: 1, won: 1 });
    expect(server.keyPoints.breakPointRally['1-3']).toEqual({ points: 2, won: 1 });
    expect(returner.return.onSecondServe).toEqual({ points: 1, won: 0 });
    expect(returner.keyPoints.breakPointsFaced).toEqual({ points: 0, won: 0 });
  });

  it('reads quick points: who won, which serve, how it ended and the wing, without the rally', () => {
    const { match } = reportOf([
      quick({ winner: 0, secondServe: false, ending: 'ace', wing: null }),
      quick({ winner: 1, secondServe: true, ending: 'double fault', wing: null }),
      quick({ winner: 1, secondServe: false, ending: 'winner', wing: 'backhand' }),
      quick({ winner: 0, secondServe: true, ending: 'unforced error', wing: 'forehand' }),
    ]);
    const [server, returner] = match.players;
    expect(server.serve).toMatchObject({
      aces: 1,
      doubleFaults: 1,
      firstIn: { points: 2, won: 1 },
      second: { points: 2, won: 1 },
    });
    expect(returner.winners.backhand).toBe(1);
    expect(returner.unforcedErrors.forehand).toBe(1);
    expect(match.fullPoints).toBe(0);
    expect(server.rally['1-3']).toEqual({ points: 0, won: 0 });
    expect(returner.return.returnable).toBe(0);
  });

  it('refuses a point that cannot be read or comes after the match, by its number', () => {
    expect(matchReport(bestOf3, 0, [full('4*'), full('6f1')])).toEqual({
      ok: false,
      point: 2,
      problem:
        'The first serve\'s code "6f1", at its end: the code does not say how the point ended: end it with * (winner), # (forced error) or @ (unforced error).',
    });
    expect(matchReport(bestOf3, 0, [quick({ winner: 1, secondServe: false, ending: 'ace', wing: null })])).toEqual({
      ok: false,
      point: 1,
      problem: 'An ace is won by the server.',
    });
    const straightSets: ChartPoint[] = Array.from({ length: 48 }, (_, index) =>
      quick({ winner: 0, secondServe: false, ending: index % 2 === 0 ? 'winner' : 'unforced error', wing: null }),
    );
    expect(matchReport(bestOf3, 0, straightSets).ok).toBe(true);
    expect(matchReport(bestOf3, 0, [...straightSets, full('4*')])).toEqual({
      ok: false,
      point: 49,
      problem: 'The match was already over: no point can follow its last.',
    });
  });
});

const codes = fc.constantFrom(
  ['4*', ''],
  ['6#', ''],
  ['5f1*', ''],
  ['6f37b2f1n@', ''],
  ['4n', '5b#'],
  ['6d', '4w'],
  ['6+f1v2*', ''],
  ['5b28f3s2u1*', ''],
  ['4f1b2f3b1f2b3f1b2f3b1x@', ''],
  ['S', ''],
  ['6n', 'R'],
);

describe("a chart's report, over random points", () => {
  // A failure prints fast-check's seed and path; FC_SEED and FC_PATH replay it (web/src/test/replay-seed.ts).
  it("adds its sets up to the match, and gives each point to both players' sides once", () => {
    fc.assert(
      fc.property(fc.array(codes, { maxLength: 300, size: 'max' }), (drawn) => {
        const reading = matchReport(
          bestOf3,
          0,
          drawn.map(([first, second]) => full(first, second)),
        );
        // Past the match's end the chart is refused; what came before it is the match.
        if (!reading.ok) {
          expect(reading.problem).toBe('The match was already over: no point can follow its last.');
          return;
        }
        const { match, sets } = reading.report;
        expect(sets.reduce((sum, set) => addCounts(sum, set), emptyReport())).toEqual(match);
        const [first, second] = match.players;
        expect(first.serve.points.points + second.serve.points.points).toBe(match.points);
        expect(second.return.points.points).toBe(first.serve.points.points);
        expect(second.return.points.points - second.return.points.won).toBe(first.serve.points.won);
      }),
      { numRuns: 200 },
    );
  });
});
