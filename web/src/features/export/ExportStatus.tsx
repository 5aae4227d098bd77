import { Link } from 'react-router';
import { percentDone } from './percentDone';
import { useExport } from './useExport';
import './ExportStatus.css';

/** A line in the header while an export runs or has just ended, so the member sees it from any screen. */
export function ExportStatus() {
  const current = useExport();
  if (current.phase === 'idle') return null;
  const text =
    current.phase === 'running'
      ? `Exporting… ${percentDone(current.received, current.estimate)} %`
      : current.phase === 'done'
        ? 'Export saved'
        : 'Export failed';
  return (
    <Link to="/main/export" className="header-pill export-status" aria-live="polite">
      {text}
    </Link>
  );
}
