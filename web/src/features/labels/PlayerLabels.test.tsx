// @vitest-environment happy-dom
import type { LabelsResponse } from '@baseline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../test/fakeServer';
import { clickButton, settle } from '../tennis/test/drawBoardHarness';
import { PlayerLabels } from './PlayerLabels';

const labels: LabelsResponse = {
  labels: [
    { id: 'l1', name: 'Fade on clay', colour: 'teal' },
    { id: 'l2', name: 'injury watch', colour: 'red' },
    { id: 'l3', name: 'Serve', colour: 'blue' },
  ],
  players: [{ playerId: 'P1', labelIds: ['l2'] }],
};

let root: Root;
let container: HTMLElement;
let server: ReturnType<typeof fakeServer>;
let routes: Record<string, FakeAnswer>;

beforeEach(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  routes = {
    'GET /api/labels': { status: 200, body: labels },
    'PUT /api/labels/players/P1': { status: 200, body: { playerId: 'P1', labelIds: ['l1', 'l2'] } },
    'POST /api/labels': { status: 409, body: { error: 'You already have a label with this name.' } },
  };
  server = fakeServer(routes);
  window.fetch = (input, init) =>
    server.fetch(`${server.baseUrl}${input instanceof Request ? input.url : input.toString()}`, init);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <PlayerLabels playerId="P1" playerName="Ji-hoon Hwang" />
      </QueryClientProvider>,
    );
    return Promise.resolve();
  });
  await settle(() => container.querySelectorAll('.label-chip').length > 0);
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
});

const chips = () => [...container.querySelectorAll('.player-labels__list .label-chip')].map((chip) => chip.textContent);
const checkbox = (name: string) =>
  [...container.querySelectorAll<HTMLInputElement>('.label-picker input[type="checkbox"]')].find(
    (input) => input.closest('label')?.textContent === name,
  );

describe("a player's labels", () => {
  it('lists the labels on the player by name, under a heading naming them', () => {
    expect(container.querySelector('h3')?.textContent).toBe('Your labels on Ji-hoon Hwang');
    expect(chips()).toEqual(['injury watch']);
  });

  it('ticks a label on at once and saves exactly the ticked ones, in the order of the labels', async () => {
    const toggle = container.querySelector<HTMLButtonElement>('button[aria-expanded]');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await clickButton(container, 'Choose labels');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(checkbox('injury watch')?.checked).toBe(true);
    expect(checkbox('Fade on clay')?.checked).toBe(false);

    // The server's list once the save is in: what the refetch after it brings.
    routes['GET /api/labels'] = {
      status: 200,
      body: { ...labels, players: [{ playerId: 'P1', labelIds: ['l1', 'l2'] }] },
    };
    await act(() => {
      checkbox('Fade on clay')?.click();
      return Promise.resolve();
    });
    await settle(() => chips().length === 2);
    expect(chips()).toEqual(['Fade on clay', 'injury watch']);
    await settle(() => server.requests.some((request) => request.method === 'PUT'));
    expect(server.requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/labels/players/P1',
      body: { labelIds: ['l1', 'l2'] },
    });
    // Never disabled while it saves: the focus stays on the checkbox.
    expect(checkbox('Fade on clay')?.disabled).toBe(false);
  });

  it("opens the manager, and shows the server's reason when a label is refused", async () => {
    await clickButton(container, 'Choose labels');
    await clickButton(container, 'Manage labels');
    const dialog = container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.querySelector('h2')?.textContent).toBe('Your labels');
    expect(
      [...(dialog?.querySelectorAll('.label-manager__item .label-chip') ?? [])].map((chip) => chip.textContent),
    ).toEqual(['Fade on clay', 'injury watch', 'Serve']);

    const name = dialog?.querySelector<HTMLInputElement>('form[aria-label="New label"] input[type="text"]');
    if (!name) throw new Error('no name field');
    await act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, 'FADE ON CLAY');
      name.dispatchEvent(new Event('input', { bubbles: true }));
      return Promise.resolve();
    });
    await act(() => {
      dialog?.querySelector<HTMLInputElement>('input[type="radio"][value="pink"]')?.click();
      return Promise.resolve();
    });
    await clickButton(container, 'Add label');
    await settle(() => dialog?.querySelector('[role="alert"]')?.textContent !== '');
    expect(dialog?.querySelector('[role="alert"]')?.textContent).toBe('You already have a label with this name.');
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'FADE ON CLAY',
      colour: 'pink',
    });
  });
});
