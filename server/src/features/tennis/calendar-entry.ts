import type { Tournament } from '@baseline/contract';

/** A tournament as a calendar describes it: the contract's fields, and its draw sizes (0: none). */
export interface CalendarEntry extends Omit<Tournament, 'IsDemo' | 'IsProjected'> {
  SinglesDrawSize: number;
  DoublesDrawSize: number;
}

/** The contract's tournament for a calendar entry (projected: a demo season moved on from a real one). */
export function tournamentOf(entry: CalendarEntry, isDemo: boolean, isProjected = false): Tournament {
  const { SinglesDrawSize: _singles, DoublesDrawSize: _doubles, ...tournament } = entry;
  return { ...tournament, IsDemo: isDemo, IsProjected: isProjected };
}

/** By start date, then title: the order of the calendar, whichever calendars were merged. */
type Dated = Pick<Tournament, 'PlayStartDate' | 'TournamentTitle'>;

export function byStartDate(a: Dated, b: Dated): number {
  return a.PlayStartDate.localeCompare(b.PlayStartDate) || a.TournamentTitle.localeCompare(b.TournamentTitle);
}
