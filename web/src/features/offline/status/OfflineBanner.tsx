import { OFFLINE_TEXT } from '../offlineText';
import { useOnline } from './useOnline';
import './OfflineBanner.css';

/** A strip at the top of every screen while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-banner-region">
      {!online && <p className="offline-banner">{OFFLINE_TEXT.banner}</p>}
    </div>
  );
}
