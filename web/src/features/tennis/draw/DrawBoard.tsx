import type { Draw } from '@baseline/contract';
import { Profiler, useCallback, useMemo, useState, type ProfilerOnRenderCallback } from 'react';
import { useNoteMarksKey } from '../../notebook/useDiaryMarks';
import { useNotedPlayers } from '../api';
import { Bracket } from '../bracket/Bracket';
import { chartLinksOf, chartMarksKey } from '../charted/chartedMatches';
import { chartableMatches } from '../charted/chartThisMatch';
import { MatchesToChart } from '../charted/MatchesToChart';
import { useEditionCharts } from '../charted/useEditionCharts';
import { GroupsView } from '../formats/GroupsView';
import { TiesView } from '../formats/TiesView';
import { usePanelSwitch } from '../hooks/usePanelSwitch';
import { useFreshResults } from '../live/useFreshResults';
import { PlayerPanel } from '../panel/PlayerPanel';
import type { PanelPlayer } from '../panel/panelSwitch';
import { EventPicker } from './EventPicker';
import { useEventChoice } from './useEventChoice';

interface DrawBoardProps {
  draw: Draw;
  /** The calendar's name and surface of the tournament, for a chart started from a match ('' while unknown). */
  tournamentName?: string;
  surface?: string;
  /** For measuring: React's Profiler callback around the bracket (the tests count its renders with it). */
  onBracketRender?: ProfilerOnRenderCallback;
}

/**
 * The loaded draw: association and event buttons, the event's round-robin groups or team ties when it has
 * them, the bracket, and the notes panel. The panel's state lives here, but every prop the bracket and the
 * views get stays the same while the panel opens, closes or saves, so the memoised bracket does not
 * re-render for it; only a new highlight, new note marks or a result that has just arrived reach it.
 */
export function DrawBoard({ draw, tournamentName = '', surface = '', onBracketRender }: DrawBoardProps) {
  const choice = useEventChoice(draw);
  const panel = usePanelSwitch();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const noted = useNotedPlayers(draw.TournamentId, draw.TournamentYear);
  // Keyed by the ids as text: a refetch that brings the same marks gives the same set, and no bracket render.
  // The players the diary mentions around the event are marked too.
  const notedKey = useNoteMarksKey(draw.TournamentYear, draw.TournamentId, noted.data?.playerIds);
  const notedIds = useMemo(() => new Set(notedKey === '' ? [] : notedKey.split(',')), [notedKey]);
  const { select, close } = panel;
  const charts = useEditionCharts(draw.TournamentId, draw.TournamentYear);

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
  const eventKey = `${association?.AssociationName ?? ''}/${event?.EventTypeCode ?? ''}`;
  const freshKeys = useFreshResults(eventKey, event);
  const associationName = association?.AssociationName ?? '';
  // One key for the event's chart marks: a refetch or an outbox change with the same marks re-renders nothing.
  const chartKey = useMemo(
    () => (event ? chartMarksKey(associationName, event, charts) : ''),
    [associationName, event, charts],
  );
  const chartLinks = useMemo(() => chartLinksOf(chartKey), [chartKey]);
  // One element for as long as its props hold: React then skips the bracket (and the Profiler) outright.
  const bracket = useMemo(() => {
    if (!event || event.Rounds.length === 0) return null;
    const element = (
      <Bracket
        key={eventKey}
        event={event}
        selectedPlayerId={highlighted}
        notedPlayerIds={notedIds}
        freshKeys={freshKeys}
        chartLinks={chartLinks}
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
  }, [eventKey, event, highlighted, notedIds, freshKeys, chartLinks, onSelectPlayer, onBracketRender]);

  const hasGroups = (event?.Groups?.length ?? 0) > 0;
  const hasStages = (event?.Stages?.length ?? 0) > 0;
  const viewProps = {
    selectedPlayerId: highlighted,
    notedPlayerIds: notedIds,
    freshKeys,
    chartLinks,
    onSelectPlayer,
  };
  const edition = {
    tournamentId: draw.TournamentId,
    year: draw.TournamentYear,
    tournamentName: tournamentName || draw.Location,
    surface,
    associationName,
  };

  return (
    <>
      <EventPicker draw={draw} choice={choice} />
      {event && hasGroups && <GroupsView event={event} {...viewProps} />}
      {event && hasStages && <TiesView event={event} {...viewProps} />}
      {hasGroups && bracket && <h2 className="draw-format__knockout">Knockout stage</h2>}
      {bracket ?? (!hasGroups && !hasStages && <p className="draw-page__message">No draw available</p>)}
      {panel.open && (
        <PlayerPanel
          key={panel.open.PlayerId}
          player={panel.open}
          tournamentId={draw.TournamentId}
          tournamentYear={draw.TournamentYear}
          location={draw.Location}
          onClose={onClose}
        >
          {event && (
            <MatchesToChart matches={chartableMatches(edition, event, panel.open.PlayerId)} chartLinks={chartLinks} />
          )}
        </PlayerPanel>
      )}
      {/* Said by a screen reader when a live refresh brings results (after the panel's own status). */}
      <p className="visually-hidden" role="status">
        {freshKeys.size === 0 ? '' : `${freshKeys.size} new ${freshKeys.size === 1 ? 'result' : 'results'}`}
      </p>
    </>
  );
}
