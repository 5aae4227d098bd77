// @vitest-environment happy-dom
import type { Draw, LabelsResponse } from '@baseline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { DrawBoard } from '../tennis/draw/DrawBoard';
import { clickButton, settle } from '../tennis/test/drawBoardHarness';
import { fullDraw } from '../tennis/test/drawFactory';
import { DrawLabels } from './DrawLabels';

const draw: Draw = {
  TournamentId: 'T1',
  TournamentYear: 2026,
  Location: 'Montpellier',
  IsDemo: true,
  Associations: [{ AssociationName: 'ATP', Events: [{ ...fullDraw(32, 'MS'), Description: "Men's Singles" }] }],
};
const labels: LabelsResponse = {
  labels: [
    { id: 'l1', name: 'Fade on clay', colour: 'teal' },
    { id: 'l2', name: '<b>injury</b> watch', colour: 'red' },
  ],
  players: [
    { playerId: 'P1', labelIds: ['l1', 'l2'] },
    { playerId: 'P2', labelIds: ['l1'] },
  ],
};

let root: Root;
let container: HTMLElement;
let bracketRenders: number;

beforeEach(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const server = fakeServer({
    'GET /api/labels': { status: 200, body: labels },
    'GET /api/player-notes/T1': { status: 200, body: { playerIds: [] } },
  });
  window.fetch = (input, init) =>
    server.fetch(`${server.baseUrl}${input instanceof Request ? input.url : input.toString()}`, init);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  bracketRenders = 0;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <DrawLabels>
            <DrawBoard draw={draw} onBracketRender={() => (bracketRenders += 1)} />
          </DrawLabels>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return Promise.resolve();
  });
  await settle(() => container.querySelectorAll('.label-dots').length > 0);
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
});

const dotsBeside = (fullName: string) =>
  container.querySelector(`button[title="${fullName}"]`)?.parentElement?.querySelector('.label-dots');
const highlight = () => container.querySelector<HTMLInputElement>('input[type="checkbox"]');
const wrapper = () => container.querySelector('.draw-labels');

async function interact(change: () => void) {
  await act(() => {
    change();
    return Promise.resolve();
  });
}

describe('labels in a draw', () => {
  it('puts the dots beside each labelled name, titled and read out by name, markup as text', () => {
    const dots = dotsBeside('First1 Last1');
    expect(dots?.getAttribute('title')).toBe('Labels: Fade on clay, <b>injury</b> watch');
    expect([...(dots?.querySelectorAll('.label-dot') ?? [])].map((dot) => dot.className)).toEqual([
      'label-dot label-colour--teal',
      'label-dot label-colour--red',
    ]);
    expect(dots?.querySelector('.visually-hidden')?.textContent).toBe(', Labels: Fade on clay, <b>injury</b> watch');
    expect(dots?.querySelector('b')).toBeNull();
    expect(dotsBeside('First2 Last2')?.getAttribute('title')).toBe('Label: Fade on clay');
    expect(dotsBeside('First3 Last3')).toBeNull();
  });

  it('highlights the labelled players by a class on the draw, re-rendering no line', async () => {
    const before = bracketRenders;
    const toggle = highlight();
    if (!toggle) throw new Error('no highlight toggle');
    expect(toggle.closest('label')?.textContent).toBe('Highlight labelled players');
    await interact(() => {
      toggle.click();
    });
    expect(wrapper()?.className).toBe('draw-labels draw-labels--any');

    const choice = container.querySelector('select');
    if (!choice) throw new Error('no label choice');
    expect([...choice.options].map((option) => option.text)).toEqual([
      'Any label',
      'Fade on clay',
      '<b>injury</b> watch',
    ]);
    await interact(() => {
      choice.value = 'l2';
      choice.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(wrapper()?.className).toBe('draw-labels draw-labels--one');
    expect(wrapper()?.getAttribute('data-highlight-label')).toBe('l2');
    expect(document.adoptedStyleSheets).toHaveLength(1);

    await interact(() => {
      toggle.click();
    });
    expect(wrapper()?.className).toBe('draw-labels');
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(bracketRenders - before).toBe(0);
  });

  it('leaves the highlight of a click as it was: one bracket render', async () => {
    const before = bracketRenders;
    await clickButton(container, 'First1 Last1');
    expect(bracketRenders - before).toBe(1);
  });
});
