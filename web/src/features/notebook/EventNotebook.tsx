import { EventNotesPanel } from './EventNotesPanel';
import { LastYearPanel } from './LastYearPanel';
import './notebook.css';

/** The draw page's notebook: 'Your notes on this event' and 'Last year here', each only when it has anything. */
export function EventNotebook({ year, tournamentId }: { year: string; tournamentId: string }) {
  return (
    <div className="event-notebook">
      <EventNotesPanel year={year} tournamentId={tournamentId} />
      <LastYearPanel year={year} tournamentId={tournamentId} />
    </div>
  );
}
