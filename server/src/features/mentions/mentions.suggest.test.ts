import {
  MENTION,
  MENTION_MESSAGES,
  type MentionSuggestionsResponse,
  type PlayerSearchResponse,
  type TournamentListResponse,
} from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { expectOk, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';
import { authHeader, createUser, tokenFor } from '../../../test/factories.js';
import { addDemoPlayers, mentionHtml } from './testing/mentions.js';
import { DEMO_PLAYERS } from '../tennis/demo/player-pool.js';

/** The French Open 2026 under way: the demo lists the 2025 and 2026 seasons. */
const NOW = Date.parse('2026-05-30T12:00:00Z');

describe.each(dialects)('GET /api/mentions/suggestions (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const suggest = async (q: string, as: Headers = headers) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/mentions/suggestions?q=${encodeURIComponent(q)}`,
      headers: as,
    });
    return res;
  };
  const suggestions = async (q: string) => {
    const res = await suggest(q);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MentionSuggestionsResponse>().suggestions;
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    ({ headers } = await signInSubscriber(t));
    await addDemoPlayers(t, [
      { playerId: 'ZQ01', firstName: 'Đorđe', lastName: 'Qwžabić', nation: 'SRB' },
      { playerId: 'ZQ02', firstName: 'Ana', lastName: 'Qwzabala' },
      { playerId: 'ZQ03', firstName: 'Qwzacharie', lastName: 'Moreau' },
    ]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a token and 402 without a subscription', async () => {
    expect((await suggest('za', {})).statusCode).toBe(401);
    const user = await createUser(t);
    expect((await suggest('za', authHeader(await tokenFor(t, user, {})))).statusCode).toBe(402);
  });

  it('finds players by any word prefix, accents and case folded, a name the query starts first', async () => {
    expect(await suggestions('QWZAB')).toEqual([
      { kind: 'player', id: 'ZQ02', label: 'Ana Qwzabala', detail: '' },
      { kind: 'player', id: 'ZQ01', label: 'Đorđe Qwžabić', detail: 'SRB' },
    ]);
    expect(await suggestions('dorde qwzab')).toEqual([expect.objectContaining({ id: 'ZQ01' })]);
    // "Qwzacharie Moreau": the query starts the name, so it comes before the family names it starts.
    expect((await suggestions('qwza')).map((s) => s.id)).toEqual(['ZQ03', 'ZQ02', 'ZQ01']);
  });

  it('finds the tournaments of every season once, by the newest edition, by title or place', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/atp/tournaments', headers })
    ).json<TournamentListResponse>();
    const newest = list.filter((tournament) => tournament.TournamentYear === 2026);
    const tournament = newest.find((candidate) =>
      list.some((other) => other.TournamentYear === 2025 && other.TournamentId === candidate.TournamentId),
    );
    if (!tournament) throw new Error('no tournament in both demo seasons');
    const byTitle = await suggestions(tournament.TournamentTitle);
    const matches = byTitle.filter((s) => s.kind === 'tournament' && s.id === tournament.TournamentId);
    expect(matches).toEqual([
      {
        kind: 'tournament',
        id: tournament.TournamentId,
        label: tournament.TournamentTitle,
        detail: tournament.TournamentCity || tournament.TournamentLocation,
      },
    ]);
    expect(byTitle[0]?.id).toBe(tournament.TournamentId);
    const byPlace = await suggestions(tournament.TournamentCity.toUpperCase());
    expect(byPlace.some((s) => s.id === tournament.TournamentId)).toBe(true);
  });

  it(`answers at most ${MENTION.suggestions}, the demo's season read into the players table`, async () => {
    expect(await suggestions('a')).toHaveLength(MENTION.suggestions);
    const best = DEMO_PLAYERS[0];
    if (!best) throw new Error('no demo player');
    // The table already had players, so the season is read behind the answers: the player comes once it is in.
    await expect
      .poll(async () => (await suggestions(`${best.FirstName} ${best.LastName}`))[0], { timeout: 30_000 })
      .toMatchObject({ kind: 'player', id: best.PlayerId });
    expect(await suggestions('zzqqxx')).toEqual([]);
  });

  it('puts the best seeded first among names the query starts alike, and tells players of one family name apart', async () => {
    // A player page answers once its own tournaments are read; the demo's season is read on behind it.
    expectOk(await t.app.inject({ method: 'GET', url: '/api/atp/players/DP0001', headers }));
    const untilRead = { timeout: 60_000, interval: 250 };
    // The No. 1 first, then the one seeded at a Challenger, then the never seeded by name.
    await expect
      .poll(async () => (await suggestions('thijs')).map(({ id }) => id), untilRead)
      .toEqual(['DP0001', 'DP0218', 'DP0383', 'DP0640', 'DP0259']);
    await expect
      .poll(async () => (await suggestions('barisic')).map(({ label, detail }) => `${label}: ${detail}`), untilRead)
      .toEqual([
        'Mate Barišić: CRO · seed 32 (ATP Masters 1000) · last: Roland Garros',
        'Ivo Barišić: CRO · seed 1 (ATP Challenger Tour) · last: Centurion 2',
        'Ante Barišić: CRO · last: WUNING OPEN 2',
        'Dino Barišić: CRO · last: Moldova Open',
        'Toni Barišić: CRO · last: Morelia Open',
      ]);
    // The head-to-head picker's search: the same order among names matched alike.
    const picker = expectOk(await t.app.inject({ method: 'GET', url: '/api/atp/players?q=thijs', headers }));
    expect(
      picker
        .json<PlayerSearchResponse>()
        .Players.slice(0, 2)
        .map((player) => player.PlayerId),
    ).toEqual(['DP0001', 'DP0218']);
  }, 120_000);

  it("puts first the players the member's own diary mentions, and no other member's", async () => {
    const writer = await signInSubscriber(t);
    const reader = await signInSubscriber(t);
    const order = async (as: Headers) =>
      (await suggest('qwzab', as)).json<MentionSuggestionsResponse>().suggestions.map(({ id }) => id);
    expect(await order(writer.headers)).toEqual(['ZQ02', 'ZQ01']);
    const content = `<p>${mentionHtml('player', 'ZQ01', 'Đorđe Qwžabić')} again</p>`;
    expectOk(await saveDay(t, writer.headers, { date: '2026-05-29', notes: [tab({ content })] }));
    expect(await order(writer.headers)).toEqual(['ZQ01', 'ZQ02']);
    expect(await order(reader.headers)).toEqual(['ZQ02', 'ZQ01']);
    // Still only among names the query starts alike: a match of words apart never comes first for it.
    expect((await suggest('qwzacharie', writer.headers)).json<MentionSuggestionsResponse>().suggestions).toEqual([
      expect.objectContaining({ id: 'ZQ03' }),
    ]);
  });

  it('refuses a query with no letters or over the limit with a message', async () => {
    for (const q of ['', ' ', '--', '@']) {
      const res = await suggest(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ error: MENTION_MESSAGES.emptyQuery });
    }
    const long = await suggest('a'.repeat(MENTION.queryMaxLength + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: string }>().error).toMatch(/q/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/mentions/suggestions', headers });
    expect(missing.statusCode).toBe(400);
  });
});
