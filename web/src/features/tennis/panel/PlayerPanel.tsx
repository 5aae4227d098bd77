import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { PlayerLabels } from '../../labels/PlayerLabels';
import { Dossier } from './Dossier';
import { PlayerNoteEditor } from './PlayerNoteEditor';
import type { PanelPlayer } from './panelSwitch';
import './PlayerPanel.css';

interface PlayerPanelProps {
  player: PanelPlayer;
  tournamentId: string;
  tournamentYear: number;
  location: string;
  onClose: () => void;
  /** The player's matches to chart (charted/MatchesToChart), between the labels and the dossier. */
  children?: ReactNode;
}

/**
 * The notes side panel: over the page's right edge on a desktop, the whole width on a phone. It is fixed,
 * so opening it moves nothing in the page and the bracket is not re-laid out. Escape closes it.
 */
export function PlayerPanel({ player, tournamentId, tournamentYear, location, onClose, children }: PlayerPanelProps) {
  const name = `${player.FirstName} ${player.LastName}`;
  const panel = useRef<HTMLElement>(null);

  // A layout effect: its clean-up runs while the panel is still in the page, so the focus can be read.
  useLayoutEffect(() => {
    // The name that opened the panel gets the focus back when the panel closes with the focus inside it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = panel.current;
    return () => {
      if (element?.contains(document.activeElement)) opener?.focus();
    };
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // A dialog open over the panel (the label manager, a confirmation) takes Escape for itself.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) onClose();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  return (
    <aside ref={panel} className="player-panel" aria-label={`Notes on ${name}`}>
      <header className="player-panel__header">
        <h2 className="player-panel__name">
          {/* The player's page: their season, a head-to-head, and every note on them. */}
          <Link to={`/main/tennis/players/${encodeURIComponent(player.PlayerId)}`}>{name}</Link>
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </header>
      <PlayerNoteEditor
        tournamentId={tournamentId}
        tournamentYear={tournamentYear}
        playerId={player.PlayerId}
        playerName={name}
        location={location}
      />
      <PlayerLabels playerId={player.PlayerId} playerName={name} />
      {children}
      <Dossier playerId={player.PlayerId} playerName={name} edition={{ tournamentId, tournamentYear }} />
    </aside>
  );
}
