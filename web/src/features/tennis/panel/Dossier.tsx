import { formatLongDate } from '../../../lib/formatDate';
import { usePlayerDossier } from '../api';

interface DossierProps {
  playerId: string;
  playerName: string;
  /** The note on this tournament is in the editor above; the dossier lists the others. */
  tournamentId: string;
}

/** The user's notes on the player at other tournaments, newest first: a scouting file across the seasons. */
export function Dossier({ playerId, playerName, tournamentId }: DossierProps) {
  const dossier = usePlayerDossier(playerId);
  const others = dossier.data?.notes.filter((note) => note.tournamentId !== tournamentId) ?? [];
  return (
    <section className="dossier" aria-labelledby={`dossier-${playerId}`}>
      <h3 id={`dossier-${playerId}`} className="dossier__title">
        Your notes on {playerName} at other tournaments
      </h3>
      {dossier.isPending && <p className="dossier__empty">Loading notes...</p>}
      {dossier.isError && <p className="dossier__empty">Unable to load your other notes.</p>}
      {dossier.isSuccess && others.length === 0 && <p className="dossier__empty">None yet.</p>}
      {others.length > 0 && (
        <ul className="dossier__list">
          {others.map((note) => (
            <li key={note.tournamentId} className="dossier__item">
              <p className="dossier__where">
                {note.tournamentTitle ?? `Tournament ${note.tournamentId}`}
                {note.tournamentYear !== undefined && ` ${note.tournamentYear}`}
                <span className="dossier__when"> · {formatLongDate(new Date(note.updatedAt).toISOString())}</span>
              </p>
              <p className="dossier__note">{note.note}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
