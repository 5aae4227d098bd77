import type { KnownEntrant } from '@baseline/contract';
import { Link } from 'react-router';
import { formatDayRange } from '../../lib/formatDate';
import { playerPagePath } from './addresses';
import { OFFLINE_TEXT } from '../offline/offlineText';
import { useOnline } from '../offline/status/useOnline';
import { isNotFound, useLastYear } from './api';
import { DiaryBacklinks } from './DiaryBacklinks';
import { EventPlayerNotes } from './EventPlayerNotes';
import { LastYearCharts } from './LastYearCharts';
import { counted, NotebookPanel, notesCount, PanelPart } from './NotebookPanel';

/**
 * 'Last year here' on a draw, when the member wrote or charted anything at the previous edition: its player
 * notes, the diary days of its dates and those that mention it, the matches charted there, and which of this
 * year's entrants they know. One request: the server's answer carries the charts too.
 */
export function LastYearPanel({ year, tournamentId }: { year: string; tournamentId: string }) {
  const lastYear = useLastYear(year, tournamentId);
  const online = useOnline();
  if (lastYear.isError && !isNotFound(lastYear.error)) {
    return (
      <p className="notebook-panel__failed" role="alert">
        {online
          ? 'Unable to load your notes from last year.'
          : OFFLINE_TEXT.notesNotOnDevice('your notes from last year')}
      </p>
    );
  }
  if (!lastYear.data) return null;
  const { playerNotes, days, entrants, dates, charts } = lastYear.data;
  if (playerNotes.length === 0 && days.length === 0 && charts.length === 0) return null;
  const previous = String(lastYear.data.year);
  const chartCount = charts.length > 0 ? [counted(charts.length, 'chart')] : [];
  return (
    <NotebookPanel
      title="Last year here"
      summary={[previous, ...notesCount(days, playerNotes), ...chartCount].join(' · ')}
    >
      {dates && (
        <p className="notebook-panel__lead">
          <Link to={`/main/tennis/${previous}/${encodeURIComponent(tournamentId)}`}>The {previous} draw</Link>
          <span className="notebook-panel__dates"> · {formatDayRange(dates.start, dates.end)}</span>
        </p>
      )}
      {playerNotes.length > 0 && (
        <PanelPart heading={`Player notes in ${previous}`}>
          <EventPlayerNotes notes={playerNotes} />
        </PanelPart>
      )}
      {charts.length > 0 && (
        <PanelPart heading={`Matches you charted in ${previous}`}>
          <LastYearCharts charts={charts} />
        </PanelPart>
      )}
      {days.length > 0 && (
        <PanelPart heading="Your diary then">
          <DiaryBacklinks days={days} />
        </PanelPart>
      )}
      {entrants.length > 0 && (
        <PanelPart heading="In this year's draw, you know">
          <ul className="known-entrants">
            {entrants.map((entrant) => (
              <li key={entrant.playerId}>
                <Link to={playerPagePath(entrant.playerId)}>{entrant.playerName}</Link>{' '}
                <span className="known-entrants__what">{whatYouHave(entrant)}</span>
              </li>
            ))}
          </ul>
        </PanelPart>
      )}
    </NotebookPanel>
  );
}

/** '2 notes · 1 diary day · 1 label': what the member has on the player. */
export function whatYouHave(entrant: KnownEntrant): string {
  return [
    entrant.notes > 0 && counted(entrant.notes, 'note'),
    entrant.diaryTabs > 0 && counted(entrant.diaryTabs, 'diary mention'),
    entrant.labels > 0 && counted(entrant.labels, 'label'),
  ]
    .filter(Boolean)
    .join(' · ');
}
