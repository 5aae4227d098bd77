import {
  RALLY_LENGTHS,
  SHOT_TYPES,
  type PlayerReport,
  type ReturnDepth,
  type ShotType,
  type WonOf,
} from '@baseline/contract/charting';

/**
 * The report's tables, made from its counts: each cell a figure (a percentage or a count) with what it rests
 * on ("31 of 50"), so a reader sees how many points stand behind every number. Pure, for the tests.
 */

export interface Figure {
  value: string;
  /** What the value rests on, or what it is made of: "31 of 50", "forehand 7, backhand 5". */
  detail: string;
}

export interface FigureRow {
  label: string;
  figures: Figure[];
}

/** The two sides a table compares: a match's two players, or a scouted player and their opponents. */
export type Sides = readonly [PlayerReport, PlayerReport];

/** A share as a whole percentage; a dash when there is nothing to share. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;
}

export function ratio(part: number, whole: number): Figure {
  return { value: percent(part, whole), detail: `${part} of ${whole}` };
}

const won = (tally: WonOf): Figure => ratio(tally.won, tally.points);

function row(label: string, sides: Sides, figure: (side: PlayerReport) => Figure): FigureRow {
  return { label, figures: sides.map(figure) };
}

export function serveRows(sides: Sides): FigureRow[] {
  return [
    row('Points won on serve', sides, (side) => won(side.serve.points)),
    row('1st serves in', sides, (side) => ratio(side.serve.firstIn.points, side.serve.points.points)),
    row('Won on 1st serve', sides, (side) => won(side.serve.firstIn)),
    row('Won on 2nd serve', sides, (side) => won(side.serve.second)),
    row('Aces', sides, (side) => ({
      value: String(side.serve.aces),
      detail: `in ${side.serve.points.points} points served`,
    })),
    row('Double faults', sides, (side) => ({
      value: String(side.serve.doubleFaults),
      detail: `in ${side.serve.second.points} 2nd serves`,
    })),
    row('Serves unreturned, aces included', sides, (side) => ratio(side.serve.unreturned, side.serve.points.points)),
  ];
}

const DEPTHS: [ReturnDepth, string][] = [
  ['7', 'Short returns (service boxes)'],
  ['8', 'Middle returns'],
  ['9', 'Deep returns (near the baseline)'],
];

/** Return points won, then what the charter followed of full points: returns in play and their depth. */
export function returnRows(sides: Sides): FigureRow[] {
  return [
    row('Return points won', sides, (side) => won(side.return.points)),
    row('Won returning 1st serves', sides, (side) => won(side.return.onFirstServe)),
    row('Won returning 2nd serves', sides, (side) => won(side.return.onSecondServe)),
    row('Returns in play', sides, (side) => ratio(side.return.inPlay, side.return.returnable)),
    ...DEPTHS.map(([depth, label]) => row(label, sides, (side) => ratio(side.return.depth[depth], side.return.inPlay))),
  ];
}

/** Each rally length: how many of the points it was (of the points with a rally), and each side's share won. */
export function rallyRows(sides: Sides): FigureRow[] {
  const [first] = sides;
  const total = RALLY_LENGTHS.reduce((sum, length) => sum + first.rally[length].points, 0);
  return RALLY_LENGTHS.map((length) => ({
    label: `${length} shots`,
    figures: [ratio(first.rally[length].points, total), ...sides.map((side) => won(side.rally[length]))],
  }));
}

function wings({ forehand, backhand, other }: PlayerReport['winners']): Figure {
  const parts = [`forehand ${forehand}`, `backhand ${backhand}`];
  if (other > 0) parts.push(`other ${other}`);
  return { value: String(forehand + backhand + other), detail: parts.join(', ') };
}

export function endingRows(sides: Sides): FigureRow[] {
  return [
    row('Winners', sides, (side) => wings(side.winners)),
    row('Forced errors', sides, (side) => wings(side.forcedErrors)),
    row('Unforced errors', sides, (side) => wings(side.unforcedErrors)),
  ];
}

export interface ShotCounts {
  shot: ShotType;
  name: string;
  winners: number;
  forcedErrors: number;
  unforcedErrors: number;
}

/** The shots that ended points for this side, in the notation's order; only full points name the shot. */
export function shotCounts(side: PlayerReport): ShotCounts[] {
  return (Object.keys(SHOT_TYPES) as ShotType[]).flatMap((shot) => {
    const counts = side.byShot[shot];
    return counts ? [{ shot, name: SHOT_TYPES[shot], ...counts }] : [];
  });
}

export function keyPointRows(sides: Sides): FigureRow[] {
  return [
    row('Break points saved', sides, (side) => won(side.keyPoints.breakPointsFaced)),
    row('Break points converted', sides, (side) => won(side.keyPoints.breakPointChances)),
    row('Game points won on serve', sides, (side) => won(side.keyPoints.gamePointsServing)),
  ];
}

export function netRows(sides: Sides): FigureRow[] {
  return [
    row('Net points won', sides, (side) => won(side.net)),
    row('Serve-and-volley points won', sides, (side) => won(side.serve.serveAndVolley)),
  ];
}
