import type { Tournament } from '@baseline/contract';
import { tournamentCategory } from '@baseline/contract/tournament-categories';
import { formatDayRange } from '../../../lib/formatDate';

export interface TournamentFact {
  term: 'Dates' | 'Place' | 'Category' | 'Surface' | 'Prize money';
  value: string;
}

/** What the calendar knows of a tournament, each fact only when it is announced. */
export function tournamentFacts(tournament: Tournament): TournamentFact[] {
  const place = [tournament.TournamentCity, tournament.TournamentLocation].filter(Boolean).join(', ');
  const category = tournamentCategory(tournament.TournamentType)?.label ?? tournament.TournamentType;
  const facts: TournamentFact[] = [
    { term: 'Dates', value: formatDayRange(tournament.PlayStartDate, tournament.PlayEndDate) },
    { term: 'Place', value: place },
    { term: 'Category', value: category },
    { term: 'Surface', value: tournament.Surface },
    { term: 'Prize money', value: tournament.PrizeMoneyDisplay },
  ];
  return facts.filter((fact) => fact.value !== '');
}

/**
 * SPEC's '{Location} - Tournament Draw'. The draw names its place; before the draw is out, the calendar's
 * city stands in, so an upcoming tournament's page still says where it is.
 */
export function drawHeading(drawLocation: string | undefined, tournament: Tournament | undefined): string {
  const location = drawLocation ?? tournament?.TournamentCity;
  return location ? `${location} - Tournament Draw` : 'Tournament Draw';
}

/** The season's entry of a tournament, when the season's list is known and has it. */
export function findTournament(
  tournaments: readonly Tournament[] | undefined,
  year: string,
  id: string,
): Tournament | undefined {
  return tournaments?.find((t) => t.TournamentId === id && String(t.TournamentYear) === year);
}
