import type { ChartInput, ChartSummary } from '@baseline/contract';
import { MATCH_FORMATS } from '@baseline/contract/charting';
import { describe, expect, it } from 'vitest';
import type { QueuedChange } from '../../offline/outbox/changes';
import { chartRows } from './chartRows';
import { TWO_PLAYERS } from '../test/emptyChart';

const PLAYERS = TWO_PLAYERS;

const SUMMARY: ChartSummary = {
  id: 'c1',
  version: 2,
  createdAt: '',
  updatedAt: '',
  score: '6-4 2-1',
  winner: null,
  date: '2026-11-01',
  players: PLAYERS,
  event: {
    tournamentId: '520',
    tournamentYear: 2026,
    tournamentName: 'Roland Garros',
    round: 'QF',
    surface: 'Clay',
    matchId: null,
  },
  level: 'full',
  pointCount: 120,
};

function queued(chartId: string, date: string): QueuedChange {
  const chart: ChartInput = {
    date,
    players: PLAYERS,
    firstServer: 0,
    format: { ...MATCH_FORMATS['best-of-3'] },
    level: 'quick',
    event: null,
    note: '',
    setNotes: [],
    points: Array.from({ length: 4 }, () => ({
      level: 'quick' as const,
      winner: 0 as const,
      secondServe: false,
      ending: 'ace' as const,
      wing: null,
    })),
  };
  return {
    seq: 1,
    key: `chart:${chartId}`,
    change: { kind: 'chart', chartId, body: { chart, baseVersion: 0 } },
    status: 'pending',
    queuedAt: 0,
    edits: 1,
  };
}

describe("the member's charts", () => {
  it("lists the server's charts and the device's, the device's copy over the server's, newest first", () => {
    const rows = chartRows(
      [SUMMARY, { ...SUMMARY, id: 'c2', date: '2026-10-01' }],
      [queued('c2', '2026-10-01'), queued('c3', '2026-11-20')],
    );
    expect(rows).toEqual([
      { id: 'c3', date: '2026-11-20', players: 'Ana v Bea', event: '', score: '1-0', level: 'quick', onDevice: true },
      {
        id: 'c1',
        date: '2026-11-01',
        players: 'Ana v Bea',
        event: 'Roland Garros · 2026 · QF',
        score: '6-4 2-1',
        level: 'full',
        onDevice: false,
      },
      { id: 'c2', date: '2026-10-01', players: 'Ana v Bea', event: '', score: '1-0', level: 'quick', onDevice: true },
    ]);
  });
});
