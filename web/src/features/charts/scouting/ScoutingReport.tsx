import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { allPointsText, fullPointsText } from '../report/basis';
import { ReportSections } from '../report/ReportSections';
import { scoutingQuery } from './api';
import { BreakPointHabits } from './BreakPointHabits';
import { datesProblem, scoutingFilters, type FilterFields } from './scoutingFilters';

interface ScoutingReportProps {
  playerId: string;
  playerName: string;
  /** The surfaces of the member's charts of the player: the filter's choices. */
  surfaces: readonly string[];
}

/** The player's side of every charted match added up, beside their opponents', on a surface and between dates. */
export function ScoutingReport({ playerId, playerName, surfaces }: ScoutingReportProps) {
  const headingId = useId();
  const [fields, setFields] = useState<FilterFields>({ surface: '', from: '', to: '' });
  const [figuresOpen, setFiguresOpen] = useState(false);
  const problem = datesProblem(fields);
  const filters = useMemo(() => scoutingFilters(fields), [fields]);
  const scouting = useQuery({
    ...scoutingQuery(playerId, filters),
    enabled: problem === null,
    // The figures stay on screen while another filter's arrive, rather than the page jumping.
    placeholderData: keepPreviousData,
  });
  const field = (name: keyof FilterFields) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setFields((known) => ({ ...known, [name]: value }));
  };
  const data = scouting.data;

  return (
    <section className="scouting" aria-labelledby={headingId}>
      <h3 id={headingId} className="scouting__title">
        Scouting report
      </h3>
      <div className="scouting__filters">
        <label className="scouting__filter">
          <span>Surface</span>
          <select value={fields.surface} onChange={field('surface')}>
            <option value="">Any surface</option>
            {surfaces.map((surface) => (
              <option key={surface} value={surface}>
                {surface}
              </option>
            ))}
          </select>
        </label>
        <label className="scouting__filter">
          <span>From</span>
          <input type="date" value={fields.from} onChange={field('from')} />
        </label>
        <label className="scouting__filter">
          <span>To</span>
          <input type="date" value={fields.to} onChange={field('to')} />
        </label>
      </div>
      {problem && (
        <p className="scouting__notice" role="alert">
          {problem}
        </p>
      )}
      {!problem && scouting.isPending && (
        <p className="scouting__notice" role="status">
          Loading the scouting report...
        </p>
      )}
      {scouting.isError && (
        <p className="scouting__notice" role="alert">
          Unable to load the scouting report. Please try again later.
        </p>
      )}
      {!problem && data?.matches === 0 && (
        <p className="scouting__notice">No charted match of {playerName} fits these filters.</p>
      )}
      {!problem && data && data.matches > 0 && (
        <>
          <p className="scouting__basis" role="status">
            {`${allPointsText(data)}, ${fullPointsText(data)}.`}
          </p>
          {/* Folded at first: open, the figures are some screens long, and the season comes below them. */}
          <details
            className="scouting__figures"
            open={figuresOpen}
            onToggle={(event) => {
              setFiguresOpen(event.currentTarget.open);
            }}
          >
            <summary className="scouting__summary">Figures: serve, return, rallies, break points</summary>
            {figuresOpen && (
              <>
                <ReportSections
                  sides={[data.report, data.opponents]}
                  names={[playerName, 'Opponents']}
                  basis={data}
                  level={4}
                />
                <BreakPointHabits side={data.report} playerName={playerName} />
              </>
            )}
          </details>
        </>
      )}
    </section>
  );
}
