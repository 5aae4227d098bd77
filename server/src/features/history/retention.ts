import { HISTORY_RETENTION } from '@baseline/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which of a day's versions may go once `latest` is kept at `now`: those beyond the newest
 * `versionsPerDay` (numbers up to `upTo`) that were also replaced before `before`. Whichever rule keeps more
 * wins, so a version goes only when both say it may. Undefined while the day has no more than the newest.
 */
export function prunable(
  latest: number,
  now: number,
  retention: { versionsPerDay: number; retentionDays: number } = HISTORY_RETENTION,
): { upTo: number; before: number } | undefined {
  const upTo = latest - retention.versionsPerDay;
  if (upTo < 1) return undefined;
  return { upTo, before: now - retention.retentionDays * DAY_MS };
}
