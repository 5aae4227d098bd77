import type { ChartInput } from '@baseline/contract';
import { MATCH_FORMATS } from '@baseline/contract/charting';
import { seededRandom } from '../../tennis/demo/prng.js';
import { chartedMatch } from '../charted-match.js';
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

/** A chart of Sinner against Alcaraz at a draw's final, with its points so far. */
export function finalChart(points: ChartPoints, changes: Partial<ChartInput> = {}): ChartInput {
  return {
    date: '2026-11-16',
    players: [
      { name: 'Jannik Sinner', playerId: 'S0AG', hand: 'right' },
      { name: 'Carlos Alcaraz', playerId: 'A0E2', hand: 'right' },
    ],
    firstServer: 0,
    format: MATCH_FORMATS['best-of-3'],
    level: 'full',
    event: {
      tournamentId: '605',
      tournamentYear: 2026,
      tournamentName: 'Nitto ATP Finals',
      round: 'F',
      surface: 'Hard',
      matchId: 'F01',
    },
    note: 'Indoor, fast.',
    setNotes: [],
    points,
    ...changes,
  };
}

/** A practice chart with `text` in every text it has: the players' names, the notes, the event's name and round. */
export function chartWithText(text: string): ChartInput {
  return practiceChart([{ ...ace, note: text }], {
    players: [
      { name: text, playerId: null, hand: null },
      { name: `B ${text}`, playerId: null, hand: null },
    ],
    note: text,
    setNotes: [text],
    event: {
      tournamentId: '520',
      tournamentYear: 2026,
      tournamentName: text,
      round: text.slice(0, 40),
      surface: 'Clay',
      matchId: null,
    },
  });
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

/** The points of a made-up full-notation match of 6-4 6-7(5) 7-5, the second player serving first. */
export function threeSetPoints(seed: string): ChartPoints {
  return chartedMatch(
    seededRandom(seed),
    MATCH_FORMATS['best-of-3'],
    1,
    [
      { games: [6, 4], tiebreakLoserPoints: null },
      { games: [6, 7], tiebreakLoserPoints: 5 },
      { games: [7, 5], tiebreakLoserPoints: null },
    ],
    'full',
  ).points;
}
