import type { TennisPlayer } from '@baseline/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverErrorOf } from '../../../lib/api/ApiError';
import { useHeadToHead } from '../api';
import { PlayerPicker } from './PlayerPicker';
import { scoreText } from './scoreText';

/** The player against anyone picked by name: the record and every meeting in the source's seasons. */
export function HeadToHead({ player }: { player: TennisPlayer }) {
  const [opponent, setOpponent] = useState<TennisPlayer | null>(null);
  const record = useHeadToHead(player.PlayerId, opponent?.PlayerId ?? null);
  const name = `${player.FirstName} ${player.LastName}`;

  return (
    <section className="player-section" aria-labelledby="head-to-head-title">
      <h2 id="head-to-head-title" className="player-section__title">
        Head-to-head
      </h2>
      <PlayerPicker excludeId={player.PlayerId} onPick={setOpponent} />
      {opponent && record.isPending && (
        <p className="player-page__empty" role="status">
          Loading the head-to-head...
        </p>
      )}
      {record.isError && (
        <p className="player-page__empty" role="alert">
          {serverErrorOf(record.error) ?? 'Unable to load the head-to-head. Please try again later.'}
        </p>
      )}
      {record.data && (
        <div className="head-to-head" aria-live="polite">
          <p className="head-to-head__record">
            <span>{name}</span>
            <strong>
              {record.data.Wins}–{record.data.Losses}
            </strong>
            <Link to={`/main/tennis/players/${encodeURIComponent(record.data.Opponent.PlayerId)}`}>
              {record.data.Opponent.FirstName} {record.data.Opponent.LastName}
            </Link>
          </p>
          {record.data.Matches.length === 0 ? (
            <p className="player-page__empty">They have not met.</p>
          ) : (
            <ul className="head-to-head__matches">
              {record.data.Matches.map((match, index) => (
                <li key={index} className="player-match">
                  <span className="player-match__round">
                    {match.TournamentTitle} {match.TournamentYear} · {match.RoundName}
                    {match.EventTypeCode !== 'MS' && ` (${match.EventTypeCode})`}
                  </span>
                  <span className="player-match__who">
                    {match.WinnerId === null
                      ? 'To play'
                      : `${match.WinnerId === player.PlayerId ? name : `${record.data.Opponent.FirstName} ${record.data.Opponent.LastName}`} won`}
                  </span>
                  <span className="player-match__score">{scoreText(match.SetResults, match.Reason)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
