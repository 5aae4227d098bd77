import type { ChartSummary, ScoutingQuery } from '@baseline/contract';

export interface FilterFields {
  surface: string;
  from: string;
  to: string;
}

/** The query the fields ask for: an empty field asks nothing, so it is left out of the address. */
export function scoutingFilters({ surface, from, to }: FilterFields): ScoutingQuery {
  return { ...(surface && { surface }), ...(from && { from }), ...(to && { to }) };
}

/** Why the dates cannot be searched, or null. */
export function datesProblem({ from, to }: FilterFields): string | null {
  return from && to && from > to ? 'The first day must not be after the last.' : null;
}

/** The surfaces the member's charts of the player were played on, in the order first met, for the filter. */
export function chartedSurfaces(charts: readonly ChartSummary[]): string[] {
  return [...new Set(charts.flatMap((chart) => (chart.event?.surface ? [chart.event.surface] : [])))];
}
