// @vitest-environment happy-dom
import type { TennisPlayer } from '@baseline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { PlayerPicker } from './PlayerPicker';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const players: TennisPlayer[] = [
  { PlayerId: 'P1', FirstName: 'Mateo', LastName: 'Lasarte', Nation: 'ESP' },
  { PlayerId: 'P2', FirstName: 'Matěj', LastName: 'Dvořáček', Nation: 'CZE' },
  { PlayerId: 'P3', FirstName: 'Marko', LastName: 'Jovanović', Nation: 'SRB' },
];

let root: Root;
let container: HTMLElement;
let picked: TennisPlayer[];

async function settle(check: () => boolean, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

const field = () => container.querySelector<HTMLInputElement>('[role=combobox]') as HTMLInputElement;
const options = () => [...container.querySelectorAll<HTMLElement>('[role=option]')];

async function type(text: string) {
  await act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field(), text);
    field().dispatchEvent(new Event('input', { bubbles: true }));
    return Promise.resolve();
  });
  await settle(() => field().getAttribute('aria-expanded') === 'true' && options().length > 0);
}

async function press(key: string) {
  await act(() => {
    field().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    return Promise.resolve();
  });
}

beforeEach(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const server = fakeServer({ 'GET /api/atp/players': { status: 200, body: { Players: players } } });
  window.fetch = (input, init) =>
    server.fetch(`${server.baseUrl}${input instanceof Request ? input.url : input.toString()}`, init);
  picked = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <PlayerPicker excludeId="P3" onPick={(player) => picked.push(player)} />
      </QueryClientProvider>,
    );
    return Promise.resolve();
  });
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
});

describe('PlayerPicker', () => {
  it('suggests the players found as the member types, without the page own player', async () => {
    await type('ma');
    expect(options().map((option) => option.textContent)).toEqual(['Mateo LasarteESP', 'Matěj DvořáčekCZE']);
    expect(field().getAttribute('aria-controls')).toBe(container.querySelector('[role=listbox]')?.id);
  });

  it('moves through the suggestions with the arrow keys and picks with Enter', async () => {
    await type('ma');
    await press('ArrowDown');
    await press('ArrowDown');
    const active = field().getAttribute('aria-activedescendant');
    expect(active).toBe(options()[1]?.id);
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    await press('Enter');
    expect(picked.map((player) => player.PlayerId)).toEqual(['P2']);
    expect(field().value).toBe('Matěj Dvořáček');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('picks with a click, and closes with Escape', async () => {
    await type('ma');
    await press('Escape');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    await type('mat');
    await act(() => {
      options()[0]?.click();
      return Promise.resolve();
    });
    expect(picked.map((player) => player.PlayerId)).toEqual(['P1']);
  });
});
