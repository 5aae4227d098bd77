// @vitest-environment happy-dom
import type { Draw } from '@baseline/contract';
import { replaceEqualDeep } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../../../test/fakeServer';
import { clickButton, findButton, mountDrawBoard, settle, type MountedBoard } from '../test/drawBoardHarness';
import { fullDraw, line, player } from '../test/drawFactory';

const draw: Draw = {
  TournamentId: 'T1',
  TournamentYear: 2026,
  Location: 'Melbourne',
  IsDemo: true,
  Associations: [
    {
      AssociationName: 'ATP',
      Events: [
        { ...fullDraw(128, 'MS'), Description: "Men's Singles" },
        {
          EventTypeCode: 'MD',
          Description: "Men's Doubles",
          Rounds: [
            {
              RoundIdModernized: 7,
              RoundName: 'Final',
              Fixtures: [
                {
                  DrawLineTop: line([player(201), player(202)], 1),
                  DrawLineBottom: line([player(203), player(204)]),
                  Result: null,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

let routes: Record<string, FakeAnswer>;
let board: MountedBoard;
let container: HTMLElement;
let bracketRenders: number;

const button = (name: string) => findButton(container, name);
const click = (name: string) => clickButton(container, name);

function type(field: HTMLTextAreaElement, text: string) {
  // React tracks the field's value property: the prototype's setter changes it as typing would.
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const panel = () => container.querySelector('aside');
const noteField = () => container.querySelector('textarea');

beforeEach(async () => {
  routes = {
    'GET /api/player-notes/T1': { status: 200, body: { playerIds: [] } },
    'GET /api/player-notes/T1/P1': { status: 200, body: { note: '' } },
    'GET /api/player-notes/T1/P2': { status: 200, body: { note: 'Lefty.' } },
    'GET /api/player-notes/player/P1': { status: 200, body: { notes: [] } },
    'GET /api/player-notes/player/P2': { status: 200, body: { notes: [] } },
    'POST /api/player-notes/T1/P1': { status: 200, body: { note: 'Big first serve.' } },
  };
  bracketRenders = 0;
  board = await mountDrawBoard(draw, routes, () => (bracketRenders += 1));
  container = board.container;
  await settle(() => container.querySelectorAll('.fixture').length === 127);
});

afterEach(() => {
  board.unmount();
});

describe('the draw board', () => {
  it('draws all 127 fixtures of a 128-line draw in seven rounds, seeds in brackets', () => {
    expect(container.querySelectorAll('.bracket__round')).toHaveLength(7);
    expect(button('First1 Last1').parentElement?.textContent).toContain('(1)');
  });

  it('re-renders the bracket for the highlight of a click, never for the panel opening, typing or reopening', async () => {
    const before = bracketRenders;
    await click('First1 Last1');
    expect(bracketRenders - before).toBe(1);
    await settle(() => noteField()?.disabled === false);
    expect(panel()?.getAttribute('aria-label')).toBe('Notes on First1 Last1');
    expect(container.querySelectorAll('.fixture--path')).toHaveLength(7);

    const field = noteField();
    if (!field) throw new Error('no note field');
    await act(() => {
      type(field, 'Big first serve.');
      return Promise.resolve();
    });
    expect(field.value).toBe('Big first serve.');
    expect(bracketRenders - before).toBe(1);

    // Another player: the panel shuts at once and opens on them 1.3 s later, with no bracket render.
    await click('First2 Last2');
    expect(panel()).toBeNull();
    expect(bracketRenders - before).toBe(2);
    await settle(() => panel()?.getAttribute('aria-label') === 'Notes on First2 Last2');
    await settle(() => noteField()?.value === 'Lefty.');
    expect(bracketRenders - before).toBe(2);
  });

  it("shows 'Saving...' and then marks the player, re-rendering the bracket once for the mark", async () => {
    await click('First1 Last1');
    await settle(() => noteField()?.disabled === false);
    const field = noteField();
    if (!field) throw new Error('no note field');
    await act(() => {
      type(field, 'Big first serve.');
      return Promise.resolve();
    });
    const before = bracketRenders;
    routes['GET /api/player-notes/T1'] = { status: 200, body: { playerIds: ['P1'] } };
    act(() => {
      button('Save Note').click();
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Saving...');
    await settle(() => container.querySelector('[role="status"]')?.textContent === 'Saved!');
    await settle(() => container.querySelector('.line__noted') !== null);
    expect(bracketRenders - before).toBe(1);
    expect(button('First1 Last1').parentElement?.querySelector('.line__noted')?.getAttribute('aria-label')).toBe(
      'You have a note',
    );
    // Each edition has its own notes: every call names the draw's year.
    const noteCalls = board.requests
      .filter((request) => request.path.startsWith('/api/player-notes/T1'))
      .map(({ method, path, query, body }) => [method, `${path}${query}`, body]);
    expect(noteCalls).toEqual(
      expect.arrayContaining([
        ['GET', '/api/player-notes/T1?year=2026', undefined],
        ['GET', '/api/player-notes/T1/P1?year=2026', undefined],
        ['POST', '/api/player-notes/T1/P1?year=2026', { note: 'Big first serve.', tournamentYear: 2026 }],
      ]),
    );
    expect(noteCalls.filter(([, url]) => !String(url).includes('?year=2026'))).toEqual([]);
  });

  it("lists the player's other notes in the panel, last year's at this tournament among them", async () => {
    const note = (tournamentId: string, tournamentYear: number, text: string) => ({
      tournamentId,
      tournamentYear,
      tournamentTitle: `Open ${tournamentId}`,
      note: text,
      updatedAt: Date.parse(`${tournamentYear}-03-01T12:00:00Z`),
    });
    routes['GET /api/player-notes/player/P2'] = {
      status: 200,
      body: { notes: [note('T1', 2026, 'Lefty.'), note('T9', 2026, 'Elsewhere'), note('T1', 2025, 'Here last year')] },
    };
    await click('First2 Last2');
    await settle(() => container.querySelector('.dossier__list') !== null);
    const listed = [...container.querySelectorAll('.dossier__item')].map((item) => item.textContent);
    expect(listed).toEqual([expect.stringContaining('Open T9 2026'), expect.stringContaining('Open T1 2025')]);
    expect(listed.join()).not.toContain('Lefty.');
  });

  it("falls back to the note kept in this browser for the draw's edition when the note cannot be loaded", async () => {
    window.localStorage.setItem('player-note::T1:2025:P2', "Last year's, not this draw's.");
    window.localStorage.setItem('player-note::T1:2026:P2', 'Kept here.');
    routes['GET /api/player-notes/T1/P2'] = { status: 502, body: { error: 'down' } };
    await click('First2 Last2');
    await settle(() => noteField()?.value === 'Kept here.');
    expect(container.textContent).toContain('Could not load your saved note');
  });

  it('renders the bracket for a live refresh only when it brings a change, and keeps its DOM', async () => {
    const grid = container.querySelector('.bracket__grid');
    const before = bracketRenders;
    // A refetch with the same draw: TanStack's structural sharing hands back the same objects.
    const same = replaceEqualDeep(draw, structuredClone(draw));
    expect(same).toBe(draw);
    await board.rerender(same);
    expect(bracketRenders - before).toBe(0);

    // The final still to play, then its result: one render for each answer, one when the mark goes.
    const unplayed = structuredClone(draw);
    const final = unplayed.Associations[0]?.Events[0]?.Rounds[6]?.Fixtures[0];
    if (!final) throw new Error('no final');
    final.Result = null;
    const shown = replaceEqualDeep(draw, unplayed);
    await board.rerender(shown);
    expect(bracketRenders - before).toBe(1);
    await board.rerender(replaceEqualDeep(shown, structuredClone(draw)));
    expect(bracketRenders - before).toBe(2);
    expect(container.querySelectorAll('.fixture--fresh')).toHaveLength(1);
    expect(container.querySelector('.bracket__grid')).toBe(grid);
    await settle(() => container.querySelectorAll('.fixture--fresh').length === 0, 5000);
    expect(bracketRenders - before).toBe(3);
  });

  it('switches to the doubles event, with pairs on each line', async () => {
    await click("Men's Doubles (MD)");
    await settle(() => container.querySelectorAll('.fixture').length === 1);
    expect(container.querySelector('.bracket--doubles')).not.toBeNull();
    expect(container.querySelectorAll('.line__name')).toHaveLength(4);
  });
});
