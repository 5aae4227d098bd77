import type { TournamentGroup } from '../state/groups';
import { statusOnDay } from '../state/status';
import { TournamentCard } from './TournamentCard';

/** One collapsible group, open at first (a native disclosure: keyboard and screen readers for free). */
export function TournamentGroupSection({ group, today }: { group: TournamentGroup; today: string }) {
  return (
    <details className="t-group" open>
      <summary className="t-group__summary">
        <h2 className="t-group__title">
          {group.code === null ? (
            group.name
          ) : (
            <>
              {group.code}
              <span className="t-group__name">{group.name}</span>
            </>
          )}
        </h2>
        <span className="t-group__count">{group.tournaments.length}</span>
      </summary>
      <ul className="t-group__cards">
        {group.tournaments.map((t) => (
          <TournamentCard key={`${t.TournamentYear}/${t.TournamentId}`} tournament={t} status={statusOnDay(t, today)} />
        ))}
      </ul>
    </details>
  );
}
