import type { Tournament } from '@baseline/contract';
import { tournamentCategory } from '@baseline/contract/tournament-categories';
import { formatDayRange } from '../../lib/formatDate';

/** What the calendar knows of the tournament, each fact only when it is announced. */
function facts(tournament: Tournament): { term: string; value: string }[] {
  const place = [tournament.TournamentCity, tournament.TournamentLocation].filter(Boolean).join(', ');
  const category = tournamentCategory(tournament.TournamentType)?.label ?? tournament.TournamentType;
  return [
    { term: 'Dates', value: formatDayRange(tournament.PlayStartDate, tournament.PlayEndDate) },
    { term: 'Place', value: place },
    { term: 'Category', value: category },
    { term: 'Surface', value: tournament.Surface },
    { term: 'Prize money', value: tournament.PrizeMoneyDisplay },
  ].filter((fact) => fact.value !== '');
}

/** The pack's title block: the tournament and its season, and its facts when the calendar lists it. */
export function PackTitle({ heading, tournament }: { heading: string; tournament: Tournament | undefined }) {
  return (
    <header className="pack__title-block">
      <p className="pack__kicker">Tournament pack</p>
      <h1 className="pack__title">{heading}</h1>
      {tournament && (
        <dl className="pack__facts">
          {facts(tournament).map((fact) => (
            <div key={fact.term} className="pack__fact">
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}
