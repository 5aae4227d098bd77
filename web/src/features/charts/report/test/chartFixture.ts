import type { StoredChart } from '@baseline/contract';
import { MATCH_FORMATS } from '@baseline/contract/charting';

type Point = StoredChart['points'][number];

/** Sinner takes the first set 6-0, every point a quick forehand winner of his. */
const firstSet: Point[] = Array.from({ length: 24 }, () => ({
  level: 'quick',
  winner: 0,
  secondServe: false,
  ending: 'winner',
  wing: 'forehand',
}));

/**
 * The second set's first game and the start of the second, in full notation: the tests' figures are counted by
 * hand from these. Sinner serves the first: an ace, a second serve and a rally won, a return winner against
 * him, a double fault, a volley winner, an ace; then Alcaraz serves: a backhand error, a service winner.
 */
const secondSet: Point[] = [
  ['4*', ''],
  ['6n', '5b28f1f3n@'],
  ['6f39b2b2*', ''],
  ['4d', '5d'],
  ['5f28v1*', ''],
  ['6*', ''],
  ['4f18b3@', ''],
  ['6#', ''],
].map(([first = '', second = '']) => ({ level: 'full' as const, first, second }));

export const CHART_ID = '6f9a3c1e-2b4d-4e8f-9a1b-0c2d3e4f5a6b';

export const storedChart: StoredChart = {
  id: CHART_ID,
  version: 3,
  createdAt: '2026-11-16T12:00:00.000Z',
  updatedAt: '2026-11-16T13:00:00.000Z',
  score: '6-0 1-0',
  winner: null,
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
  note: '',
  setNotes: [],
  points: [...firstSet, ...secondSet],
};
