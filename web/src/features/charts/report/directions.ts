import {
  RALLY_LENGTHS,
  type DirectionCounts,
  type PlayerReport,
  type ServeDirection,
} from '@baseline/contract/charting';
import { ratio, type FigureRow } from './figures';

/** Where serves went, by serve and court, and on break points: the court diagram and its tables. */

export type Court = 'deuce' | 'ad';
export type ServeNumber = 'first' | 'second';

export const DIRECTION_NAMES: Record<ServeDirection, string> = {
  '4': 'Wide',
  '5': 'Body',
  '6': 'T',
  '0': 'Unknown',
};
/** The directions a serve is charted with, the unknown last (the diagram has no zone for it). */
export const DIRECTIONS: readonly ServeDirection[] = ['4', '5', '6', '0'];

export interface Zone {
  direction: ServeDirection;
  served: number;
  in: number;
  won: number;
  /** The zone's share of the serves hit to this court. */
  share: string;
}

const servesHit = (counts: DirectionCounts) => DIRECTIONS.reduce((sum, direction) => sum + counts[direction].served, 0);

/** A court's serves by direction, each with its share. */
export function zonesOf(counts: DirectionCounts): Zone[] {
  const total = servesHit(counts);
  return DIRECTIONS.map((direction) => ({
    direction,
    ...counts[direction],
    share: ratio(counts[direction].served, total).value,
  }));
}

const SERVE_NAMES: Record<ServeNumber, string> = { first: '1st serve', second: '2nd serve' };
const COURT_NAMES: Record<Court, string> = { deuce: 'deuce court', ad: 'ad court' };

export interface DirectionTable {
  columns: string[];
  rows: FigureRow[];
}

/**
 * One row a serve and court, one column a direction: the share of serves hit there, then how many went in and
 * were won. The unknown direction has a column only when some serve was charted without one.
 */
export function serveDirectionTable(side: PlayerReport): DirectionTable {
  const { directions } = side.serve;
  const courts = (['first', 'second'] as const).flatMap((serve) =>
    (['deuce', 'ad'] as const).map((court) => ({ serve, court, counts: directions[serve][court] })),
  );
  const shown = DIRECTIONS.filter(
    (direction) => direction !== '0' || courts.some(({ counts }) => counts['0'].served > 0),
  );
  return {
    columns: shown.map((direction) => DIRECTION_NAMES[direction]),
    rows: courts.map(({ serve, court, counts }) => {
      const total = servesHit(counts);
      return {
        label: `${SERVE_NAMES[serve]}, ${COURT_NAMES[court]}`,
        figures: shown.map((direction) => {
          const zone = counts[direction];
          return {
            value: ratio(zone.served, total).value,
            detail: `${zone.served} of ${total}, ${zone.in} in, ${zone.won} won`,
          };
        }),
      };
    }),
  };
}

/** On the break points a side served: each direction's share of the serves, how many went in, and won. */
export function breakPointServeRows(side: PlayerReport): FigureRow[] {
  const counts = side.keyPoints.breakPointServes;
  const total = servesHit(counts);
  return DIRECTIONS.map((direction) => ({
    label: DIRECTION_NAMES[direction],
    figures: [
      ratio(counts[direction].served, total),
      ratio(counts[direction].in, counts[direction].served),
      ratio(counts[direction].won, counts[direction].in),
    ],
  }));
}

/** On the break points a side served: each rally length's share of them, and those saved. */
export function breakPointRallyRows(side: PlayerReport): FigureRow[] {
  const rallies = side.keyPoints.breakPointRally;
  const total = RALLY_LENGTHS.reduce((sum, length) => sum + rallies[length].points, 0);
  return RALLY_LENGTHS.map((length) => ({
    label: `${length} shots`,
    figures: [ratio(rallies[length].points, total), ratio(rallies[length].won, rallies[length].points)],
  }));
}
