import { Link } from 'react-router';
import './ChartedMark.css';

/**
 * 'Charted' on a match the member charted: a link to the chart's report (to the chart itself while it is only
 * on this device). Text, not a colour, says it; its name says where it leads.
 */
export function ChartedMark({ path }: { path: string }) {
  return (
    <Link to={path} className="charted-mark" aria-label="Charted: open the chart of this match">
      <span aria-hidden="true">✓ </span>Charted
    </Link>
  );
}
