import type { Tournament } from '@baseline/contract';
import { tournamentFacts } from '../state/tournamentFacts';
import './TournamentFacts.css';

/**
 * Under the draw's heading: the tournament's name, dates, place, category and surface from the season's
 * calendar, so a tournament whose draw is not out yet still says what and when it is.
 */
export function TournamentFacts({ tournament }: { tournament: Tournament | undefined }) {
  // Until the season's list is known, the empty box holds the facts' place.
  if (!tournament) return <div className="tournament-facts" />;
  const facts = tournamentFacts(tournament).filter((fact) => fact.term !== 'Prize money');
  return (
    <div className="tournament-facts">
      <p className="tournament-facts__name">{tournament.TournamentTitle}</p>
      <dl className="tournament-facts__list">
        {facts.map((fact) => (
          <div key={fact.term} className="tournament-facts__fact">
            <dt className="visually-hidden">{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
