import type { PlayerReport } from '@baseline/contract/charting';
import { useId } from 'react';
import { breakPointRallyRows, breakPointServeRows } from '../report/directions';
import { FigureTable } from '../report/FigureTable';

/** What the player does serving on a break point: where the serves go, and how long the rallies last. */
export function BreakPointHabits({ side, playerName }: { side: PlayerReport; playerName: string }) {
  const headingId = useId();
  const faced = side.keyPoints.breakPointsFaced;
  return (
    <section className="report-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="report-section__title">
        Serving on break points
      </h4>
      <p className="report-section__basis">
        From the {faced.points} break points {playerName} faced ({faced.won} saved); the serves and rallies from those
        charted in full.
      </p>
      <FigureTable
        caption={`Where ${playerName} served on break points`}
        columns={['Of the serves', 'In', 'Won when in']}
        rows={breakPointServeRows(side)}
      />
      <FigureTable
        caption="Break point rallies"
        columns={['Of the break points', 'Saved']}
        rows={breakPointRallyRows(side)}
      />
    </section>
  );
}
