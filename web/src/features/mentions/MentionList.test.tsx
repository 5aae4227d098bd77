// @vitest-environment happy-dom
import type { MentionSuggestion } from '@baseline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type RecordedRequest } from '../../test/fakeServer';
import type { MentionAttributes } from './mentionForm';
import { MentionList, type MentionListHandle } from './MentionList';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const suggestions: MentionSuggestion[] = [
  { kind: 'player', id: 'S0AG', label: 'Jannik Sinner', detail: 'ITA' },
  { kind: 'tournament', id: '520', label: 'Roland Garros', detail: 'Paris' },
];

let root: Root;
let container: HTMLElement;
let picked: MentionAttributes[];
let activeOption: string | null;
let requests: RecordedRequest[];
let queryClient: QueryClient;
const list = createRef<MentionListHandle>();

async function settle(check: () => boolean, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

const options = () => [...container.querySelectorAll<HTMLElement>('[role=option]')];
const status = () => container.querySelector('[role=status]')?.textContent;

async function show(query: string) {
  await act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <MentionList
          ref={list}
          query={query}
          listId="mentions-test"
          onPick={(mention) => picked.push(mention)}
          onActiveChange={(id) => {
            activeOption = id;
          }}
        />
      </QueryClientProvider>,
    );
    return Promise.resolve();
  });
}

async function press(key: string): Promise<boolean> {
  let handled = false;
  await act(() => {
    handled = list.current?.onKeyDown(new KeyboardEvent('keydown', { key })) ?? false;
    return Promise.resolve();
  });
  return handled;
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const server = fakeServer({ 'GET /api/mentions/suggestions': { status: 200, body: { suggestions } } });
  requests = server.requests;
  window.fetch = (input, init) =>
    server.fetch(`${server.baseUrl}${input instanceof Request ? input.url : input.toString()}`, init);
  picked = [];
  activeOption = null;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
});

describe('MentionList', () => {
  it('asks nothing for a bare `@`, and says what to type', async () => {
    await show('');
    expect(options()).toEqual([]);
    expect(status()).toBe('Type a player’s or a tournament’s name.');
    expect(await press('Enter')).toBe(false);
    expect(requests).toEqual([]);
  });

  it('lists the players and tournaments found, as a listbox of options, the first one active', async () => {
    await show('Jan');
    await settle(() => options().length === 2);
    expect(container.querySelector('[role=listbox]')?.id).toBe('mentions-test');
    expect(options().map((option) => option.textContent)).toEqual([
      'Jannik SinnerPlayer · ITA',
      'Roland GarrosTournament · Paris',
    ]);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(activeOption).toBe(options()[0]?.id);
    expect(status()).toBe('2 suggestions');
  });

  it("lists the member's charts by their players, with the event and date, and picks one as a chart's mention", async () => {
    const chart: MentionSuggestion = {
      kind: 'chart',
      id: '0b6f2c52-7d1e-4c4f-9a43-3c1f7a0e5d11',
      label: 'Sinner v Alcaraz',
      detail: 'Roland Garros 2026 · F · 12 Jun 2026',
    };
    const server = fakeServer({ 'GET /api/mentions/suggestions': { status: 200, body: { suggestions: [chart] } } });
    window.fetch = (input, init) =>
      server.fetch(`${server.baseUrl}${input instanceof Request ? input.url : input.toString()}`, init);
    await show('sinner v');
    await settle(() => options().length === 1);
    expect(container.querySelector('[role=listbox]')?.getAttribute('aria-label')).toBe(
      'Players, tournaments and charts',
    );
    expect(options().map((option) => option.textContent)).toEqual([
      'Sinner v AlcarazChart · Roland Garros 2026 · F · 12 Jun 2026',
    ]);
    expect(await press('Enter')).toBe(true);
    expect(picked).toEqual([{ kind: 'chart', id: chart.id, label: 'Sinner v Alcaraz' }]);
  });

  it('moves with the arrow keys, wrapping round, and picks with Enter', async () => {
    await show('jan');
    await settle(() => options().length === 2);
    expect(await press('ArrowDown')).toBe(true);
    expect(activeOption).toBe(options()[1]?.id);
    expect(await press('ArrowDown')).toBe(true);
    expect(activeOption).toBe(options()[0]?.id);
    expect(await press('ArrowUp')).toBe(true);
    expect(await press('Enter')).toBe(true);
    expect(picked).toEqual([{ kind: 'tournament', id: '520', label: 'Roland Garros' }]);
  });

  it('keeps Enter while still searching, saying so, and picks nothing until the member chooses', async () => {
    let answer: (response: Response) => void = () => undefined;
    window.fetch = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    await show('Bari');
    expect(await press('Enter')).toBe(true);
    expect(status()).toBe('Still searching… choose a name when the list shows.');
    expect(await press('Tab')).toBe(true);
    expect(picked).toEqual([]);
    answer(Response.json({ suggestions }));
    await settle(() => options().length === 2);
    expect(status()).toBe('2 suggestions');
    expect(picked).toEqual([]);
    expect(await press('Enter')).toBe(true);
    expect(picked).toEqual([{ kind: 'player', id: 'S0AG', label: 'Jannik Sinner' }]);
  });

  it('leaves Enter to the editor once nothing was found', async () => {
    window.fetch = () => Promise.resolve(Response.json({ suggestions: [] }));
    await show('Zzz');
    await settle(() => status() === 'No player or tournament found.');
    expect(await press('Enter')).toBe(false);
  });

  it('picks with a click, and leaves other keys to the editor', async () => {
    await show('jan');
    await settle(() => options().length === 2);
    expect(await press('a')).toBe(false);
    await act(() => {
      options()[0]?.click();
      return Promise.resolve();
    });
    expect(picked).toEqual([{ kind: 'player', id: 'S0AG', label: 'Jannik Sinner' }]);
  });

  it('asks once per query, folded, and answers a query asked before from the cache', async () => {
    await show('Jan');
    await settle(() => options().length === 2);
    await show('JAN ');
    await show('jan');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(requests.map((request) => request.path)).toEqual(['/api/mentions/suggestions']);
  });
});
