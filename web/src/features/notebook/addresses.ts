/**
 * Where the notebook's links lead. A diary day opens at one of its tabs with `?tab=<index>` (from 0), which
 * the diary reads once the day is loaded (useTabInAddress) and then takes out of the address.
 */
export const TAB_PARAM = 'tab';

export function diaryDayPath(date: string, tabIndex: number): string {
  return `/main/diary?date=${date}&${TAB_PARAM}=${tabIndex}`;
}

export function playerPagePath(playerId: string): string {
  return `/main/tennis/players/${encodeURIComponent(playerId)}`;
}

/** A charted match's page (issue 34). */
export function chartPath(chartId: string): string {
  return `/main/charts/${encodeURIComponent(chartId)}`;
}

/** The tab the address asks for, when it names a whole number; undefined otherwise. */
export function tabInAddress(params: URLSearchParams): number | undefined {
  const value = params.get(TAB_PARAM);
  return value !== null && /^\d{1,3}$/.test(value) ? Number(value) : undefined;
}
