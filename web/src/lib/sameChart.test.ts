import type { ChartInput } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { holdsChart } from './sameChart';

const CHART: ChartInput = {
  date: '2026-11-20',
  players: [
    { name: 'Ana', playerId: null, hand: null },
    { name: 'Bea', playerId: null, hand: null },
  ],
  firstServer: 0,
  format: { bestOf: 3, noAd: false, sets: { kind: 'tiebreak', at: 6, points: 7 }, finalSet: { kind: 'advantage' } },
  level: 'quick',
  event: null,
  note: '',
  setNotes: [],
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
