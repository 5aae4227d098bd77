import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import { createTokenStore } from '../../../lib/auth/tokenStore';
import { fakeServer, type FakeAnswer } from '../../../test/fakeServer';
import { memoryStorage } from '../../../test/tokens';
import { fetchTournamentList } from './tournamentList';

const brisbane = {
  TournamentId: '339',
  TournamentYear: 2026,
  TournamentTitle: 'Brisbane International',
  TournamentCity: 'Brisbane',
  TournamentLocation: 'Australia',
  TournamentType: '250',
  PlayStartDate: '2026-01-04',
  PlayEndDate: '2026-01-11',
  Surface: 'Hard',
  PrizeMoneyDisplay: '$661,585',
  IsDemo: false,
  IsProjected: false,
};

function clientAnswering(answer: FakeAnswer) {
  const server = fakeServer({ 'GET /api/atp/tournaments': answer });
  const tokens = createTokenStore(memoryStorage());
  return { client: createApiClient({ baseUrl: server.baseUrl, fetch: server.fetch, tokens }), server };
}

describe('fetchTournamentList', () => {
  it('reads the plain list, fresh when no stale warning comes with it', async () => {
    const { client } = clientAnswering({ status: 200, body: [brisbane], headers: { 'X-Data-Source': 'upstream' } });
    expect(await fetchTournamentList(client)).toEqual({
      tournaments: [brisbane],
      stale: false,
      partNotice: null,
      offlineCopy: null,
    });
  });

  it("tells the last good copy by the server's Warning header", async () => {
    const { client } = clientAnswering({
      status: 200,
      body: [brisbane],
      headers: { Warning: '110 - "Response is Stale"' },
    });
    expect((await fetchTournamentList(client)).stale).toBe(true);
  });

  it('says so when the challenger part of the list could not be loaded', async () => {
    const { client } = clientAnswering({ status: 200, body: [brisbane], headers: { 'X-Data-Partial': 'challenger' } });
    expect((await fetchTournamentList(client)).partNotice).toBe('Challenger tournaments cannot be loaded right now.');
  });

  it("tells the browser's offline copy, and when it was fetched, by the service worker's header", async () => {
    const { client } = clientAnswering({
      status: 200,
      body: [brisbane],
      headers: { 'X-Offline-Copy': '2026-11-25T14:02:00.000Z' },
    });
    expect(await fetchTournamentList(client)).toMatchObject({
      tournaments: [brisbane],
      offlineCopy: '2026-11-25T14:02:00.000Z',
    });
  });

  it("asks for one season's list when given a season, and for every tournament without", async () => {
    const { client, server } = clientAnswering({ status: 200, body: [brisbane] });
    const asked: string[] = [];
    const recording = createApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => {
        asked.push(new URL(input instanceof Request ? input.url : input.toString()).search);
        return server.fetch(input, init);
      },
      tokens: createTokenStore(memoryStorage()),
    });
    await fetchTournamentList(recording, '2027');
    await fetchTournamentList(recording);
    expect(asked).toEqual(['?season=2027', '']);
    expect((await fetchTournamentList(client, '2027')).tournaments).toEqual([brisbane]);
  });
});
