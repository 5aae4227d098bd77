// @vitest-environment happy-dom
import type { ChartSummary, Draw } from '@baseline/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clickButton, mountDrawBoard, settle, type MountedBoard } from '../test/drawBoardHarness';
import { fullDraw } from '../test/drawFactory';

const draw: Draw = {
  TournamentId: 'T1',
  TournamentYear: 2026,
  Location: 'Melbourne',
  IsDemo: true,
  Associations: [{ AssociationName: 'ATP', Events: [{ ...fullDraw(8, 'MS'), Description: "Men's Singles" }] }],
};

function summary(id: string, matchId: string | null, playerIds: [string, string]): ChartSummary {
  return {
    id,
    version: 1,
    createdAt: '2026-03-14T18:00:00.000Z',
    updatedAt: '2026-03-14T18:00:00.000Z',
    score: '6-4 7-6(5)',
    winner: 0,
    date: '2026-03-14',
    players: [
      { name: 'One', playerId: playerIds[0], hand: null },
      { name: 'Two', playerId: playerIds[1], hand: null },
    ],
    event: {
      tournamentId: 'T1',
      tournamentYear: 2026,
      tournamentName: 'Open',
      round: 'Semi-Finals',
      surface: 'Hard',
      matchId,
    },
    level: 'quick',
    pointCount: 120,
  };
}

const charts = [
  summary('semi', 'ATP-MS-1-1', ['P5', 'P7']),
  // The demo's charts name no match: the final's two players find it.
  summary('final', null, ['P5', 'P1']),
  summary('doubles', 'ATP-MD-0-0', ['P1', 'P2']),
];

let board: MountedBoard;
let bracketRenders: number;

beforeEach(async () => {
  bracketRenders = 0;
  board = await mountDrawBoard(
    draw,
    {
      'GET /api/player-notes/T1': { status: 200, body: { playerIds: [] } },
      'GET /api/player-notes/T1/P5': { status: 200, body: { note: '' } },
      'GET /api/player-notes/player/P5': { status: 200, body: { notes: [] } },
      'GET /api/charts': { status: 200, body: { charts } },
    },
    () => (bracketRenders += 1),
  );
  await settle(() => board.container.querySelectorAll('.fixture .charted-mark').length === 2);
});

afterEach(() => {
  board.unmount();
});

const marks = () =>
  [...board.container.querySelectorAll<HTMLAnchorElement>('.fixture .charted-mark')].map((mark) => [
    mark.closest('.bracket__round')?.querySelector('h3')?.textContent,
    mark.textContent,
    mark.getAttribute('aria-label'),
    mark.getAttribute('href'),
  ]);

describe("the draw's charted matches", () => {
  it('marks each charted match with text that links to its report, asking for the edition only', () => {
    expect(marks()).toEqual([
      ['Semi-Finals', '✓ Charted', 'Charted: open the chart of this match', '/main/charts/semi/report'],
      ['Final', '✓ Charted', 'Charted: open the chart of this match', '/main/charts/final/report'],
    ]);
    const asked = board.requests.filter((request) => request.path === '/api/charts');
    expect(asked.map((request) => request.query)).toEqual(['?tournamentId=T1&year=2026']);
  });

  it('renders no bracket when a refetch brings the same charts', async () => {
    const before = bracketRenders;
    await act(() => board.queryClient.invalidateQueries({ queryKey: ['charts'] }));
    await settle(() => board.requests.filter((request) => request.path === '/api/charts').length === 2);
    await settle(() => true);
    expect(bracketRenders - before).toBe(0);
    expect(marks()).toHaveLength(2);
  });

  it("offers each of the player's matches to chart in the notes panel, the charted ones marked", async () => {
    await clickButton(board.container, 'First5 Last5');
    await settle(() => board.container.querySelector('.matches-to-chart') !== null);
    const items = [...board.container.querySelectorAll('.matches-to-chart__match')];
    expect(items.map((item) => item.querySelector('.matches-to-chart__what')?.textContent)).toEqual([
      'Quarter-Finals: First5 Last5 v First6 Last6',
      'Semi-Finals: First5 Last5 v First7 Last7',
      'Final: First1 Last1 v First5 Last5',
    ]);
    expect(items.map((item) => item.querySelector('.charted-mark')?.getAttribute('href') ?? null)).toEqual([
      null,
      '/main/charts/semi/report',
      '/main/charts/final/report',
    ]);
    const start = items[0]?.querySelector<HTMLAnchorElement>('.matches-to-chart__start');
    expect(start?.getAttribute('aria-label')).toBe('Chart this match: Quarter-Finals: First5 Last5 v First6 Last6');
    expect(start?.getAttribute('href')).toBe(
      '/main/charts/new?tournamentId=T1&year=2026&tournamentName=Melbourne&round=Quarter-Finals&surface=' +
        '&matchId=ATP-MS-0-2&p1=First5+Last5&p1Id=P5&p2=First6+Last6&p2Id=P6',
    );
  });
});
