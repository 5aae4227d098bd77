import { useState } from 'react';
import { onPhone } from './onPhone';
import type { TournamentGroup } from '../state/groups';
import { statusOnDay } from '../state/status';
import { TournamentCard } from './TournamentCard';

/**
 * One collapsible group (a native disclosure: keyboard and screen readers for free), its count always shown.
 * Open at first on a wide screen; on a phone closed, so that the season's groups fit a screen or two below
 * 'This week' rather than some hundred cards, and open while a search narrows the list. A group's cards are
 * made once it is first open: a phone's first screen then builds a few cards, not the season's hundreds.
 */
export function TournamentGroupSection({
  group,
  today,
  searching,
}: {
  group: TournamentGroup;
  today: string;
  searching: boolean;
}) {
  const [openAtFirst] = useState(() => !onPhone());
  const [everOpen, setEverOpen] = useState(openAtFirst);
  const count = group.tournaments.length;
  return (
    <details
      className="t-group"
      open={openAtFirst || searching}
      onToggle={(event) => {
        if (event.currentTarget.open) setEverOpen(true);
      }}
    >
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
        <span className="t-group__count">
          {count}
          <span className="visually-hidden">{count === 1 ? ' tournament' : ' tournaments'}</span>
        </span>
      </summary>
      {(everOpen || searching) && (
        <ul className="t-group__cards">
          {group.tournaments.map((t) => (
            <TournamentCard
              key={`${t.TournamentYear}/${t.TournamentId}`}
              tournament={t}
              status={statusOnDay(t, today)}
            />
          ))}
        </ul>
      )}
    </details>
  );
}
