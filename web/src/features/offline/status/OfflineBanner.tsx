import { OFFLINE_TEXT } from '../offlineText';
import { useOnline } from './useOnline';
import './OfflineBanner.css';

/** A strip at the top of every screen while the browser is offline; nothing at all while it is online. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="offline-banner">
      {OFFLINE_TEXT.banner}
    </p>
  );
}
