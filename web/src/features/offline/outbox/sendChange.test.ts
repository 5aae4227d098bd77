import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import { createTokenStore } from '../../../lib/auth/tokenStore';
import { fakeServer, type FakeAnswer } from '../../../test/fakeServer';
import { memoryStorage, tokenWith } from '../../../test/tokens';
import type { Change } from './changes';
import { sendChange } from './sendChange';

const DAY_BODY = { date: '2026-11-20', notes: [{ title: 'Serve', content: '<p>Toss</p>', tags: [] }], baseVersion: 2 };
const DAY: Change = { kind: 'day', body: DAY_BODY };
const NOTE: Change = {
  kind: 'playerNote',
  tournamentId: '580',
  playerId: 'S0AG',
  body: { note: 'Flat serve', tournamentYear: 2026 },
};
const STORED = { date: '2026-11-20', notes: [], version: 3 };

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
});
