import type { LastYearResponse } from '@baseline/contract';
import { formatDayRange } from '../../lib/formatDate';
import { LastYearCharts } from '../notebook/LastYearCharts';
import { PackDays } from './PackDiaryDays';

/**
 * 'Last year here': the member's notes from the previous edition, as a coach preparing this one would print
 * them: the player notes taken there, the matches charted there, then the diary days of its dates and those
 * that mention it.
 */
export function PackLastYear({ lastYear }: { lastYear: LastYearResponse }) {
  const { year, dates, playerNotes, days, charts } = lastYear;
  return (
    <section className="pack__section" aria-labelledby="pack-last-year">
      <h2 id="pack-last-year">Last year here: {year}</h2>
      {dates && <p className="pack__lead">{formatDayRange(dates.start, dates.end)}</p>}
      {playerNotes.length === 0 && days.length === 0 && charts.length === 0 && (
        <p className="pack__empty">You wrote nothing about the {year} edition.</p>
      )}
      {playerNotes.length > 0 && (
        <ul className="pack-players">
          {playerNotes.map((entry) => (
            <li key={entry.playerId} className="pack-player">
              <h3 className="pack-player__name">{entry.playerName ?? `Player ${entry.playerId}`}</h3>
              <p className="pack-player__note">{entry.note}</p>
            </li>
          ))}
        </ul>
      )}
      {charts.length > 0 && (
        <>
          <h3 className="pack-last-year__charts">Matches you charted in {year}</h3>
          <LastYearCharts charts={charts} />
        </>
      )}
      <PackDays tabs={days} />
    </section>
  );
}
