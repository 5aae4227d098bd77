import { emptyReport } from '@baseline/contract/charting';
import { describe, expect, it } from 'vitest';
import { allPointsText, fullPointsText } from './basis';
import { endingRows, keyPointRows, netRows, percent, rallyRows, returnRows, serveRows, shotCounts } from './figures';
import { secondSet } from './test/secondSet';

const of = (value: string, detail: string) => ({ value, detail });

describe('percent', () => {
  it('rounds to a whole percentage, and has a dash for a share of nothing', () => {
    expect(percent(1, 3)).toBe('33%');
    expect(percent(2, 3)).toBe('67%');
    expect(percent(1, 8)).toBe('13%');
    expect(percent(5, 5)).toBe('100%');
    expect(percent(0, 4)).toBe('0%');
    expect(percent(0, 0)).toBe('–');
  });
});

describe('the serve table', () => {
  it('makes each percentage from its counts and says what it rests on', () => {
    const [server, nobody] = emptyReport().players;
    server.serve.points = { points: 50, won: 34 };
    server.serve.firstIn = { points: 31, won: 24 };
    server.serve.second = { points: 19, won: 10 };
    server.serve.aces = 5;
    server.serve.doubleFaults = 2;
    server.serve.unreturned = 9;
    expect(serveRows([server, nobody])).toEqual([
      { label: 'Points won on serve', figures: [of('68%', '34 of 50'), of('–', '0 of 0')] },
      { label: '1st serves in', figures: [of('62%', '31 of 50'), of('–', '0 of 0')] },
      { label: 'Won on 1st serve', figures: [of('77%', '24 of 31'), of('–', '0 of 0')] },
      { label: 'Won on 2nd serve', figures: [of('53%', '10 of 19'), of('–', '0 of 0')] },
      { label: 'Aces', figures: [of('5', 'in 50 points served'), of('0', 'in 0 points served')] },
      { label: 'Double faults', figures: [of('2', 'in 19 2nd serves'), of('0', 'in 0 2nd serves')] },
      { label: 'Serves unreturned, aces included', figures: [of('18%', '9 of 50'), of('–', '0 of 0')] },
    ]);
  });

  it("counts a charted set's serves", () => {
    const { players } = secondSet();
    expect(serveRows(players).map((row) => [row.label, ...row.figures.map((figure) => figure.detail)])).toEqual([
      ['Points won on serve', '4 of 6', '1 of 2'],
      ['1st serves in', '4 of 6', '2 of 2'],
      ['Won on 1st serve', '3 of 4', '1 of 2'],
      ['Won on 2nd serve', '1 of 2', '0 of 0'],
      ['Aces', 'in 6 points served', 'in 2 points served'],
      ['Double faults', 'in 2 2nd serves', 'in 0 2nd serves'],
      ['Serves unreturned, aces included', '2 of 6', '1 of 2'],
    ]);
  });
});

describe("a charted set's other tables", () => {
  const { players } = secondSet();

  it('returns: points won, then the returns in play and their depth', () => {
    expect(returnRows(players)).toEqual([
      { label: 'Return points won', figures: [of('50%', '1 of 2'), of('33%', '2 of 6')] },
      { label: 'Won returning 1st serves', figures: [of('50%', '1 of 2'), of('25%', '1 of 4')] },
      { label: 'Won returning 2nd serves', figures: [of('–', '0 of 0'), of('50%', '1 of 2')] },
      { label: 'Returns in play', figures: [of('50%', '1 of 2'), of('60%', '3 of 5')] },
      { label: 'Short returns (service boxes)', figures: [of('0%', '0 of 1'), of('0%', '0 of 3')] },
      { label: 'Middle returns', figures: [of('100%', '1 of 1'), of('67%', '2 of 3')] },
      { label: 'Deep returns (near the baseline)', figures: [of('0%', '0 of 1'), of('33%', '1 of 3')] },
    ]);
  });

  it('rally lengths: the share of the points with a rally, and the share each side won', () => {
    expect(rallyRows(players)).toEqual([
      { label: '1-3 shots', figures: [of('86%', '6 of 7'), of('83%', '5 of 6'), of('17%', '1 of 6')] },
      { label: '4-6 shots', figures: [of('14%', '1 of 7'), of('0%', '0 of 1'), of('100%', '1 of 1')] },
      { label: '7-9 shots', figures: [of('0%', '0 of 7'), of('–', '0 of 0'), of('–', '0 of 0')] },
      { label: '10+ shots', figures: [of('0%', '0 of 7'), of('–', '0 of 0'), of('–', '0 of 0')] },
    ]);
  });

  it('how points ended, by wing and by shot', () => {
    expect(endingRows(players)).toEqual([
      { label: 'Winners', figures: [of('1', 'forehand 1, backhand 0'), of('1', 'forehand 0, backhand 1')] },
      { label: 'Forced errors', figures: [of('0', 'forehand 0, backhand 0'), of('0', 'forehand 0, backhand 0')] },
      { label: 'Unforced errors', figures: [of('0', 'forehand 0, backhand 0'), of('2', 'forehand 1, backhand 1')] },
    ]);
    expect(shotCounts(players[0])).toEqual([
      { shot: 'v', name: 'forehand volley', winners: 1, forcedErrors: 0, unforcedErrors: 0 },
    ]);
    expect(shotCounts(players[1])).toEqual([
      { shot: 'f', name: 'forehand', winners: 0, forcedErrors: 0, unforcedErrors: 1 },
      { shot: 'b', name: 'backhand', winners: 1, forcedErrors: 0, unforcedErrors: 1 },
    ]);
  });

  it('key points and the net', () => {
    expect(keyPointRows(players)).toEqual([
      { label: 'Break points saved', figures: [of('–', '0 of 0'), of('–', '0 of 0')] },
      { label: 'Break points converted', figures: [of('–', '0 of 0'), of('–', '0 of 0')] },
      { label: 'Game points won on serve', figures: [of('100%', '1 of 1'), of('–', '0 of 0')] },
    ]);
    expect(netRows(players)).toEqual([
      { label: 'Net points won', figures: [of('100%', '1 of 1'), of('–', '0 of 0')] },
      { label: 'Serve-and-volley points won', figures: [of('–', '0 of 0'), of('–', '0 of 0')] },
    ]);
  });

  it('an error off a trick shot counts under other', () => {
    const [side, other] = emptyReport().players;
    side.unforcedErrors = { forehand: 1, backhand: 2, other: 1 };
    expect(endingRows([side, other])[2]?.figures[0]).toEqual(of('4', 'forehand 1, backhand 2, other 1'));
  });
});

describe('what the figures rest on', () => {
  it('says the points, the matches when scouting, and those charted in full', () => {
    expect(allPointsText({ points: 32, fullPoints: 8 })).toBe('32 points');
    expect(allPointsText({ matches: 1, points: 1, fullPoints: 1 })).toBe('1 point of 1 match');
    expect(allPointsText({ matches: 3, points: 250, fullPoints: 0 })).toBe('250 points of 3 matches');
    expect(fullPointsText({ points: 32, fullPoints: 8 })).toBe('the 8 points charted in full');
    expect(fullPointsText({ points: 32, fullPoints: 1 })).toBe('the 1 point charted in full');
  });
});
