import type { QueuedChange } from '../../offline/outbox/changes';
import { OFFLINE_TEXT } from '../../offline/offlineText';

interface OfflineDayNoticeProps {
  queued: QueuedChange | undefined;
  notFetched: boolean;
}

/** What the device knows that the server does not yet: a save waiting to sync, refused by the server, or a day never fetched. */
export function OfflineDayNotice({ queued, notFetched }: OfflineDayNoticeProps) {
  if (queued?.status === 'refused') {
    return (
      <p className="offline-day-notice offline-day-notice--refused" role="alert">
        {OFFLINE_TEXT.refused(queued.refusal ?? '')}
      </p>
    );
  }
  if (queued?.status === 'pending') {
    return (
      <p className="offline-day-notice" role="status">
        {OFFLINE_TEXT.savedOnDevice}
      </p>
    );
  }
  if (notFetched) {
    return (
      <p className="offline-day-notice" role="status">
        {OFFLINE_TEXT.dayNotFetched}
      </p>
    );
  }
  return null;
}
