import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { conflictChart, conflictDay, isConflict } from './conflict';

describe('isConflict', () => {
  it('is true for 409 only', () => {
    expect(isConflict(new ApiError(409, 'This day changed since you opened it.'))).toBe(true);
    expect(isConflict(new ApiError(400, 'Bad date'))).toBe(false);
    expect(isConflict(new Error('409'))).toBe(false);
  });
});

describe('conflictDay', () => {
  const current = {
    date: '2026-06-05',
    version: 4,
    notes: [{ title: 'Rome', content: '<p>Clay</p>', tags: ['clay'], image: null }],
  };

  it('takes the stored day from a 409 answer', () => {
    expect(conflictDay(new ApiError(409, 'Changed', { error: 'Changed', current }))).toEqual(current);
  });

  it('has nothing for another failure, an answer without the day, or a malformed one', () => {
    expect(conflictDay(new ApiError(400, 'Bad', { error: 'Bad', current }))).toBeUndefined();
    expect(conflictDay(new ApiError(409, 'Changed', { error: 'Changed' }))).toBeUndefined();
    expect(conflictDay(new ApiError(409, 'Changed'))).toBeUndefined();
    const badTab = { ...current, notes: [{ title: 'Rome', content: 3, tags: [], image: null }] };
    expect(conflictDay(new ApiError(409, 'Changed', { error: 'Changed', current: badTab }))).toBeUndefined();
    expect(
      conflictDay(new ApiError(409, 'Changed', { error: 'Changed', current: { ...current, version: '4' } })),
    ).toBeUndefined();
  });
});

describe('conflictChart', () => {
  const current = { id: '6f1c2b8e-3c1a-4a57-9a44-0d3f5e1b2a77', version: 2, players: [], points: [] };

  it('takes the stored chart from a 409 answer', () => {
    expect(conflictChart(new ApiError(409, 'Changed', { error: 'Changed', current }))).toEqual(current);
  });

  it('has nothing for another failure, an answer without the chart, or one without its points', () => {
    expect(conflictChart(new ApiError(400, 'Bad', { error: 'Bad', current }))).toBeUndefined();
    expect(conflictChart(new ApiError(409, 'Changed', { error: 'Changed' }))).toBeUndefined();
    const withoutPoints = { ...current, points: undefined };
    expect(conflictChart(new ApiError(409, 'Changed', { error: 'Changed', current: withoutPoints }))).toBeUndefined();
  });
});
