import type { ChartInput } from '@baseline/contract';
import { MATCH_FORMATS } from '@baseline/contract/charting';

/** Two typed names, not in the directory: the players of the charts' unit tests. */
export const TWO_PLAYERS: ChartInput['players'] = [
  { name: 'Ana', playerId: null, hand: null },
  { name: 'Bea', playerId: null, hand: null },
];

/** A quick, best-of-three chart of Ana against Bea with no point yet. */
export const EMPTY_CHART: ChartInput = {
  date: '2026-11-20',
  players: TWO_PLAYERS,
  firstServer: 0,
  format: { ...MATCH_FORMATS['best-of-3'] },
  level: 'quick',
  event: null,
  note: '',
  setNotes: [],
  points: [],
};
