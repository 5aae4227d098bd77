import './DemoLabel.css';

/** Beside 'Demo data': this season's calendar is last season's, moved on a year, not an announced one. */
export function ProjectedLabel() {
  return (
    <p className="demo-label">
      <strong>Projected calendar</strong>
      <span>Last season&apos;s tournaments in the same weeks; dates and prize money not announced yet.</span>
    </p>
  );
}
