import './DemoLabel.css';

/** Says plainly that the offline season is made up: real calendar, fictional players and results. */
export function DemoLabel() {
  return (
    <p className="demo-label">
      <strong>Demo data</strong>
      <span>The real calendar, with fictional players and results.</span>
    </p>
  );
}
