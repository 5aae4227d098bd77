import type { DrawEvent, DrawLine } from '@baseline/contract';
import { eventFixtures } from '../bracket/eventFixtures';
import { drawMatchId } from './drawMatchId';

/** The draw's edition as a new chart's event gives it. */
export interface ChartEdition {
  tournamentId: string;
  year: number;
  tournamentName: string;
  surface: string;
  associationName: string;
}

/** A match of the draw with both sides known, with the start form's address filled in from it. */
export interface ChartableMatch {
  /** `eventFixtures`' key. */
  key: string;
  round: string;
  players: [string, string];
  /** `/main/charts/new?…`: the query `NewChartPage` reads. */
  newChartPath: string;
}

const lineName = (line: DrawLine) =>
  line.Players.map((player) => `${player.FirstName} ${player.LastName}`.trim()).join(' / ');
/** A line's directory id: a singles player's; a pair has none of its own. */
const lineId = (line: DrawLine) => (line.Players.length === 1 ? (line.Players[0]?.PlayerId ?? '') : '');

/** The player's matches in the event with an opponent known, in the order of the event (first round first). */
export function chartableMatches(edition: ChartEdition, event: DrawEvent, playerId: string): ChartableMatch[] {
  return eventFixtures(event).flatMap(({ key, fixture, round }) => {
    const top = fixture.DrawLineTop;
    const bottom = fixture.DrawLineBottom;
    if (!top?.Players.length || !bottom?.Players.length) return [];
    if (![...top.Players, ...bottom.Players].some((player) => player.PlayerId === playerId)) return [];
    const players: [string, string] = [lineName(top), lineName(bottom)];
    const query = new URLSearchParams({
      tournamentId: edition.tournamentId,
      year: String(edition.year),
      tournamentName: edition.tournamentName,
      round,
      surface: edition.surface,
      matchId: drawMatchId(edition.associationName, event.EventTypeCode, key),
      p1: players[0],
      p1Id: lineId(top),
      p2: players[1],
      p2Id: lineId(bottom),
    });
    return [{ key, round, players, newChartPath: `/main/charts/new?${query.toString()}` }];
  });
}
