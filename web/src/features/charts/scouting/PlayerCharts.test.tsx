// @vitest-environment happy-dom
import { emptyReport } from '@baseline/contract/charting';
import type { ChartSummary, ScoutingResponse } from '@baseline/contract';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, settle } from '../../notebook/test/mount';
import { storedChart } from '../report/test/chartFixture';
import { PlayerCharts } from './PlayerCharts';

const summary: ChartSummary = {
  id: storedChart.id,
  version: storedChart.version,
  createdAt: storedChart.createdAt,
  updatedAt: storedChart.updatedAt,
  score: storedChart.score,
  winner: storedChart.winner,
  date: storedChart.date,
  players: storedChart.players,
  event: storedChart.event,
  level: storedChart.level,
  pointCount: 32,
};

const [sinner, opponents] = emptyReport().players;
sinner.serve.points = { points: 18, won: 16 };
opponents.serve.points = { points: 14, won: 1 };
const scouting: ScoutingResponse = { matches: 1, points: 32, fullPoints: 8, report: sinner, opponents };
const none: ScoutingResponse = { ...scouting, matches: 0, points: 0, fullPoints: 0 };

let mounted: Awaited<ReturnType<typeof mount>>;

async function open(charts: ChartSummary[]) {
  mounted = await mount(<PlayerCharts playerId="S0AG" playerName="Jannik Sinner" />, (path) => {
    if (path === '/api/charts?playerId=S0AG') return { status: 200, body: { charts } };
    if (path === '/api/charts/scouting/S0AG') return { status: 200, body: scouting };
    if (path.startsWith('/api/charts/scouting/S0AG?')) return { status: 200, body: none };
    return undefined;
  });
}

async function choose(field: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(() => {
    const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    return Promise.resolve();
  });
}

afterEach(() => {
  mounted.unmount();
});

describe("'Charted matches' on the player's page", () => {
  it('is not there when the member has charted no match of the player', async () => {
    await open([]);
    await settle(() => mounted.asked.includes('/api/charts?playerId=S0AG'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mounted.container.innerHTML).toBe('');
  });

  it('lists the charts with their reports, and the scouting figures with what they rest on', async () => {
    await open([summary]);
    await settle(() => mounted.container.querySelector('.scouting__basis') !== null);
    const link = mounted.container.querySelector('.charted-match__link');
    expect(link?.textContent).toBe('Jannik Sinner v Carlos Alcaraz');
    expect(link?.getAttribute('href')).toBe(`/main/charts/${storedChart.id}/report`);
    expect(mounted.container.querySelector('.scouting__basis')?.textContent).toBe(
      '32 points of 1 match, the 8 points charted in full.',
    );
    expect([...mounted.container.querySelectorAll('select option')].map((option) => option.textContent)).toEqual([
      'Any surface',
      'Hard',
    ]);
    expect(mounted.container.querySelector('table')).toBeNull();
    // happy-dom does not open a <details> on its summary's click: opened as the browser would, with its event.
    const details = mounted.container.querySelector('details');
    await act(() => {
      if (details) details.open = true;
      details?.dispatchEvent(new Event('toggle'));
      return Promise.resolve();
    });
    await settle(() => mounted.container.querySelector('table') !== null);
    const row = [...mounted.container.querySelectorAll('tbody tr')].find(
      (candidate) => candidate.querySelector('th')?.textContent === 'Points won on serve',
    );
    expect([...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      '89% 16 of 18',
      '7% 1 of 14',
    ]);
    expect([...mounted.container.querySelectorAll('thead tr')][0]?.textContent).toBe('FigureJannik SinnerOpponents');
  });

  it('asks for the surface and dates chosen, and refuses a first day after the last', async () => {
    await open([summary]);
    await settle(() => mounted.container.querySelector('.scouting__basis') !== null);
    const [from, to] = [...mounted.container.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    const surface = mounted.container.querySelector('select');
    if (!from || !to || !surface) throw new Error('no filters');
    await choose(surface, 'Hard');
    await choose(from, '2026-12-01');
    await settle(() => mounted.asked.includes('/api/charts/scouting/S0AG?surface=Hard&from=2026-12-01'));
    await settle(() => mounted.container.textContent.includes('No charted match of Jannik Sinner fits these filters.'));
    await choose(to, '2026-11-30');
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The first day must not be after the last.',
    );
    expect(mounted.asked.filter((path) => path.includes('to=2026-11-30'))).toEqual([]);
  });
});
