import type { ChartInput } from '@baseline/contract';

/** What a member writes of a chart; the server's id, version, times and score are left out of a comparison. */
const WRITTEN: readonly (keyof ChartInput)[] = [
  'date',
  'players',
  'firstServer',
  'format',
  'level',
  'event',
  'note',
  'setNotes',
  'points',
];

/** The value with each object's keys in order and undefined fields gone, as JSON would store it. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, field]) => [key, canonical(field)]),
  );
}

/**
 * Whether the stored chart holds exactly what the device wrote: a 409 showing it means the write is on the server
 * already (an earlier send arrived but its answer was lost), not a conflict for the member to settle.
 */
export function holdsChart(stored: ChartInput, written: ChartInput): boolean {
  return WRITTEN.every(
    (field) => JSON.stringify(canonical(stored[field])) === JSON.stringify(canonical(written[field])),
  );
}
