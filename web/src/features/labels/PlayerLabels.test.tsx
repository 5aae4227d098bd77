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
    'PUT /api/labels/l3': { status: 200, body: { id: 'l3', name: 'Big serve', colour: 'green' } },
    'DELETE /api/labels/l2': { status: 200, body: { message: 'Label deleted.' } },
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

async function typeInto(field: HTMLInputElement, text: string) {
  await act(() => {
    // React tracks the field's value property: the prototype's setter changes it as typing would.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    return Promise.resolve();
  });
}

async function openManager(): Promise<HTMLDialogElement> {
  await clickButton(container, 'Choose labels');
  await clickButton(container, 'Manage labels');
  const dialog = container.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  return dialog;
}

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
    const dialog = await openManager();
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Your labels');
    expect([...dialog.querySelectorAll('.label-manager__item .label-chip')].map((chip) => chip.textContent)).toEqual([
      'Fade on clay',
      'injury watch',
      'Serve',
    ]);

    const name = dialog.querySelector<HTMLInputElement>('form[aria-label="New label"] input[type="text"]');
    if (!name) throw new Error('no name field');
    await typeInto(name, 'FADE ON CLAY');
    await act(() => {
      dialog.querySelector<HTMLInputElement>('input[type="radio"][value="pink"]')?.click();
      return Promise.resolve();
    });
    await clickButton(container, 'Add label');
    await settle(() => dialog.querySelector('[role="alert"]')?.textContent !== '');
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('You already have a label with this name.');
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'FADE ON CLAY',
      colour: 'pink',
    });
  });

  it('renames and recolours a label in its own form', async () => {
    const dialog = await openManager();
    await clickButton(container, 'Edit Serve');
    const form = dialog.querySelector('form[aria-label="Edit Serve"]');
    const name = form?.querySelector<HTMLInputElement>('input[type="text"]');
    if (!form || !name) throw new Error('no edit form');
    expect(name.value).toBe('Serve');
    expect(form.querySelector('legend')?.textContent).toBe('Colour of Serve');
    expect(form.querySelector<HTMLInputElement>('input[value="blue"]')?.checked).toBe(true);
    // The new label's form makes way while one is edited.
    expect(dialog.querySelector('form[aria-label="New label"]')).toBeNull();
    await typeInto(name, 'Big serve');
    await act(() => {
      form.querySelector<HTMLInputElement>('input[value="green"]')?.click();
      return Promise.resolve();
    });
    await clickButton(container, 'Save label');
    await settle(() => dialog.querySelector('[role="status"]')?.textContent !== '');
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Label "Big serve" saved.');
    expect(
      server.requests.find((request) => request.method === 'PUT' && request.path === '/api/labels/l3')?.body,
    ).toEqual({
      name: 'Big serve',
      colour: 'green',
    });
  });

  it('deletes a label only once the confirmation says so', async () => {
    const dialog = await openManager();
    await clickButton(container, 'Delete injury watch');
    const confirmation = [...container.querySelectorAll('dialog')].find((element) => element !== dialog);
    expect(confirmation?.open).toBe(true);
    expect(confirmation?.querySelector('h2')?.textContent).toBe('Delete the label "injury watch"?');
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await clickButton(container, 'Delete label');
    await settle(() => server.requests.some((request) => request.method === 'DELETE'));
    expect(server.requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/labels/l2');
    await settle(() => dialog.querySelector('[role="status"]')?.textContent !== '');
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Label "injury watch" deleted.');
  });
});
