import type { ChartEvent, ChartPlayer } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import type { QueuedChange } from '../../offline/outbox/changes';
import { fullDraw, roundRobinEvent } from '../test/drawFactory';
import { chartLinksOf, chartMarksKey, editionCharts, type ChartedMatch } from './chartedMatches';
import { drawMatchId } from './drawMatchId';

const event = (matchId: string | null): ChartEvent => ({
  tournamentId: '404',
  tournamentYear: 2026,
  tournamentName: 'Indian Wells',
  round: 'Semi-Finals',
  surface: 'Hard',
  matchId,
});
const player = (name: string, playerId: string | null): ChartPlayer => ({ name, playerId, hand: null });
const chart = (chartId: string, matchId: string | null, ids: [string | null, string | null] = [null, null]) =>
  ({
    chartId,
    event: event(matchId),
    players: [player('One', ids[0]), player('Two', ids[1])],
    onDevice: false,
  }) satisfies ChartedMatch;

describe('drawMatchId', () => {
  it('names the association, the event and the place, in the characters a chart keeps', () => {
    expect(drawMatchId('ATP', 'MS', '1:0')).toBe('ATP-MS-1-0');
    expect(drawMatchId('ATP', 'MS', 's0:1:2')).toBe('ATP-MS-s0-1-2');
    expect(drawMatchId('A T/P', 'M.S', 'g1:3')).toBe('ATP-MS-g1-3');
    expect(drawMatchId('ATP', 'MS', '1:0')).toMatch(/^[A-Za-z0-9-]{1,40}$/);
    expect(drawMatchId('X'.repeat(40), 'Y'.repeat(40), 's12:3:4')).toBe('XXXXXXXXXX-YYYYYYYYYY-s12-3-4');
  });
});

describe('chartMarksKey', () => {
  const draw = fullDraw(8);

  it('marks the fixture a chart names by its match id, leading to the report', () => {
    const key = chartMarksKey('ATP', draw, [chart('c-1', 'ATP-MS-1-0')]);
    expect(key).toBe('1:0=/main/charts/c-1/report');
    expect(chartLinksOf(key)).toEqual(new Map([['1:0', '/main/charts/c-1/report']]));
  });

  it("ignores another event's or association's match id", () => {
    expect(chartMarksKey('ATP', draw, [chart('c-1', 'ATP-MD-1-0'), chart('c-2', 'WTA-MS-1-0')])).toBe('');
  });

  it('marks a chart without a match id by its two directory players, in either order', () => {
    // The semi-final P5 v P7; the chart has them the other way round.
    expect(chartMarksKey('ATP', draw, [chart('c-1', null, ['P7', 'P5'])])).toBe('1:1=/main/charts/c-1/report');
    expect(chartMarksKey('ATP', draw, [chart('c-1', null, ['P7', null])])).toBe('');
  });

  it('keeps the first chart of a match (the newest) and gives the same key for the same marks in any order', () => {
    const charts = [chart('new', 'ATP-MS-0-3'), chart('old', 'ATP-MS-0-3'), chart('final', 'ATP-MS-2-0')];
    const key = chartMarksKey('ATP', draw, charts);
    expect(key).toBe('0:3=/main/charts/new/report,2:0=/main/charts/final/report');
    expect(chartMarksKey('ATP', draw, [charts[2], charts[0], charts[1]] as ChartedMatch[])).toBe(key);
  });

  it('leads a chart only this device has to the chart itself, the server having no report of it', () => {
    const key = chartMarksKey('ATP', draw, [{ ...chart('c-1', 'ATP-MS-0-0'), onDevice: true }]);
    expect(chartLinksOf(key).get('0:0')).toBe('/main/charts/c-1');
  });

  it("marks a round-robin group's match by its key", () => {
    expect(chartMarksKey('ATP', roundRobinEvent(), [chart('c-1', 'ATP-MS-g1-2')])).toBe('g1:2=/main/charts/c-1/report');
  });

  it('reads an empty key as no marks', () => {
    expect(chartLinksOf('').size).toBe(0);
  });
});

describe('editionCharts', () => {
  const queued = (chartId: string, tournamentId: string, year: number): QueuedChange =>
    ({
      key: `chart:${chartId}`,
      change: {
        kind: 'chart',
        chartId,
        body: {
          baseVersion: 0,
          chart: {
            date: '2026-03-14',
            players: [player('Device', 'P1'), player('Copy', 'P2')],
            event: { ...event('ATP-MS-0-0'), tournamentId, tournamentYear: year },
          },
        },
      },
    }) as unknown as QueuedChange;

  it("lays the device's unsynced charts of the edition over the server's, and leaves other editions out", () => {
    const stored = [chart('synced', 'ATP-MS-1-0'), chart('edited', 'ATP-MS-0-1')];
    const charts = editionCharts(
      stored,
      [queued('edited', '404', 2026), queued('started', '404', 2026), queued('elsewhere', '404', 2025)],
      '404',
      2026,
    );
    expect(charts.map((one) => [one.chartId, one.onDevice, one.players[0].name])).toEqual([
      ['synced', false, 'One'],
      ['edited', true, 'Device'],
      ['started', true, 'Device'],
    ]);
  });
});
