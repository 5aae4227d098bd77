import type { Team, TeamTie } from '@baseline/contract';
import { memo, useMemo } from 'react';
import { cx } from '../../../lib/cx';
import { rubberKey } from '../bracket/eventFixtures';
import { fixturePlayerIds } from '../bracket/layout';
import { notedInFixture, playerPath } from '../bracket/path';
import type { FormatViewProps } from './GroupsView';
import { MatchCard } from './MatchCard';
import { FormatPart } from './FormatPart';
import { wonLost, type StandingsColumn } from './StandingsTable';
import { tieStarted, tieStatusLines } from './tieStatus';
import './formats.css';

const TEAM_COLUMNS: StandingsColumn[] = [
  { short: 'P', full: 'Played' },
  { short: 'W-L', full: 'Ties won-lost' },
  { short: 'Rubbers', full: 'Rubbers won-lost' },
];

/**
 * A team event (United Cup, Davis Cup, Laver Cup): its stages in order, a group stage with its table, and
 * every tie as a card with the teams, the score and the rubbers. Memoised like the bracket.
 */
export const TiesView = memo(function TiesView({
  event,
  selectedPlayerId,
  notedPlayerIds,
  freshKeys,
  chartLinks,
  onSelectPlayer,
}: FormatViewProps) {
  const path = useMemo(() => playerPath(event, selectedPlayerId), [event, selectedPlayerId]);
  return (
    <div className="draw-format draw-format--ties">
      {event.Stages?.map((stage, stageIndex) => (
        <FormatPart
          key={`${stageIndex}:${stage.StageName}`}
          name={stage.StageName}
          entrantHeader="Team"
          columns={TEAM_COLUMNS}
          standings={stage.Standings?.map((standing) => ({
            key: standing.Team.TeamCode,
            position: standing.Position,
            entrant: <TeamName team={standing.Team} />,
            values: [
              String(standing.Played),
              wonLost(standing.Won, standing.Lost),
              wonLost(standing.RubbersWon, standing.RubbersLost),
            ],
            qualified: standing.Qualified,
            selected: false,
          }))}
        >
          <ol className="draw-format__ties">
            {stage.Ties.map((tie, tieIndex) => (
              <li key={`${tie.TeamTop.TeamCode}-${tie.TeamBottom?.TeamCode ?? tieIndex}`} className="tie">
                <TieHeading tie={tie} />
                {tie.Rubbers.length === 0 ? (
                  <p className="tie__pending">Rubbers to be announced</p>
                ) : (
                  <ol className="draw-format__matches" aria-label="Rubbers">
                    {tie.Rubbers.map((rubber, index) => {
                      const key = rubberKey(stageIndex, tieIndex, index);
                      const points = rubber.Points > 1 ? ` · ${rubber.Points} points` : '';
                      return (
                        <MatchCard
                          key={key}
                          fixture={rubber.Fixture}
                          caption={`${rubber.Label}${points}`}
                          notPlayed={rubber.Fixture.Result === null && tie.Winner !== null}
                          selectedPlayerId={path.has(key) ? selectedPlayerId : null}
                          noted={notedInFixture(fixturePlayerIds(rubber.Fixture), notedPlayerIds)}
                          fresh={freshKeys.has(key)}
                          chartPath={chartLinks.get(key) ?? null}
                          onSelectPlayer={onSelectPlayer}
                        />
                      );
                    })}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </FormatPart>
      ))}
    </div>
  );
});

/**
 * "Italy ITA (1)  2–1  Argentina ARG": the teams, the score between them (or "To play" and the day), the
 * winner in bold.
 */
function TieHeading({ tie }: { tie: TeamTie }) {
  const started = tieStarted(tie);
  return (
    <h3 className="tie__heading">
      <span className={cx('tie__team', tie.Winner === 1 && 'tie__team--winner')}>
        <TeamName team={tie.TeamTop} />
        {tie.Winner === 1 && <span className="visually-hidden">, winner</span>}
      </span>
      <span className={cx('tie__score', !started && 'tie__score--to-play')}>
        <span className="visually-hidden">{started ? ', score ' : ', '}</span>
        {tieStatusLines(tie).map((line, index) => (
          <span key={line} className="tie__status-line">
            {index > 0 && <span className="visually-hidden">, </span>}
            {line}
          </span>
        ))}
        <span className="visually-hidden">, </span>
      </span>
      <span className={cx('tie__team', 'tie__team--bottom', tie.Winner === 2 && 'tie__team--winner')}>
        {tie.TeamBottom ? <TeamName team={tie.TeamBottom} /> : <span className="tie__unknown">To be decided</span>}
        {tie.Winner === 2 && <span className="visually-hidden">, winner</span>}
      </span>
    </h3>
  );
}

function TeamName({ team }: { team: Team }) {
  return (
    <span className="team">
      <span className="team__name">{team.TeamName}</span> <span className="team__code">{team.TeamCode}</span>
      {team.Seed !== null && <span className="line__tags"> ({team.Seed})</span>}
    </span>
  );
}
