import type { EventPlayerNote } from '@baseline/contract';
import { Link } from 'react-router';
import { playerPagePath } from './addresses';

/** Player notes taken at a tournament, each leading to the player's page (their notes and diary days). */
export function EventPlayerNotes({ notes }: { notes: readonly EventPlayerNote[] }) {
  return (
    <ul className="event-notes">
      {notes.map((note) => (
        <li key={note.playerId} className="event-notes__item">
          <Link to={playerPagePath(note.playerId)} className="event-notes__player">
            {note.playerName ?? `Player ${note.playerId}`}
          </Link>
          <p className="event-notes__text">{note.note}</p>
        </li>
      ))}
    </ul>
  );
}
