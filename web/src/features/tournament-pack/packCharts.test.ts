import { describe, expect, it } from 'vitest';
import { storedChart } from '../charts/report/test/chartFixture';
import { packChart } from './packCharts';

describe('packChart', () => {
  it("gives the match's players, round, result, note and key figures counted from its points", () => {
    expect(packChart({ ...storedChart, note: 'Wind from the north end.' })).toEqual({
      id: storedChart.id,
      players: ['Jannik Sinner', 'Carlos Alcaraz'],
      round: 'F',
      result: 'In play: 6-0 1-0',
      // The fixture's second set is counted by hand in its comments; the first is 24 forehand winners.
      figures: [
        { name: 'Points won', values: [29, 3] },
        { name: 'Aces', values: [2, 0] },
        { name: 'Double faults', values: [1, 0] },
        { name: 'Winners', values: [25, 1] },
        { name: 'Unforced errors', values: [0, 2] },
      ],
      note: 'Wind from the north end.',
    });
  });

  it('names the winner of a finished match, and has no round without a draw', () => {
    const chart = packChart({ ...storedChart, winner: 1, score: '0-6 0-6', event: null });
    expect([chart.result, chart.round]).toEqual(['Carlos Alcaraz won 0-6 0-6', '']);
  });

  it("has no figures when the chart's points do not read", () => {
    const broken = { ...storedChart, points: [{ level: 'full' as const, first: 'q', second: '' }] };
    expect(packChart(broken).figures).toBeNull();
  });
});
