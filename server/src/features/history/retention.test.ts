import { HISTORY_RETENTION } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { prunable } from './retention.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2028, 0, 1);

/** Which of versions replaced at these times go, with the rule as the save applies it. */
function pruned(
  replacedAt: readonly number[],
  now = NOW,
  retention: { versionsPerDay: number; retentionDays: number } = HISTORY_RETENTION,
): number[] {
  const rule = prunable(replacedAt.length, now, retention);
  if (!rule) return [];
  return replacedAt.flatMap((at, index) => (index + 1 <= rule.upTo && at < rule.before ? [index + 1] : []));
}

describe('history retention: the newest 100 of a day or 2 years, whichever keeps more', () => {
  it('keeps every version while a day has at most 100, however old', () => {
    expect(prunable(100, NOW)).toBeUndefined();
    expect(pruned(Array.from({ length: 100 }, () => NOW - 5000 * DAY))).toEqual([]);
  });

  it('keeps versions beyond the newest 100 while they are under 2 years old', () => {
    expect(pruned(Array.from({ length: 150 }, (_, i) => NOW - 729 * DAY + i))).toEqual([]);
  });

  it('prunes a version only when it is both beyond the newest 100 and older than 2 years', () => {
    // 103 versions: the first three are beyond the newest 100; only the first two are over 730 days old.
    const times = [NOW - 800 * DAY, NOW - 731 * DAY, NOW - 10 * DAY, ...Array.from({ length: 100 }, () => NOW)];
    expect(pruned(times)).toEqual([1, 2]);
    expect(prunable(103, NOW)).toEqual({ upTo: 3, before: NOW - 730 * DAY });
  });

  it('keeps a version replaced exactly 2 years ago', () => {
    const times = [NOW - 730 * DAY, ...Array.from({ length: 100 }, () => NOW)];
    expect(pruned(times)).toEqual([]);
  });

  it('follows the bound it is given', () => {
    expect(pruned([NOW - 3 * DAY, NOW - 2 * DAY, NOW], NOW, { versionsPerDay: 1, retentionDays: 1 })).toEqual([1, 2]);
  });
});
