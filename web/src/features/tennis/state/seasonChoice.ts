import type { SeasonsResponse } from '@baseline/contract';

/** A season as the address may name it: 4 digits, as the server accepts. */
const SEASON = /^\d{4}$/;

/**
 * The season to show: the address's `?season=YYYY` when it is one (a season the source lacks is then the
 * server's 404, said on the page), else the source's current season once known; undefined until then.
 */
export function seasonToShow(fromAddress: string | null, seasons: SeasonsResponse | undefined): string | undefined {
  if (fromAddress !== null && SEASON.test(fromAddress)) return fromAddress;
  return seasons ? String(seasons.CurrentSeason) : undefined;
}

/** The selector's choices: every season of the source, and the one shown even when the source lacks it. */
export function seasonChoices(
  seasons: SeasonsResponse | undefined,
  shown: string | undefined,
): { year: string; label: string }[] {
  const choices = (seasons?.Seasons ?? []).map((season) => ({
    year: String(season.Year),
    label: season.IsProjected ? `${season.Year} (projected)` : String(season.Year),
  }));
  if (shown !== undefined && !choices.some((choice) => choice.year === shown)) {
    choices.push({ year: shown, label: shown });
  }
  return choices;
}
