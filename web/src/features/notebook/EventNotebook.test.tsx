// @vitest-environment happy-dom
import type { LastYearResponse, NotebookTournamentResponse } from '@baseline/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDay } from '../../lib/formatDate';
import { EarlierEditionMark } from './EarlierEditionMark';
import { EventNotebook } from './EventNotebook';
import { whatYouHave } from './LastYearPanel';
import { mount, settle } from './test/mount';

const EVENT = '/api/notebook/tournaments/2026/404';
const LAST_YEAR = '/api/notebook/tournaments/2026/404/last-year';
const nothingThisYear: NotebookTournamentResponse = { days: [], total: 0, playerNotes: [], mentionedPlayerIds: [] };
const nothingLastYear: LastYearResponse = {
  year: 2025,
  dates: { start: '2025-03-05', end: '2025-03-16' },
  playerNotes: [],
  days: [],
  entrants: [],
  charts: [],
};

let unmount: () => void = () => undefined;
afterEach(() => {
  unmount();
});

async function show(event: NotebookTournamentResponse | number, lastYear: LastYearResponse | number) {
  const answer = (body: unknown) =>
    typeof body === 'number' ? { status: body, body: { error: 'down' } } : { status: 200, body };
  const mounted = await mount(<EventNotebook year="2026" tournamentId="404" />, (path) =>
    path === EVENT ? answer(event) : path === LAST_YEAR ? answer(lastYear) : undefined,
  );
  unmount = mounted.unmount;
  return mounted;
}

const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('.notebook-panel__title')].map((title) => title.textContent);

describe('a draw’s notebook', () => {
  it('shows nothing when the member wrote nothing about the event', async () => {
    const { container, asked } = await show(nothingThisYear, nothingLastYear);
    await settle(() => asked.length === 2);
    await settle(() => true);
    expect(container.querySelector('.event-notebook')?.childElementCount).toBe(0);
  });

  it('lists the event’s diary days and player notes, each a link', async () => {
    const { container } = await show(
      {
        days: [{ date: '2026-03-05', tabIndex: 1, tabTitle: 'Day 2', excerpt: 'At @IW' }],
        total: 1,
        playerNotes: [
          { playerId: 'P1', playerName: 'Ada Serve', tournamentYear: 2026, note: 'Big serve', updatedAt: 1 },
          { playerId: 'P2', tournamentYear: 2026, note: 'Unknown name', updatedAt: 0 },
        ],
        mentionedPlayerIds: [],
      },
      nothingLastYear,
    );
    await settle(() => titles(container).length === 1);
    expect(titles(container)).toEqual(['Your notes on this event']);
    expect(container.querySelector('.notebook-panel__count')?.textContent).toBe('1 diary day · 2 player notes');
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/main/diary?date=2026-03-05&tab=1',
      '/main/tennis/players/P1',
      '/main/tennis/players/P2',
    ]);
    expect(container.textContent).toContain('Player P2');
  });

  it('shows last year’s notes, days and the entrants the member knows', async () => {
    const { container } = await show(nothingThisYear, {
      ...nothingLastYear,
      playerNotes: [{ playerId: 'P1', playerName: 'Ada Serve', tournamentYear: 2025, note: 'Then', updatedAt: 1 }],
      days: [{ date: '2025-03-06', tabIndex: 0, tabTitle: 'Day 2', excerpt: 'Windy' }],
      entrants: [{ playerId: 'P3', playerName: 'Bo Volley', notes: 2, diaryTabs: 1, labels: 0 }],
    });
    await settle(() => titles(container).length === 1);
    expect(titles(container)).toEqual(['Last year here']);
    expect(container.textContent).toContain('Player notes in 2025');
    expect(container.textContent).toContain('Bo Volley 2 notes · 1 diary mention');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/main/tennis/2025/404');
  });

  it('lists last year’s charted matches alone, each a link to its report with its day, round and score', async () => {
    const { container } = await show(nothingThisYear, {
      ...nothingLastYear,
      charts: [
        {
          id: 'c-1',
          version: 1,
          createdAt: '2025-03-14T18:00:00.000Z',
          updatedAt: '2025-03-14T18:00:00.000Z',
          score: '6-4 7-6(5)',
          winner: 0,
          date: '2025-03-14',
          players: [
            { name: 'Ada Serve', playerId: 'P1', hand: null },
            { name: 'Bo Volley', playerId: 'P3', hand: null },
          ],
          event: {
            tournamentId: '404',
            tournamentYear: 2025,
            tournamentName: 'BNP Paribas Open',
            round: 'Semi-Finals',
            surface: 'Hard',
            matchId: null,
          },
          level: 'full',
          pointCount: 141,
        },
      ],
    });
    await settle(() => titles(container).length === 1);
    expect(container.querySelector('.notebook-panel__count')?.textContent).toBe('2025 · 1 chart');
    expect(container.textContent).toContain('Matches you charted in 2025');
    const chart = container.querySelector('.last-year-charts li');
    expect(chart?.querySelector('a')?.getAttribute('href')).toBe('/main/charts/c-1/report');
    expect(chart?.textContent).toBe(`Ada Serve v Bo Volley ${formatLongDay('2025-03-14')} · Semi-Finals · 6-4 7-6(5)`);
  });

  it('says so when the notes cannot be loaded', { timeout: 10_000 }, async () => {
    const { container } = await show(502, 502);
    // A failure is asked again twice (1 s, then 2 s later) before it shows.
    await settle(() => container.querySelectorAll('[role=alert]').length === 2, 8000);
    expect([...container.querySelectorAll('[role=alert]')].map((alert) => alert.textContent)).toEqual([
      'Unable to load your notes on this event.',
      'Unable to load your notes from last year.',
    ]);
  });
});

describe('what the member has on an entrant', () => {
  it('names each kind once, singular or plural', () => {
    expect(whatYouHave({ playerId: 'P', playerName: 'P', notes: 1, diaryTabs: 0, labels: 3 })).toBe(
      '1 note · 3 labels',
    );
  });
});

describe('the earlier edition mark', () => {
  it('marks only the tournaments the answer names, with text for screen readers', async () => {
    const mounted = await mount(
      <ul>
        <EarlierEditionMark tournament={{ TournamentId: '404', TournamentYear: 2026 }} />
        <EarlierEditionMark tournament={{ TournamentId: '580', TournamentYear: 2026 }} />
      </ul>,
      (path) =>
        path === '/api/notebook/earlier-editions?season=2026'
          ? { status: 200, body: { tournamentIds: ['404'] } }
          : undefined,
    );
    unmount = mounted.unmount;
    await settle(() => mounted.container.querySelector('[role=img]') !== null);
    const marks = mounted.container.querySelectorAll('[role=img]');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.getAttribute('aria-label')).toBe('You have notes from an earlier edition');
    expect(mounted.asked).toEqual(['/api/notebook/earlier-editions?season=2026']);
  });
});

describe('a draw the source does not know', () => {
  it('leaves the saying to the draw page: no panel, no alert', async () => {
    const mounted = await mount(<EventNotebook year="2026" tournamentId="404" />, () => ({
      status: 404,
      body: { error: 'Tournament not found.' },
    }));
    unmount = mounted.unmount;
    await settle(() => mounted.asked.length === 2);
    await settle(() => true);
    expect(mounted.container.querySelector('.event-notebook')?.childElementCount).toBe(0);
  });
});
