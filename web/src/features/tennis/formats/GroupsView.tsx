import type { DrawEvent, GroupStanding } from '@baseline/contract';
import { memo, useMemo } from 'react';
import { groupMatchKey } from '../bracket/eventFixtures';
import { fixturePlayerIds, linePlayerIds } from '../bracket/layout';
import { notedInFixture, playerPath } from '../bracket/path';
import { PlayerName } from '../components/PlayerName';
import type { PanelPlayer } from '../panel/panelSwitch';
import { MatchCard } from './MatchCard';
import { FormatPart } from './FormatPart';
import { wonLost, type StandingsColumn } from './StandingsTable';
import './formats.css';

export interface FormatViewProps {
  event: DrawEvent;
  selectedPlayerId: string | null;
  notedPlayerIds: ReadonlySet<string>;
  /** Keys of the fixtures whose result has just arrived (live refresh). */
  freshKeys: ReadonlySet<string>;
  /** Where each charted match's mark leads, by its key (see chartLinksOf). */
  chartLinks: ReadonlyMap<string, string>;
  /** Must be stable (useCallback): the view is memoised. */
  onSelectPlayer: (player: PanelPlayer) => void;
}

const GROUP_COLUMNS: StandingsColumn[] = [
  { short: 'P', full: 'Played' },
  { short: 'W-L', full: 'Won-lost' },
  { short: 'Sets', full: 'Sets won-lost' },
  { short: 'Games', full: 'Games won-lost' },
];

/**
 * A round-robin event's groups (the ATP Finals' two groups of four), each with its table and its matches;
 * the knockout stage that follows is the event's bracket. Memoised like the bracket: the panel opening or
 * typing never renders it, and each match card re-renders only when its own highlight or marks change.
 */
export const GroupsView = memo(function GroupsView({
  event,
  selectedPlayerId,
  notedPlayerIds,
  freshKeys,
  chartLinks,
  onSelectPlayer,
}: FormatViewProps) {
  const path = useMemo(() => playerPath(event, selectedPlayerId), [event, selectedPlayerId]);
  return (
    <div className="draw-format draw-format--groups">
      {event.Groups?.map((group, groupIndex) => (
        <FormatPart
          key={`${groupIndex}:${group.GroupName}`}
          name={group.GroupName}
          entrantHeader="Player"
          columns={GROUP_COLUMNS}
          standings={group.Standings.map((standing) => ({
            key: linePlayerIds(standing.Line).join('+'),
            position: standing.Position,
            entrant: <Entrant standing={standing} notedPlayerIds={notedPlayerIds} onSelectPlayer={onSelectPlayer} />,
            values: [
              String(standing.Played),
              wonLost(standing.Won, standing.Lost),
              wonLost(standing.SetsWon, standing.SetsLost),
              wonLost(standing.GamesWon, standing.GamesLost),
            ],
            qualified: standing.Qualified,
            selected: selectedPlayerId !== null && linePlayerIds(standing.Line).includes(selectedPlayerId),
          }))}
        >
          <ol className="draw-format__matches" aria-label={`${group.GroupName} matches`}>
            {group.Fixtures.map((fixture, index) => {
              const key = groupMatchKey(groupIndex, index);
              return (
                <MatchCard
                  key={key}
                  fixture={fixture}
                  selectedPlayerId={path.has(key) ? selectedPlayerId : null}
                  noted={notedInFixture(fixturePlayerIds(fixture), notedPlayerIds)}
                  fresh={freshKeys.has(key)}
                  chartPath={chartLinks.get(key) ?? null}
                  onSelectPlayer={onSelectPlayer}
                />
              );
            })}
          </ol>
        </FormatPart>
      ))}
    </div>
  );
});

/** The player (or both of a pair) as buttons that open the notes panel, the seed in brackets, note marks. */
function Entrant({
  standing,
  notedPlayerIds,
  onSelectPlayer,
}: {
  standing: GroupStanding;
  notedPlayerIds: ReadonlySet<string>;
  onSelectPlayer: (player: PanelPlayer) => void;
}) {
  const { Players, Seed } = standing.Line;
  return (
    <span className="standings__players">
      {Players.map((player, index) => (
        <PlayerName
          key={player.PlayerId}
          player={player}
          className="standings__player"
          tags={index === 0 && Seed !== null ? String(Seed) : ''}
          noted={notedPlayerIds.has(player.PlayerId)}
          onSelectPlayer={onSelectPlayer}
        />
      ))}
    </span>
  );
}
