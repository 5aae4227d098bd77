import type { DossierNote } from '@baseline/contract';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/formatDate';
import { PlayerDiaryDays } from '../../notebook/PlayerDiaryDays';
import { usePlayerDossier } from '../api';
import './Dossier.css';

interface DossierProps {
  playerId: string;
  playerName: string;
  /**
   * In the notes panel: the note on this edition is in the editor above, so the dossier lists the others (last
   * year's here among them), each leading to the player's page. Left out on the player's page: every note, each
   * leading to its draw.
   */
  edition?: { tournamentId: string; tournamentYear: number };
}

/** The user's notes on the player at other tournaments, newest first: a scouting file across the seasons. */
export function Dossier({ playerId, playerName, edition }: DossierProps) {
  const dossier = usePlayerDossier(playerId);
  const inPanel = edition !== undefined;
  const shown =
    dossier.data?.notes.filter(
      (note) => note.tournamentId !== edition?.tournamentId || note.tournamentYear !== edition.tournamentYear,
    ) ?? [];
  const playerPath = `/main/tennis/players/${encodeURIComponent(playerId)}`;
  return (
    <section className="dossier" aria-labelledby={`dossier-${playerId}`}>
      <h3 id={`dossier-${playerId}`} className="dossier__title">
        {inPanel ? `Your notes on ${playerName} at other tournaments` : `Your notes on ${playerName}`}
      </h3>
      {dossier.isPending && <p className="dossier__empty">Loading notes...</p>}
      {dossier.isError && <p className="dossier__empty">Unable to load your other notes.</p>}
      {dossier.isSuccess && shown.length === 0 && <p className="dossier__empty">None yet.</p>}
      {shown.length > 0 && (
        <ul className="dossier__list">
          {shown.map((note) => (
            <li key={`${note.tournamentId}:${note.tournamentYear}`} className="dossier__item">
              <p className="dossier__where">
                <DossierPlace note={note} to={inPanel ? playerPath : drawPathOf(note)} />
                <span className="dossier__when"> · {formatLongDate(new Date(note.updatedAt).toISOString())}</span>
              </p>
              <p className="dossier__note">{note.note}</p>
            </li>
          ))}
        </ul>
      )}
      {inPanel && <PlayerDiaryDays playerId={playerId} playerName={playerName} compact />}
    </section>
  );
}

function DossierPlace({ note, to }: { note: DossierNote; to: string | null }) {
  const place = `${note.tournamentTitle ?? `Tournament ${note.tournamentId}`} ${note.tournamentYear}`;
  return to ? <Link to={to}>{place}</Link> : <>{place}</>;
}

function drawPathOf(note: DossierNote): string {
  return `/main/tennis/${note.tournamentYear}/${encodeURIComponent(note.tournamentId)}`;
}
