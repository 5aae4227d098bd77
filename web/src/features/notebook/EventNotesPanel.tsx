import { OFFLINE_TEXT } from '../offline/offlineText';
import { useOnline } from '../offline/status/useOnline';
import { isNotFound, useEventNotes } from './api';
import { DiaryBacklinks } from './DiaryBacklinks';
import { EventPlayerNotes } from './EventPlayerNotes';
import { NotebookPanel, notesCount, PanelPart } from './NotebookPanel';

/**
 * 'Your notes on this event' on a draw: the season's diary tabs that mention the tournament and the player
 * notes taken there. Nothing shows while there is nothing (or while it loads): the draw comes first.
 */
export function EventNotesPanel({ year, tournamentId }: { year: string; tournamentId: string }) {
  const event = useEventNotes(year, tournamentId);
  const online = useOnline();
  if (event.isError && !isNotFound(event.error)) {
    return (
      <p className="notebook-panel__failed" role="alert">
        {online
          ? 'Unable to load your notes on this event.'
          : OFFLINE_TEXT.notesNotOnDevice('your notes on this event')}
      </p>
    );
  }
  const { days = [], playerNotes = [] } = event.data ?? {};
  if (days.length === 0 && playerNotes.length === 0) return null;
  return (
    <NotebookPanel title="Your notes on this event" summary={notesCount(days, playerNotes).join(' · ')}>
      {days.length > 0 && (
        <PanelPart heading="In your diary">
          <DiaryBacklinks days={days} />
        </PanelPart>
      )}
      {playerNotes.length > 0 && (
        <PanelPart heading="Player notes">
          <EventPlayerNotes notes={playerNotes} />
        </PanelPart>
      )}
    </NotebookPanel>
  );
}
