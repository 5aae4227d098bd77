import { formatInstant, formatRelative } from './versionTime';

/** When a version was saved: how long ago, and the instant in full, "5 minutes ago (5 Jun 2026, 09:00)". */
export function SavedTime({ at, now }: { at: number; now: number }) {
  return (
    <time dateTime={new Date(at).toISOString()}>
      {formatRelative(at, now)} ({formatInstant(at)})
    </time>
  );
}
