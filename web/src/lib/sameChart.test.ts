import type { ChartInput } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { holdsChart } from './sameChart';
import { EMPTY_CHART } from '../features/charts/test/emptyChart';

const CHART: ChartInput = {
  ...EMPTY_CHART,
  points: [{ level: 'quick', winner: 0, secondServe: false, ending: 'ace', wing: null }],
};

describe('holdsChart', () => {
  it('is true for the same chart, whatever the order of its fields, with the server’s fields beside it', () => {
    const reordered = JSON.parse(JSON.stringify({ version: 3, score: '0-0', ...CHART, note: '' })) as ChartInput;
    expect(
      holdsChart(
        { ...reordered, points: [{ wing: null, ending: 'ace', secondServe: false, winner: 0, level: 'quick' }] },
        CHART,
      ),
    ).toBe(true);
  });

  it('is false when a point, a note or the level differs', () => {
    expect(holdsChart({ ...CHART, points: [] }, CHART)).toBe(false);
    expect(holdsChart({ ...CHART, note: 'Windy' }, CHART)).toBe(false);
    expect(holdsChart({ ...CHART, level: 'full' }, CHART)).toBe(false);
  });
});
