import type { Tournament } from '@baseline/contract';
import { tournamentFacts } from '../tennis/state/tournamentFacts';

/** The pack's title block: the tournament and its season, and its facts when the calendar lists it. */
export function PackTitle({ heading, tournament }: { heading: string; tournament: Tournament | undefined }) {
  return (
    <header className="pack__title-block">
      <p className="pack__kicker">Tournament pack</p>
      <h1 className="pack__title">{heading}</h1>
      {tournament && (
        <dl className="pack__facts">
          {tournamentFacts(tournament).map((fact) => (
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
