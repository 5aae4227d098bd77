import type { PlayerMatch, PlayerName, PlayerTournament } from '@baseline/contract';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx';
import { formatDayRange } from '../../../lib/formatDate';
import { scoreText } from './scoreText';

const fullName = (player: PlayerName) => `${player.FirstName} ${player.LastName}`;

function drawPath(entry: PlayerTournament): string {
  const event = new URLSearchParams({ event: entry.EventTypeCode });
  return `/main/tennis/${entry.TournamentYear}/${encodeURIComponent(entry.TournamentId)}?${event.toString()}`;
}

function MatchRow({ match }: { match: PlayerMatch }) {
  const outcome = match.Won === null ? 'to play' : match.Won ? 'won' : 'lost';
  return (
    <li className={cx('player-match', `player-match--${outcome.replace(' ', '-')}`)}>
      <span className="player-match__round">{match.RoundName}</span>
      <span className="player-match__who">
        {match.Partner && <span className="player-match__partner">with {fullName(match.Partner)} </span>}
        <span>
          vs{' '}
          {match.Opponents.map((opponent, index) => (
            <span key={opponent.PlayerId}>
              {index > 0 && ' / '}
              <Link to={`/main/tennis/players/${encodeURIComponent(opponent.PlayerId)}`}>{fullName(opponent)}</Link>
            </span>
          ))}
        </span>
      </span>
      <span className="player-match__outcome">{outcome === 'to play' ? 'To play' : outcome === 'won' ? 'W' : 'L'}</span>
      <span className="player-match__score">{scoreText(match.SetResults, match.Reason)}</span>
    </li>
  );
}

/** The season's tournaments, newest first: each a card with the round reached and the matches, last first. */
export function SeasonResults({ tournaments }: { tournaments: PlayerTournament[] }) {
  if (tournaments.length === 0) {
    return <p className="player-page__empty">No matches in this season yet.</p>;
  }
  return (
    <ol className="player-results">
      {tournaments.map((entry) => (
        <li key={`${entry.TournamentId}:${entry.EventTypeCode}`} className="player-result">
          <header className="player-result__header">
            <h3 className="player-result__title">
              <Link to={drawPath(entry)}>{entry.TournamentTitle}</Link>
            </h3>
            <span
              className={cx(
                'player-result__reached',
                entry.RoundReached === 'Winner' && 'player-result__reached--winner',
              )}
            >
              {entry.RoundReached}
            </span>
          </header>
          <p className="player-result__facts">
            {entry.PlayStartDate && entry.PlayEndDate && (
              <span>{formatDayRange(entry.PlayStartDate, entry.PlayEndDate)}</span>
            )}
            <span>{entry.Description || entry.EventTypeCode}</span>
          </p>
          <ul className="player-result__matches">
            {entry.Matches.map((match, index) => (
              <MatchRow key={index} match={match} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
