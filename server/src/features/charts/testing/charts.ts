import type { ChartInput } from '@baseline/contract';
import { MATCH_FORMATS } from '@baseline/contract/charting';
import type { TestApp } from '../../../../test/build-app.js';
import type { Headers } from '../../diary/testing/diary.js';

export type ChartPoints = ChartInput['points'];

export const ace = { level: 'full', first: '4*', second: '' } as const;

/** A practice match between a directory player and a typed name, best of three, with the points given. */
export function practiceChart(points: ChartPoints, changes: Partial<ChartInput> = {}): ChartInput {
  return {
    date: '2026-05-02',
    players: [
      { name: 'Jannik Sinner', playerId: 'ZS01', hand: 'right' },
      { name: 'A sparring partner', playerId: null, hand: 'left' },
    ],
    firstServer: 0,
    format: MATCH_FORMATS['best-of-3'],
    level: 'full',
    event: null,
    note: 'Practice set.',
    setNotes: [],
    points,
    ...changes,
  };
}

/** Saves a chart as a device starts one (version 0); throws unless it was stored. */
export async function saveChart(t: TestApp, headers: Headers, id: string, chart: ChartInput): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/charts/${id}`,
    headers,
    payload: { chart, baseVersion: 0 },
  });
  if (res.statusCode !== 200) throw new Error(`the chart was refused (${res.statusCode}): ${res.body}`);
}

/** The 2026 Roland Garros final between Sinner and Alcaraz (Sinner serving first), with the points given. */
export function rolandGarrosFinal(points: ChartPoints, changes: Partial<ChartInput> = {}): ChartInput {
  return practiceChart(points, {
    date: '2026-06-07',
    players: [
      { name: 'Jannik Sinner', playerId: 'ZS01', hand: 'right' },
      { name: 'Carlos Alcaraz', playerId: 'ZS02', hand: 'right' },
    ],
    event: {
      tournamentId: '520',
      tournamentYear: 2026,
      tournamentName: 'Roland Garros',
      round: 'F',
      surface: 'Clay',
      matchId: null,
    },
    ...changes,
  });
}
