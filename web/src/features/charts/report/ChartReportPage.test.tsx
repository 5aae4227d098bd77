// @vitest-environment happy-dom
import { CHART_MESSAGES } from '@baseline/contract/limits';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDay } from '../../../lib/formatDate';
import { click, mount, settle } from '../../notebook/test/mount';
import { ChartReportPage } from './ChartReportPage';
import { CHART_ID, storedChart } from './test/chartFixture';

/** uPlot draws on a canvas, which happy-dom has not: the test keeps what each plot was given. */
const plotted = vi.hoisted(() => [] as unknown[][]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    width = 0;
    constructor(_options: unknown, data: unknown[]) {
      plotted.push(data);
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

const page = (
  <Routes>
    <Route path="/main/charts/:chartId/report" element={<ChartReportPage />} />
  </Routes>
);

let mounted: Awaited<ReturnType<typeof mount>>;

async function open(answer: { status: number; body: unknown }) {
  mounted = await mount(
    page,
    (path) => (path === `/api/charts/${CHART_ID}` ? answer : undefined),
    `/main/charts/${CHART_ID}/report`,
  );
}

/** Each cell of a table's row, as a reader sees it: "67% 4 of 6". */
function cells(caption: string, label: string): string[] {
  const table = [...mounted.container.querySelectorAll('table')].find(
    (candidate) => candidate.querySelector('caption')?.textContent === caption,
  );
  const row = [...(table?.querySelectorAll('tbody tr') ?? [])].find(
    (candidate) => candidate.querySelector('th')?.textContent === label,
  );
  if (!row) throw new Error(`no row ${label} in ${caption}`);
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent);
}

const basisOf = (title: string) =>
  [...mounted.container.querySelectorAll('section')]
    .find((section) => section.querySelector('h2')?.textContent === title)
    ?.querySelector('.report-section__basis')?.textContent;

beforeEach(() => {
  plotted.length = 0;
});

afterEach(() => {
  mounted.unmount();
});

describe('the match report page', () => {
  it("shows the match, its score, and the match's figures with what each rests on", async () => {
    await open({ status: 200, body: storedChart });
    await settle(() => mounted.container.querySelector('table') !== null);
    const heading = mounted.container.querySelector('h1');
    expect(heading?.textContent).toBe('Match report: Jannik Sinner v Carlos Alcaraz');
    expect([...(heading?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([
      '/main/tennis/players/S0AG',
      '/main/tennis/players/A0E2',
    ]);
    const facts = [...mounted.container.querySelectorAll('.chart-report__facts p')].map((line) => line.textContent);
    expect(facts).toEqual([`${formatLongDay('2026-11-16')} · Nitto ATP Finals 2026 · F · Hard`, 'In play: 6-0 1-0']);
    expect(cells('Serve', 'Points won on serve')).toEqual(['89% 16 of 18', '7% 1 of 14']);
    expect(cells('Serve', 'Aces')).toEqual(['2 in 18 points served', '0 in 14 points served']);
    expect(cells('Winners and errors', 'Winners')).toEqual(['25 forehand 25, backhand 0', '1 forehand 0, backhand 1']);
    expect(basisOf('Serve')).toBe('From 32 points; the directions from the 8 points charted in full.');
    expect(basisOf('Rally length')).toBe('From the 8 points charted in full: a quick point gives no rally length.');
  });

  it('shows a set alone when it is chosen', async () => {
    await open({ status: 200, body: storedChart });
    await settle(() => mounted.container.querySelector('table') !== null);
    const choices = [...mounted.container.querySelectorAll<HTMLButtonElement>('[aria-label="Figures for"] button')];
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('aria-pressed')])).toEqual([
      ['Match', 'true'],
      ['Set 1', 'false'],
      ['Set 2', 'false'],
    ]);
    await click(choices[2]);
    expect(choices[2]?.getAttribute('aria-pressed')).toBe('true');
    expect(cells('Serve', 'Points won on serve')).toEqual(['67% 4 of 6', '50% 1 of 2']);
    expect(cells('Serve', '1st serves in')).toEqual(['67% 4 of 6', '100% 2 of 2']);
    expect(cells('Return', 'Returns in play')).toEqual(['50% 1 of 2', '60% 3 of 5']);
    expect(cells('Rally length (shots, the serve included)', '1-3 shots')).toEqual([
      '86% 6 of 7',
      '83% 5 of 6',
      '17% 1 of 6',
    ]);
    expect(cells('Where Jannik Sinner served', '1st serve, ad court')).toEqual([
      '33% 1 of 3, 0 in, 0 won',
      '0% 0 of 3, 0 in, 0 won',
      '67% 2 of 3, 1 in, 1 won',
    ]);
    expect(cells('Carlos Alcaraz: winners, forced and unforced errors by shot', 'backhand')).toEqual(['1', '0', '1']);
    expect(basisOf('Serve')).toBe('From 8 points; the directions from the 8 points charted in full.');
  });

  it('has the momentum point by point as a table, and hands the plots their numbers', async () => {
    await open({ status: 200, body: storedChart });
    await settle(() => plotted.length >= 2);
    const momentum = [...mounted.container.querySelectorAll('table')].find(
      (table) => table.querySelector('caption')?.textContent === 'The lead after each point',
    );
    const rows = [...(momentum?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent);
    expect(rows).toHaveLength(32);
    expect(rows.slice(-3)).toEqual(['30Jannik Sinner +26', '31Jannik Sinner +27', '32Jannik Sinner +26']);
    const [lead] = plotted;
    expect(lead?.[0]).toHaveLength(33);
    expect(lead?.[1]?.toString()).toMatch(/^0,1,2,3,.*,25,26,25,24,25,26,27,26$/);
    // The rally plot: the points each player won by length, 1-3 shots first (only full points have a rally).
    expect(plotted[1]).toEqual([
      [0, 1, 2, 3],
      [5, 0, 0, 0],
      [1, 1, 0, 0],
    ]);
  });

  it("says so when the chart is not the member's", async () => {
    await open({ status: 404, body: { error: CHART_MESSAGES.notFound } });
    await settle(() => mounted.container.querySelector('[role="alert"]') !== null);
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toBe('Chart not found.');
  });

  it('lists the diary tabs that mention the chart under the report, each opening its day', async () => {
    const backlinks = {
      days: [{ date: '2026-11-17', tabIndex: 1, tabTitle: 'Debrief', excerpt: 'Serve plan from @Sinner v Alcaraz' }],
      total: 1,
    };
    mounted = await mount(
      page,
      (path) =>
        path === `/api/charts/${CHART_ID}`
          ? { status: 200, body: storedChart }
          : path === `/api/notebook/charts/${CHART_ID}`
            ? { status: 200, body: backlinks }
            : undefined,
      `/main/charts/${CHART_ID}/report`,
    );
    await settle(() => mounted.container.querySelector('.backlinks__link') !== null);
    const section = mounted.container.querySelector('.diary-days');
    expect(section?.querySelector('h2')?.textContent).toBe('In your diary');
    const link = section?.querySelector('a');
    expect([link?.textContent, link?.getAttribute('href')]).toEqual([
      `${formatLongDay('2026-11-17')} · Debrief`,
      '/main/diary?date=2026-11-17&tab=1',
    ]);
    expect(section?.textContent).toContain('Serve plan from @Sinner v Alcaraz');
  });
});
