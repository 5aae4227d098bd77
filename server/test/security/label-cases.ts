import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-app.js';
import { ownedBySubscriber } from './owned-outcomes.js';
import type { Cell, Outcome, Owner, RouteCase } from './permission-cases.js';

/*
 * The labels' rows of the permission matrix (issue 18). Only types come from permission-cases.ts, which
 * spreads these rows into its own: a value taken from there would not exist yet while this module loads.
 */

const NOT_FOUND: Outcome = [404, { error: 'Label not found.' }];

const ownerLabels = new Map<string, Promise<string>>();

/** The owner's label, named with their marker and put on the player of that id, made once per owner. */
function ownerLabelId(t: TestApp, owner: Owner): Promise<string> {
  const existing = ownerLabels.get(owner.user.id);
  if (existing) return existing;
  const made = (async () => {
    const inject = (options: InjectOptions) => t.app.inject({ ...options, headers: owner.headers });
    const label = await inject({ method: 'POST', url: '/api/labels', payload: { name: owner.marker, colour: 'red' } });
    const { id } = label.json<{ id: string }>();
    await inject({ method: 'PUT', url: `/api/labels/players/${owner.marker}`, payload: { labelIds: [id] } });
    return id;
  })();
  ownerLabels.set(owner.user.id, made);
  return made;
}

async function withOwnerLabel({ t, owner }: Cell, request: (labelId: string, owner: Owner) => InjectOptions) {
  const theOwner = await owner();
  return request(await ownerLabelId(t, theOwner), theOwner);
}

let sequence = 0;

export const labelCases: RouteCase[] = [
  {
    route: 'GET /api/labels',
    request: (cell) => withOwnerLabel(cell, () => ({ method: 'GET', url: '/api/labels' })),
    outcomes: ownedBySubscriber(200, [200, { labels: [], players: [] }]),
    showsOwnerData: true,
  },
  {
    route: 'POST /api/labels',
    request: () =>
      Promise.resolve({ method: 'POST', url: '/api/labels', payload: { name: `Label ${++sequence}`, colour: 'teal' } }),
    outcomes: ownedBySubscriber(201, 201),
  },
  {
    route: 'PUT /api/labels/:labelId',
    request: (cell) =>
      withOwnerLabel(cell, (labelId) => ({
        method: 'PUT',
        url: `/api/labels/${labelId}`,
        payload: { colour: 'blue' },
      })),
    outcomes: ownedBySubscriber(200, NOT_FOUND),
  },
  {
    route: 'DELETE /api/labels/:labelId',
    request: (cell) => withOwnerLabel(cell, (labelId) => ({ method: 'DELETE', url: `/api/labels/${labelId}` })),
    outcomes: ownedBySubscriber([200, { message: 'Label deleted.' }], NOT_FOUND),
  },
  {
    route: 'PUT /api/labels/players/:playerId',
    request: (cell) =>
      withOwnerLabel(cell, (labelId, owner) => ({
        method: 'PUT',
        url: `/api/labels/players/${owner.marker}`,
        payload: { labelIds: [labelId] },
      })),
    outcomes: ownedBySubscriber(200, NOT_FOUND),
  },
];
