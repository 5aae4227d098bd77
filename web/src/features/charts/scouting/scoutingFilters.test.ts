import type { ChartSummary } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { storedChart } from '../report/test/chartFixture';
import { chartedSurfaces, datesProblem, scoutingFilters } from './scoutingFilters';

describe('the scouting filters', () => {
  it('ask only for what a field holds', () => {
    expect(scoutingFilters({ surface: '', from: '', to: '' })).toEqual({});
    expect(scoutingFilters({ surface: 'Clay', from: '2026-01-01', to: '' })).toEqual({
      surface: 'Clay',
      from: '2026-01-01',
    });
  });

  it('refuse a first day after the last', () => {
    expect(datesProblem({ surface: '', from: '2026-06-02', to: '2026-06-01' })).toBe(
      'The first day must not be after the last.',
    );
    expect(datesProblem({ surface: '', from: '2026-06-01', to: '2026-06-01' })).toBeNull();
    expect(datesProblem({ surface: '', from: '2026-06-01', to: '' })).toBeNull();
  });

  it('offer each surface the charts were played on, once', () => {
    const summary = (surface: string | null): ChartSummary => ({
      ...storedChart,
      pointCount: 1,
      event: surface === null || !storedChart.event ? null : { ...storedChart.event, surface },
    });
    expect(chartedSurfaces([summary('Clay'), summary(null), summary('Hard'), summary('Clay'), summary('')])).toEqual([
      'Clay',
      'Hard',
    ]);
  });
});
