import { emptyReport } from '@baseline/contract/charting';
import { describe, expect, it } from 'vitest';
import { breakPointRallyRows, breakPointServeRows, serveDirectionTable, zonesOf } from './directions';
import { secondSet } from './test/secondSet';

const of = (value: string, detail: string) => ({ value, detail });

describe('serve directions', () => {
  it('splits each serve and court by direction: the share, then how many went in and were won', () => {
    const [sinner] = secondSet().players;
    const nothing = of('–', '0 of 0, 0 in, 0 won');
    expect(serveDirectionTable(sinner)).toEqual({
      columns: ['Wide', 'Body', 'T'],
      rows: [
        {
          label: '1st serve, deuce court',
          figures: [
            of('33%', '1 of 3, 1 in, 1 won'),
            of('33%', '1 of 3, 1 in, 1 won'),
            of('33%', '1 of 3, 1 in, 0 won'),
          ],
        },
        {
          label: '1st serve, ad court',
          figures: [
            of('33%', '1 of 3, 0 in, 0 won'),
            of('0%', '0 of 3, 0 in, 0 won'),
            of('67%', '2 of 3, 1 in, 1 won'),
          ],
        },
        { label: '2nd serve, deuce court', figures: [nothing, nothing, nothing] },
        {
          label: '2nd serve, ad court',
          figures: [
            of('0%', '0 of 2, 0 in, 0 won'),
            of('100%', '2 of 2, 1 in, 1 won'),
            of('0%', '0 of 2, 0 in, 0 won'),
          ],
        },
      ],
    });
  });

  it('has a column for the unknown direction once a serve is charted without one', () => {
    const [side] = emptyReport().players;
    side.serve.directions.second.ad['0'] = { served: 1, in: 1, won: 0 };
    side.serve.directions.second.ad['4'] = { served: 1, in: 0, won: 0 };
    const table = serveDirectionTable(side);
    expect(table.columns).toEqual(['Wide', 'Body', 'T', 'Unknown']);
    expect(table.rows[3]?.figures).toEqual([
      of('50%', '1 of 2, 0 in, 0 won'),
      of('0%', '0 of 2, 0 in, 0 won'),
      of('0%', '0 of 2, 0 in, 0 won'),
      of('50%', '1 of 2, 1 in, 0 won'),
    ]);
  });

  it("gives the court diagram each zone's counts and share", () => {
    const [sinner] = secondSet().players;
    expect(zonesOf(sinner.serve.directions.first.ad)).toEqual([
      { direction: '4', served: 1, in: 0, won: 0, share: '33%' },
      { direction: '5', served: 0, in: 0, won: 0, share: '0%' },
      { direction: '6', served: 2, in: 1, won: 1, share: '67%' },
      { direction: '0', served: 0, in: 0, won: 0, share: '0%' },
    ]);
  });
});

describe('serving on break points', () => {
  it('where the serves went and how many were won, and the rallies saved', () => {
    const [side] = emptyReport().players;
    side.keyPoints.breakPointServes['4'] = { served: 3, in: 2, won: 1 };
    side.keyPoints.breakPointServes['6'] = { served: 1, in: 1, won: 1 };
    side.keyPoints.breakPointRally['1-3'] = { points: 2, won: 1 };
    side.keyPoints.breakPointRally['7-9'] = { points: 1, won: 1 };
    expect(breakPointServeRows(side)).toEqual([
      { label: 'Wide', figures: [of('75%', '3 of 4'), of('67%', '2 of 3'), of('50%', '1 of 2')] },
      { label: 'Body', figures: [of('0%', '0 of 4'), of('–', '0 of 0'), of('–', '0 of 0')] },
      { label: 'T', figures: [of('25%', '1 of 4'), of('100%', '1 of 1'), of('100%', '1 of 1')] },
      { label: 'Unknown', figures: [of('0%', '0 of 4'), of('–', '0 of 0'), of('–', '0 of 0')] },
    ]);
    expect(breakPointRallyRows(side)).toEqual([
      { label: '1-3 shots', figures: [of('67%', '2 of 3'), of('50%', '1 of 2')] },
      { label: '4-6 shots', figures: [of('0%', '0 of 3'), of('–', '0 of 0')] },
      { label: '7-9 shots', figures: [of('33%', '1 of 3'), of('100%', '1 of 1')] },
      { label: '10+ shots', figures: [of('0%', '0 of 3'), of('–', '0 of 0')] },
    ]);
  });
});
