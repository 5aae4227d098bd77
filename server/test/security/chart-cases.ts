import { emptyReport } from '@baseline/contract/charting';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../build-app.js';
import { ownedBySubscriber } from './owned-outcomes.js';
import type { Cell, Outcome, Owner, RouteCase } from './permission-cases.js';

/*
 * The charts' rows of the permission matrix (issue 34). Only types come from permission-cases.ts, which
 * spreads these rows into its own: a value taken from there would not exist yet while this module loads.
 */

const NOT_FOUND: Outcome = [404, { error: 'Chart not found.' }];

/** A chart of the owner's player (named and identified by the owner's marker) with one ace. */
function chartOf(owner: Owner) {
  return {
    date: owner.date,
    players: [
      { name: owner.marker, playerId: owner.marker, hand: 'right' },
      { name: 'Practice partner', playerId: null, hand: null },
    ],
    firstServer: 0,
    format: { bestOf: 3, noAd: false, sets: { kind: 'tiebreak', at: 6, points: 7 }, finalSet: { kind: 'advantage' } },
    level: 'full',
    event: null,
    note: owner.marker,
    setNotes: [],
    points: [{ level: 'full', first: '4*', second: '', note: owner.marker }],
  };
}

const ownerCharts = new Map<string, Promise<string>>();

/** The owner's chart, under an id of its own, made once per owner. */
function ownerChartId(t: TestApp, owner: Owner): Promise<string> {
  const existing = ownerCharts.get(owner.user.id);
  if (existing) return existing;
  const made = (async () => {
    const id = crypto.randomUUID();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/charts/${id}`,
      headers: owner.headers,
      payload: { chart: chartOf(owner), baseVersion: 0 },
    });
    if (res.statusCode !== 200) throw new Error(`the owner's chart was refused: ${res.body}`);
    return id;
  })();
  ownerCharts.set(owner.user.id, made);
  return made;
}

async function withOwnerChart({ t, owner }: Cell, request: (chartId: string, owner: Owner) => InjectOptions) {
  const theOwner = await owner();
  return request(await ownerChartId(t, theOwner), theOwner);
}

const nothingCharted = () => {
  const { players } = emptyReport();
  return { matches: 0, points: 0, fullPoints: 0, report: players[0], opponents: players[1] };
};

export const chartCases: RouteCase[] = [
  {
    route: 'GET /api/charts',
    request: (cell) => withOwnerChart(cell, () => ({ method: 'GET', url: '/api/charts' })),
    outcomes: ownedBySubscriber(200, [200, { charts: [] }]),
    showsOwnerData: true,
  },
  {
    route: 'GET /api/charts/:chartId',
    request: (cell) => withOwnerChart(cell, (chartId) => ({ method: 'GET', url: `/api/charts/${chartId}` })),
    outcomes: ownedBySubscriber(200, NOT_FOUND),
    showsOwnerData: true,
  },
  {
    // Another member's save under the same id is that member's own chart: ids are each member's.
    route: 'PUT /api/charts/:chartId',
    request: (cell) =>
      withOwnerChart(cell, (chartId, owner) => ({
        method: 'PUT',
        url: `/api/charts/${chartId}`,
        payload: { chart: chartOf(owner), baseVersion: 0, overwrite: true },
      })),
    outcomes: ownedBySubscriber(200, 200),
  },
  {
    route: 'DELETE /api/charts/:chartId',
    request: (cell) => withOwnerChart(cell, (chartId) => ({ method: 'DELETE', url: `/api/charts/${chartId}` })),
    outcomes: ownedBySubscriber([200, { message: 'Chart deleted.' }], NOT_FOUND),
  },
  {
    route: 'GET /api/charts/:chartId/mcp',
    request: (cell) => withOwnerChart(cell, (chartId) => ({ method: 'GET', url: `/api/charts/${chartId}/mcp` })),
    outcomes: ownedBySubscriber(200, NOT_FOUND),
    showsOwnerData: true,
  },
  {
    // Each member's import is a chart of their own.
    route: 'POST /api/charts/mcp',
    request: () =>
      Promise.resolve({
        method: 'POST' as const,
        url: '/api/charts/mcp?player1=A&player2=B',
        headers: { 'content-type': 'text/csv' },
        payload: '1st,2nd\n4*,\n',
      }),
    outcomes: ownedBySubscriber(201, 201),
  },
  {
    route: 'GET /api/charts/scouting/:playerId',
    request: (cell) =>
      withOwnerChart(cell, (_chartId, owner) => ({ method: 'GET', url: `/api/charts/scouting/${owner.marker}` })),
    outcomes: ownedBySubscriber([200, expect.objectContaining({ matches: 1, points: 1 })], [200, nothingCharted()]),
  },
];
