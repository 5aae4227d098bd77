import type { SaveChartBody } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import { createTokenStore } from '../../../lib/auth/tokenStore';
import { fakeServer, type FakeAnswer } from '../../../test/fakeServer';
import { memoryStorage, tokenWith } from '../../../test/tokens';
import type { Change } from './changes';
import { sendChange } from './sendChange';
import { EMPTY_CHART } from '../../charts/test/emptyChart';

const DAY_BODY = { date: '2026-11-20', notes: [{ title: 'Serve', content: '<p>Toss</p>', tags: [] }], baseVersion: 2 };
const DAY: Change = { kind: 'day', body: DAY_BODY };
const NOTE: Change = {
  kind: 'playerNote',
  tournamentId: '580',
  playerId: 'S0AG',
  body: { note: 'Flat serve', tournamentYear: 2026 },
};
const STORED = { date: '2026-11-20', notes: [], version: 3 };
const CHART_ID = '6f1c2b8e-3c1a-4a57-9a44-0d3f5e1b2a77';
const CHART_BODY: SaveChartBody = {
  chart: EMPTY_CHART,
  baseVersion: 0,
};
const CHART: Change = { kind: 'chart', chartId: CHART_ID, body: CHART_BODY };
const STORED_CHART = {
  ...CHART_BODY.chart,
  id: CHART_ID,
  version: 2,
  createdAt: '',
  updatedAt: '',
  score: '0-0',
  winner: null,
};

function setup(routes: Record<string, FakeAnswer>, signedInAs: string | null = 'user-1') {
  const server = fakeServer(routes);
  const tokens = createTokenStore(memoryStorage());
  if (signedInAs) tokens.set(tokenWith({ sub: signedInAs }));
  const api = createApiClient({ baseUrl: server.baseUrl, fetch: server.fetch, tokens });
  return {
    send: (change: Change) => sendChange({ api, currentToken: tokens.get }, 'user-1', change),
    ...server,
    tokens,
  };
}

describe('sending a queued change', () => {
  it('sends a day with its base version, as its owner, and hands back the new version', async () => {
    const { send, requests, tokens } = setup({
      'POST /api/diary': { status: 200, body: { message: 'Saved', date: '2026-11-20', version: 3 } },
    });
    expect(await send(DAY)).toEqual({ outcome: 'sent', version: 3 });
    expect(requests[0]?.body).toEqual(DAY_BODY);
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${tokens.get() ?? ''}`);
  });

  it('sends a player note to its tournament and player', async () => {
    const { send, requests } = setup({
      'POST /api/player-notes/580/S0AG': { status: 200, body: { message: 'Saved' } },
    });
    expect(await send(NOTE)).toEqual({ outcome: 'sent' });
    expect(requests[0]?.body).toEqual({ note: 'Flat serve', tournamentYear: 2026 });
  });

  it('holds the change, sending nothing, while nobody or another member is signed in', async () => {
    for (const who of [null, 'user-2']) {
      const { send, requests } = setup({}, who);
      expect(await send(DAY)).toEqual({ outcome: 'held' });
      expect(requests).toEqual([]);
    }
  });

  it('answers a 409 with the day as stored, from the answer or fetched when the answer lacks it', async () => {
    const carried = setup({ 'POST /api/diary': { status: 409, body: { error: 'Changed', current: STORED } } });
    expect(await carried.send(DAY)).toEqual({ outcome: 'conflict', current: STORED });

    const fetched = setup({
      'POST /api/diary': { status: 409, body: { error: 'Changed' } },
      'GET /api/diary': { status: 200, body: STORED },
    });
    expect(await fetched.send(DAY)).toEqual({ outcome: 'conflict', current: STORED });
  });

  it('retries later when there is no answer or the server fails, holds on 401/402/403, and keeps a refusal', async () => {
    const cases: [FakeAnswer, unknown][] = [
      [{ status: 503, body: { error: 'Down' } }, { outcome: 'unreachable' }],
      [{ status: 429, body: { error: 'Slow down' } }, { outcome: 'unreachable' }],
      [{ status: 401, body: { error: 'Your session has expired. Please log in again.' } }, { outcome: 'held' }],
      [{ status: 402, body: { error: 'Subscribe' } }, { outcome: 'held' }],
      [
        { status: 400, body: { error: 'Tab 1: a title has at most 100 characters.' } },
        { outcome: 'refused', message: 'Tab 1: a title has at most 100 characters.' },
      ],
    ];
    for (const [answer, outcome] of cases) {
      const { send } = setup({ 'POST /api/diary': answer });
      expect(await send(DAY)).toEqual(outcome);
    }
    const offline = createApiClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      tokens: createTokenStore(memoryStorage()),
    });
    const token = tokenWith({ sub: 'user-1' });
    expect(await sendChange({ api: offline, currentToken: () => token }, 'user-1', DAY)).toEqual({
      outcome: 'unreachable',
    });
  });

  it('puts a chart under its id with its base version, and hands back the version it reached', async () => {
    const { send, requests } = setup({
      [`PUT /api/charts/${CHART_ID}`]: { status: 200, body: { id: CHART_ID, version: 1, updatedAt: '' } },
    });
    expect(await send(CHART)).toEqual({ outcome: 'sent', version: 1 });
    expect(requests[0]?.body).toEqual(CHART_BODY);
  });

  it('answers a 409 to a chart with the chart as stored, from the answer or fetched', async () => {
    const carried = setup({
      [`PUT /api/charts/${CHART_ID}`]: { status: 409, body: { error: 'Changed', current: STORED_CHART } },
    });
    expect(await carried.send(CHART)).toEqual({ outcome: 'chartConflict', current: STORED_CHART });
    const fetched = setup({
      [`PUT /api/charts/${CHART_ID}`]: { status: 409, body: { error: 'Changed' } },
      [`GET /api/charts/${CHART_ID}`]: { status: 200, body: STORED_CHART },
    });
    expect(await fetched.send(CHART)).toEqual({ outcome: 'chartConflict', current: STORED_CHART });
  });

  it("refuses a chart with the server's sentence", async () => {
    const { send } = setup({
      [`PUT /api/charts/${CHART_ID}`]: {
        status: 400,
        body: { error: 'Point 3: A double fault is lost by the server.' },
      },
    });
    expect(await send(CHART)).toEqual({
      outcome: 'refused',
      message: 'Point 3: A double fault is lost by the server.',
    });
  });
});
