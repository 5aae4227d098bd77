import { formatTimeOfDay } from '../../../lib/formatDate';
import './LiveIndicator.css';

/**
 * Says that the draw is live, refreshed while the page is open, and when it last changed: "Live · updated
 * 14:32". Plain text, read as it shows; the new results themselves are announced by the draw.
 */
export function LiveIndicator({ changedAt }: { changedAt: number }) {
  return (
    <p className="live-indicator" title="This draw refreshes every minute while the page is open.">
      <span className="live-indicator__dot" aria-hidden="true" />
      <strong className="live-indicator__live">Live</strong>
      <span>
        {' · updated '}
        <time dateTime={new Date(changedAt).toISOString()}>{formatTimeOfDay(changedAt)}</time>
      </span>
    </p>
  );
}
