import { formatDateTime } from '../../../lib/formatDate';

interface OfflineCopyNoteProps {
  /** offlineCopyOf's answer: when the copy was fetched (ISO), or 'unknown'. */
  fetchedAt: string;
  className: string;
}

/** "Offline copy from 25 Nov 2026, 14:02": the line a screen shows above data the network could not refresh. */
export function OfflineCopyNote({ fetchedAt, className }: OfflineCopyNoteProps) {
  const when = formatDateTime(fetchedAt);
  return <p className={className}>{when ? `Offline copy from ${when}` : 'Offline copy'}</p>;
}
