import type { Tournament } from '@baseline/contract';
import { statusOnDay } from '../state/status';
import { TournamentCard } from './TournamentCard';

/** 'This week': the tournaments live today and those starting in the next 7 days, above the groups. */
export function ThisWeekStrip({ tournaments, today }: { tournaments: Tournament[]; today: string }) {
  if (tournaments.length === 0) return null;
  return (
    <section className="t-week" aria-labelledby="t-week-title">
      <h2 id="t-week-title" className="t-week__title">
        This week
      </h2>
      <ul className="t-group__cards t-week__cards">
        {tournaments.map((t) => (
          <TournamentCard key={`${t.TournamentYear}/${t.TournamentId}`} tournament={t} status={statusOnDay(t, today)} />
        ))}
      </ul>
    </section>
  );
}
