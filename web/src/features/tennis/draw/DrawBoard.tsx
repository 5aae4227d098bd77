import type { Draw } from '@baseline/contract';
import { Profiler, useCallback, useMemo, useState, type ProfilerOnRenderCallback } from 'react';
import { useNotedPlayers } from '../api';
import { Bracket } from '../bracket/Bracket';
import { usePanelSwitch } from '../hooks/usePanelSwitch';
import { PlayerPanel } from '../panel/PlayerPanel';
import type { PanelPlayer } from '../panel/panelSwitch';
import { EventPicker } from './EventPicker';
import { useEventChoice } from './useEventChoice';

interface DrawBoardProps {
  draw: Draw;
  /** For measuring: React's Profiler callback around the bracket (the tests count its renders with it). */
  onBracketRender?: ProfilerOnRenderCallback;
}

/**
 * The loaded draw: association and event buttons, the bracket, and the notes panel. The panel's state lives
 * here, but every prop the bracket gets stays the same while the panel opens, closes or saves, so the
 * memoised bracket does not re-render for it; only a new highlight or new note marks reach it.
 */
export function DrawBoard({ draw, onBracketRender }: DrawBoardProps) {
  const choice = useEventChoice(draw);
  const panel = usePanelSwitch();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const noted = useNotedPlayers(draw.TournamentId);
  // Keyed by the ids as text: a refetch that brings the same marks gives the same set, and no bracket render.
  const notedKey = noted.data?.playerIds.join(',') ?? '';
  const notedIds = useMemo(() => new Set(notedKey === '' ? [] : notedKey.split(',')), [notedKey]);
  const { select, close } = panel;

  const onSelectPlayer = useCallback(
    (player: PanelPlayer) => {
      setHighlighted(player.PlayerId);
      select(player);
    },
    [select],
  );
  const onClose = useCallback(() => {
    setHighlighted(null);
    close();
  }, [close]);

  const { association, event } = choice;
  // One element for as long as its props hold: React then skips the bracket (and the Profiler) outright.
  const bracket = useMemo(() => {
    if (!event || event.Rounds.length === 0) return null;
    const element = (
      <Bracket
        key={`${association?.AssociationName ?? ''}/${event.EventTypeCode}`}
        event={event}
        selectedPlayerId={highlighted}
        notedPlayerIds={notedIds}
        onSelectPlayer={onSelectPlayer}
      />
    );
    return onBracketRender ? (
      <Profiler id="bracket" onRender={onBracketRender}>
        {element}
      </Profiler>
    ) : (
      element
    );
  }, [association, event, highlighted, notedIds, onSelectPlayer, onBracketRender]);

  return (
    <>
      <EventPicker draw={draw} choice={choice} />
      {bracket ?? <p className="draw-page__message">No draw available</p>}
      {panel.open && (
        <PlayerPanel
          key={panel.open.PlayerId}
          player={panel.open}
          tournamentId={draw.TournamentId}
          tournamentYear={draw.TournamentYear}
          location={draw.Location}
          onClose={onClose}
        />
      )}
    </>
  );
}
