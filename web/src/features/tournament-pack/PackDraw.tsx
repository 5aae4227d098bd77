import { memo } from 'react';
import type { PackEvent, PackLine, PackMatch } from './packDraw';

/** The number of a player's entry in the players section, by player id. */
export type NoteNumbers = ReadonlyMap<string, number>;

function Line({ line, won, numbers }: { line: PackLine; won: boolean; numbers: NoteNumbers }) {
  if (line.kind === 'bye') return <span className="pack-match__line pack-match__line--empty">Bye</span>;
  if (line.kind === 'to-be-decided') {
    return <span className="pack-match__line pack-match__line--empty">To be decided</span>;
  }
  return (
    <span className={won ? 'pack-match__line pack-match__line--won' : 'pack-match__line'}>
      {line.players.map((player, index) => {
        const number = numbers.get(player.id);
        return (
          <span key={player.id}>
            {index > 0 && ' / '}
            {player.name}
            {number !== undefined && (
              <a className="pack__ref" href={`#pack-player-${number}`} aria-label={`see note ${number}`}>
                {number}
              </a>
            )}
          </span>
        );
      })}
      {line.tags && <span className="pack-match__tags"> ({line.tags})</span>}
    </span>
  );
}

function Match({ match, numbers }: { match: PackMatch; numbers: NoteNumbers }) {
  return (
    <li className="pack-match">
      {match.caption && <span className="pack-match__caption">{match.caption}</span>}
      <span className="pack-match__lines">
        <Line line={match.top} won={match.winner === 1} numbers={numbers} />
        <span className="visually-hidden"> v </span>
        <Line line={match.bottom} won={match.winner === 2} numbers={numbers} />
      </span>
      {match.score && <span className="pack-match__score">{match.score}</span>}
    </li>
  );
}

/**
 * The draw as lists by round (sections of a big round, groups, ties), never as a bracket: a list reads on
 * any paper size and breaks between matches. A player with an entry in the players section carries its number.
 */
export const PackDraw = memo(function PackDraw({
  events,
  numbers,
}: {
  events: readonly PackEvent[];
  numbers: NoteNumbers;
}) {
  return (
    <section className="pack__section" aria-labelledby="pack-draw">
      <h2 id="pack-draw">Draw</h2>
      {events.map((event) => (
        <section key={event.key} className="pack-event" aria-label={event.title}>
          <h3 className="pack-event__title">{event.title}</h3>
          {event.parts.length === 0 && <p className="pack__empty">No draw available</p>}
          {event.parts.map((part) => (
            <section key={part.key} className="pack-part" aria-label={part.title}>
              <h4 className="pack-part__title">{part.title}</h4>
              {part.standings.length > 0 && (
                <ol className="pack-standings">
                  {part.standings.map((standing) => (
                    <li key={standing.position} value={standing.position}>
                      {standing.entrant} <span className="pack-standings__record">{standing.record}</span>
                      {standing.qualified && <span className="pack-standings__qualified"> Qualified</span>}
                    </li>
                  ))}
                </ol>
              )}
              <ul className="pack-part__matches">
                {part.matches.map((match) => (
                  <Match key={match.key} match={match} numbers={numbers} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </section>
  );
});
