import type { ChartInput } from '@baseline/contract';
import type { ReportReading } from '@baseline/contract/charting';
import { useState } from 'react';
import { Momentum } from './Momentum';
import { setEndsOf } from './momentum';
import { ReportSections } from './ReportSections';

type Scope = 'match' | number;

/** The chart's report (read from its points by the page): the momentum, then every figure for the match or a set. */
export function MatchReportView({ chart, reading }: { chart: ChartInput; reading: ReportReading }) {
  const [scope, setScope] = useState<Scope>('match');
  const names = [chart.players[0].name, chart.players[1].name] as const;
  if (!reading.ok) {
    return (
      <p className="chart-report__notice" role="alert">
        Point {reading.point} of this chart cannot be read: {reading.problem}
      </p>
    );
  }
  const { report } = reading;
  if (report.match.points === 0) return <p className="chart-report__notice">No point has been charted yet.</p>;
  const shown = (scope === 'match' ? undefined : report.sets[scope]) ?? report.match;
  const scopes: { scope: Scope; name: string }[] = [
    { scope: 'match', name: 'Match' },
    ...report.sets.map((_, index) => ({ scope: index, name: `Set ${index + 1}` })),
  ];

  return (
    <>
      <Momentum momentum={report.momentum} setEnds={setEndsOf(report)} names={names} />
      {report.sets.length > 1 && (
        <div className="chart-report__scopes" role="group" aria-label="Figures for">
          {scopes.map((choice) => (
            <button
              key={choice.name}
              type="button"
              className="chart-report__scope"
              aria-pressed={choice.scope === scope}
              onClick={() => {
                setScope(choice.scope);
              }}
            >
              {choice.name}
            </button>
          ))}
        </div>
      )}
      <ReportSections
        sides={shown.players}
        names={names}
        basis={{ points: shown.points, fullPoints: shown.fullPoints }}
        level={2}
      />
    </>
  );
}
