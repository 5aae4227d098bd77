import { Link } from 'react-router';
import { useClaims } from '../../../app/session/useToken';
import { OFFLINE_TEXT } from '../offlineText';
import type { QueuedChange } from './changes';
import { useOutboxSnapshot } from './useOutbox';
import './PendingChanges.css';

/** Where the member settles or sees a queued change: the day in the diary, the chart, or the tournament's draw. */
function addressOf({ change }: QueuedChange): string {
  if (change.kind === 'day') return `/main/diary?date=${change.body.date}`;
  if (change.kind === 'chart') return `/main/charts/${encodeURIComponent(change.chartId)}`;
  const year = change.body.tournamentYear;
  return year === undefined
    ? '/main/tennis'
    : `/main/tennis/${String(year)}/${encodeURIComponent(change.tournamentId)}`;
}

/** How many of the entries are days and how many charts (a player note never needs a choice). */
function kindsOf(entries: readonly QueuedChange[]): { days: number; charts: number } {
  const charts = entries.filter((entry) => entry.change.kind === 'chart').length;
  return { days: entries.length - charts, charts };
}

/**
 * The header's count of changes saved on this device and not yet synced. A day the sync found changed elsewhere
 * (or the server refused) is named first, and the link opens it, where the member chooses.
 */
export function PendingChanges() {
  const { entries } = useOutboxSnapshot(useClaims()?.sub);
  if (entries.length === 0) return null;
  const needChoice = entries.filter((entry) => entry.status !== 'pending');
  const first = needChoice[0] ?? entries[0];
  if (!first) return null;
  return (
    <Link
      to={addressOf(first)}
      className={`header-pill pending-changes${needChoice.length > 0 ? ' pending-changes--attention' : ''}`}
      aria-live="polite"
      title={OFFLINE_TEXT.pendingLabel(entries.length)}
    >
      {needChoice.length > 0 ? OFFLINE_TEXT.conflicts(kindsOf(needChoice)) : OFFLINE_TEXT.pending(entries.length)}
    </Link>
  );
}
