import { randomUUID } from 'node:crypto';
import type {
  ChartInput,
  DrawResponse,
  LastYearResponse,
  NotebookPlayerResponse,
  NotebookTournamentResponse,
} from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { expectOk, signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { EVENTUALLY_TIMEOUT_MS } from '../../../test/eventually.js';
import { ace, practiceChart, saveChart } from '../charts/testing/charts.js';
import { mentionSpan, writeDiaryDay, writePlayerNote } from './testing/notebook.js';

/** Day 7 of Indian Wells 2026 (the demo's tournament 404: 4-15 March 2026, 5-16 March 2025). */
const NOW = Date.parse('2026-03-10T12:00:00Z');
const INDIAN_WELLS = '404';

interface Member {
  id: string;
  headers: Headers;
}

describe.each(dialects)('notebook routes (%s)', (dialect) => {
  let t: TestApp;
  let sequence = 0;
  const get = (member: Member, url: string) => t.app.inject({ method: 'GET', url, headers: member.headers });
  const json = async <T>(member: Member, url: string) => expectOk(await get(member, url)).json<T>();

  /** A subscriber of their own, so each test's rows are the only ones its member has. */
  async function member(): Promise<Member> {
    const signedIn = await signInSubscriber(t);
    return { id: signedIn.user.id, headers: signedIn.headers };
  }
  /** A player id no other test uses. */
  const playerId = () => `NB${++sequence}`;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('a player’s diary days', () => {
    it('lists the tabs that mention the player, newest day first and a day’s tabs in order', async () => {
      const me = await member();
      const player = playerId();
      const span = mentionSpan('player', player, 'Ada Serve');
      await writeDiaryDay(t.database.db, me.id, '2026-03-01', [
        { title: 'Morning', html: `<p>Watch ${span} serve</p>` },
        { title: 'Lunch', html: '<p>Nothing about anyone</p>' },
        { title: 'Evening', html: `<p>${span} again</p>` },
      ]);
      await writeDiaryDay(t.database.db, me.id, '2025-12-31', [{ title: 'Old year', html: `<p>${span}</p>` }]);
      await writeDiaryDay(t.database.db, me.id, '2026-02-01', [{ title: '', html: `<h2>Draw</h2><p>${span}</p>` }]);

      expect(await json(me, `/api/notebook/players/${player}`)).toEqual({
        days: [
          { date: '2026-03-01', tabIndex: 0, tabTitle: 'Morning', excerpt: 'Watch @Ada Serve serve' },
          { date: '2026-03-01', tabIndex: 2, tabTitle: 'Evening', excerpt: '@Ada Serve again' },
          { date: '2026-02-01', tabIndex: 0, tabTitle: '', excerpt: 'Draw @Ada Serve' },
          { date: '2025-12-31', tabIndex: 0, tabTitle: 'Old year', excerpt: '@Ada Serve' },
        ],
        total: 4,
      });
    });

    it('answers no days for a player the member never mentioned', async () => {
      expect(await json(await member(), `/api/notebook/players/${playerId()}`)).toEqual({ days: [], total: 0 });
    });

    it('cuts a long tab to a short excerpt around the mention, whole words, with ellipses', async () => {
      const me = await member();
      const player = playerId();
      const before = 'Long rally from the baseline, '.repeat(10);
      const after = ' then the forehand broke down in the third set '.repeat(10);
      await writeDiaryDay(t.database.db, me.id, '2026-01-10', [
        { html: `<p>${before}</p><p>Then ${mentionSpan('player', player, 'Ada')}${after}</p>` },
      ]);
      const { days } = await json<NotebookPlayerResponse>(me, `/api/notebook/players/${player}`);
      const excerpt = days[0]?.excerpt ?? '';
      expect(excerpt).toMatch(/^…[A-Za-z]/);
      expect(excerpt).toMatch(/[a-z]…$/);
      expect(excerpt).toContain('Then @Ada then the forehand');
      expect(excerpt.length).toBeLessThanOrEqual(162);
      expect(excerpt.indexOf('@Ada')).toBeGreaterThan(30);
    });

    it('shows markup in a tab’s title and text as text, never as markup', async () => {
      const me = await member();
      const player = playerId();
      const title = '<img src=x onerror=alert(1)>';
      await writeDiaryDay(t.database.db, me.id, '2026-01-11', [
        {
          title,
          html: `<p>&lt;script&gt;alert(1)&lt;/script&gt; <script>alert(2)</script><b>bold</b> ${mentionSpan('player', player, 'Ada')}</p>`,
        },
      ]);
      const { days } = await json<NotebookPlayerResponse>(me, `/api/notebook/players/${player}`);
      expect(days).toEqual([
        { date: '2026-01-11', tabIndex: 0, tabTitle: title, excerpt: '<script>alert(1)</script> bold @Ada' },
      ]);
    });

    it('pages by 50 with a cursor, a day’s tabs split across pages included', async () => {
      const me = await member();
      const player = playerId();
      const span = mentionSpan('player', player, 'Ada');
      // 60 days of two mentioning tabs each: 120 tabs, the first page ending inside day 25.
      for (let day = 0; day < 60; day++) {
        const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
        await writeDiaryDay(t.database.db, me.id, date, [
          { html: `<p>${span} one</p>` },
          { html: `<p>${span} two</p>` },
        ]);
      }
      const url = `/api/notebook/players/${player}`;
      const first = await json<NotebookPlayerResponse>(me, url);
      expect(first.total).toBe(120);
      expect(first.days).toHaveLength(50);
      expect(first.days[0]).toMatchObject({ date: '2025-03-01', tabIndex: 0 });
      expect(first.days[49]).toMatchObject({ date: '2025-02-05', tabIndex: 1 });
      expect(first.next).toBe('2025-02-05:1');

      const second = await json<NotebookPlayerResponse>(me, `${url}?before=${first.next ?? ''}`);
      expect(second.days[0]).toMatchObject({ date: '2025-02-04', tabIndex: 0 });
      const third = await json<NotebookPlayerResponse>(me, `${url}?before=${second.next ?? ''}`);
      expect(third.days).toHaveLength(20);
      expect(third.next).toBeUndefined();
      const all = [...first.days, ...second.days, ...third.days].map((day) => `${day.date}:${day.tabIndex}`);
      expect(new Set(all).size).toBe(120);

      const middle = await json<NotebookPlayerResponse>(me, `${url}?before=2025-01-31:0`);
      expect(middle.days.slice(0, 2)).toMatchObject([
        { date: '2025-01-31', tabIndex: 1 },
        { date: '2025-01-30', tabIndex: 0 },
      ]);
    });

    it.each([
      ['/api/notebook/players/bad%20id', 'playerId must match pattern "^[A-Za-z0-9-]{1,16}$".'],
      ['/api/notebook/players/X1?before=yesterday', 'before must match pattern "^\\d{4}-\\d{2}-\\d{2}:\\d{1,3}$".'],
    ])('refuses %s with a 400', async (url, error) => {
      const res = await get(await member(), url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });
  });

  describe('notes on an event', () => {
    it('lists the season’s days that mention it, the notes taken there and the players to mark', async () => {
      const me = await member();
      const [sinner, alcaraz, onDate, outside, lastYear] = [playerId(), playerId(), playerId(), playerId(), playerId()];
      const event = mentionSpan('tournament', INDIAN_WELLS, 'Indian Wells');
      const db = t.database.db;
      await writeDiaryDay(db, me.id, '2025-12-31', [
        { title: 'Eve', html: `<p>${event} next year; ${mentionSpan('player', lastYear, 'L')}</p>` },
      ]);
      await writeDiaryDay(db, me.id, '2026-01-01', [
        { title: 'Plans', html: `<p>Going to ${event}</p>` },
        { title: 'Who', html: `<p>${mentionSpan('player', sinner, 'Sinner')}</p>` },
      ]);
      await writeDiaryDay(db, me.id, '2026-02-20', [{ html: `<p>${mentionSpan('player', outside, 'O')}</p>` }]);
      await writeDiaryDay(db, me.id, '2026-03-05', [
        { title: 'Day 2', html: `<p>At ${event}, ${mentionSpan('player', alcaraz, 'Alcaraz')} won</p>` },
      ]);
      await writeDiaryDay(db, me.id, '2026-03-15', [{ html: `<p>${mentionSpan('player', onDate, 'D')}</p>` }]);
      await writeDiaryDay(db, me.id, '2027-01-01', [{ html: `<p>${event}</p>` }]);
      const base = { userId: me.id, tournamentId: INDIAN_WELLS };
      await writePlayerNote(db, { ...base, playerId: sinner, tournamentYear: 2026, note: 'Serve up', at: 3 });
      await writePlayerNote(db, { ...base, playerId: alcaraz, tournamentYear: 2026, note: 'Also here', at: 2 });
      await writePlayerNote(db, { ...base, playerId: outside, tournamentYear: 2025, note: 'Last year', at: 1 });

      expect(await json(me, `/api/notebook/tournaments/2026/${INDIAN_WELLS}`)).toEqual({
        days: [
          { date: '2026-03-05', tabIndex: 0, tabTitle: 'Day 2', excerpt: 'At @Indian Wells, @Alcaraz won' },
          { date: '2026-01-01', tabIndex: 0, tabTitle: 'Plans', excerpt: 'Going to @Indian Wells' },
        ],
        total: 2,
        playerNotes: [
          { playerId: sinner, tournamentYear: 2026, note: 'Serve up', updatedAt: 3 },
          { playerId: alcaraz, tournamentYear: 2026, note: 'Also here', updatedAt: 2 },
        ],
        mentionedPlayerIds: [sinner, alcaraz, onDate].toSorted(),
      });
    });

    it('names the players the source has served', async () => {
      const me = await member();
      const draw = await json<DrawResponse>(me, `/api/atp/draws/2026/${INDIAN_WELLS}`);
      const entrant = draw.Associations[0]?.Events[0]?.Rounds[0]?.Fixtures[0]?.DrawLineTop?.Players[0];
      if (!entrant) throw new Error('no player in the draw');
      await writePlayerNote(t.database.db, {
        userId: me.id,
        tournamentId: INDIAN_WELLS,
        playerId: entrant.PlayerId,
        tournamentYear: 2026,
        note: 'Named',
      });
      const name = `${entrant.FirstName} ${entrant.LastName}`;
      // The draw's players are stored in the background.
      await expect
        .poll(
          async () => {
            const answer = await json<NotebookTournamentResponse>(me, `/api/notebook/tournaments/2026/${INDIAN_WELLS}`);
            return answer.playerNotes[0]?.playerName;
          },
          { timeout: EVENTUALLY_TIMEOUT_MS },
        )
        .toBe(name);
    });

    it.each([
      ['/api/notebook/tournaments/2026/NOPE', 404, 'Tournament not found.'],
      ['/api/notebook/tournaments/1999/404', 404, 'Season not found.'],
      ['/api/notebook/tournaments/26/404', 400, 'year must match pattern "^\\d{4}$".'],
      ['/api/notebook/tournaments/2026/NOPE/last-year', 404, 'Tournament not found.'],
      ['/api/notebook/tournaments/1999/404/last-year', 404, 'Season not found.'],
      ['/api/notebook/tournaments/2026/a_b/last-year', 400, 'tournamentId must match pattern "^[A-Za-z0-9-]{1,16}$".'],
    ])('%s answers %i', async (url, status, error) => {
      const res = await get(await member(), url);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
    });
  });

  describe('last year here', () => {
    it('answers empty sections when nothing was written', async () => {
      expect(await json(await member(), `/api/notebook/tournaments/2026/${INDIAN_WELLS}/last-year`)).toEqual({
        year: 2025,
        dates: { start: '2025-03-05', end: '2025-03-16' },
        playerNotes: [],
        days: [],
        entrants: [],
        charts: [],
      });
    });

    it('has no dates for an edition the source lacks, and still the notes of that year', async () => {
      const me = await member();
      // The demo's 2025 season does not hold tournaments that started in 2026.
      const list = (await json<{ TournamentId: string }[]>(me, '/api/atp/tournaments?season=2026')).map(
        (tournament) => tournament.TournamentId,
      );
      const old = new Set(
        (await json<{ TournamentId: string }[]>(me, '/api/atp/tournaments?season=2025')).map((x) => x.TournamentId),
      );
      const newcomer = list.find((id) => !old.has(id));
      if (!newcomer) throw new Error('every 2026 tournament was held in 2025');
      await writePlayerNote(t.database.db, {
        userId: me.id,
        tournamentId: newcomer,
        playerId: 'X1',
        tournamentYear: 2025,
        note: 'Held elsewhere',
        at: 5,
      });
      expect(await json(me, `/api/notebook/tournaments/2026/${newcomer}/last-year`)).toEqual({
        year: 2025,
        playerNotes: [{ playerId: 'X1', tournamentYear: 2025, note: 'Held elsewhere', updatedAt: 5 }],
        days: [],
        entrants: [],
        charts: [],
      });
    });

    it('brings back last edition’s notes and days, and the entrants written about or labelled', async () => {
      const me = await member();
      const db = t.database.db;
      const draw = await json<DrawResponse>(me, `/api/atp/draws/2026/${INDIAN_WELLS}`);
      const [first, second, third] = (draw.Associations[0]?.Events[0]?.Rounds[0]?.Fixtures ?? [])
        .flatMap((fixture) => fixture.DrawLineTop?.Players ?? [])
        .slice(0, 3);
      if (!first || !second || !third) throw new Error('too few players in the draw');
      const event = mentionSpan('tournament', INDIAN_WELLS, 'IW');
      await writeDiaryDay(db, me.id, '2025-03-04', [{ title: 'Before', html: '<p>Packing</p>' }]);
      await writeDiaryDay(db, me.id, '2025-03-05', [{ title: 'Day 1', html: '<p>Hot and windy</p>' }]);
      await writeDiaryDay(db, me.id, '2025-03-16', [
        { title: 'Final', html: '<p>Final day</p>' },
        { title: 'Thoughts', html: `<p>${event} again next year</p>` },
      ]);
      await writeDiaryDay(db, me.id, '2025-06-01', [{ title: 'Summer', html: `<p>Still thinking of ${event}</p>` }]);
      await writeDiaryDay(db, me.id, '2024-03-10', [{ title: 'Too old', html: `<p>${event}</p>` }]);
      await writeDiaryDay(db, me.id, '2026-03-05', [
        { title: 'This year', html: `<p>${mentionSpan('player', second.PlayerId, 'S')} ${event}</p>` },
      ]);
      const base = { userId: me.id, tournamentId: INDIAN_WELLS };
      await writePlayerNote(db, { ...base, playerId: first.PlayerId, tournamentYear: 2025, note: 'Then', at: 7 });
      await writePlayerNote(db, { ...base, playerId: 'ZZ9', tournamentYear: 2026, note: 'Now', at: 8 });
      await writePlayerNote(db, { ...base, playerId: 'ZZ8', tournamentYear: 2024, note: 'Before', at: 9 });
      await db
        .insertInto('playerLabels')
        .values({
          id: `label-${me.id}`,
          userId: me.id,
          name: 'Watch',
          nameKey: 'watch',
          colour: 'red',
          createdAt: 1,
          updatedAt: 1,
        })
        .execute();
      await db
        .insertInto('playerLabelAssignments')
        .values({ labelId: `label-${me.id}`, userId: me.id, playerId: third.PlayerId, createdAt: 1 })
        .execute();

      const answer = await json<LastYearResponse>(me, `/api/notebook/tournaments/2026/${INDIAN_WELLS}/last-year`);
      expect(answer.year).toBe(2025);
      expect(answer.dates).toEqual({ start: '2025-03-05', end: '2025-03-16' });
      expect(answer.playerNotes).toEqual([
        expect.objectContaining({ playerId: first.PlayerId, tournamentYear: 2025, note: 'Then', updatedAt: 7 }),
      ]);
      expect(answer.days).toEqual([
        { date: '2025-06-01', tabIndex: 0, tabTitle: 'Summer', excerpt: 'Still thinking of @IW' },
        { date: '2025-03-16', tabIndex: 0, tabTitle: 'Final', excerpt: 'Final day' },
        { date: '2025-03-16', tabIndex: 1, tabTitle: 'Thoughts', excerpt: '@IW again next year' },
        { date: '2025-03-05', tabIndex: 0, tabTitle: 'Day 1', excerpt: 'Hot and windy' },
      ]);
      const named = (player: typeof first) => `${player.FirstName} ${player.LastName}`;
      expect(answer.entrants.toSorted((a, b) => a.playerId.localeCompare(b.playerId))).toEqual(
        [
          { playerId: first.PlayerId, playerName: named(first), notes: 1, diaryTabs: 0, labels: 0 },
          { playerId: second.PlayerId, playerName: named(second), notes: 0, diaryTabs: 1, labels: 0 },
          { playerId: third.PlayerId, playerName: named(third), notes: 0, diaryTabs: 0, labels: 1 },
        ].toSorted((a, b) => a.playerId.localeCompare(b.playerId)),
      );
    });

    it("lists the member's charts of last year's edition, newest match first, and no other edition's", async () => {
      const me = await member();
      const edition = (tournamentYear: number, tournamentId = INDIAN_WELLS) => ({
        tournamentId,
        tournamentYear,
        tournamentName: 'BNP Paribas Open',
        round: 'Semi-Finals',
        surface: 'Hard',
        matchId: 'ATP-MS-4-1',
      });
      const charts: [string, ChartInput][] = [
        [randomUUID(), practiceChart([ace], { date: '2025-03-14', event: edition(2025) })],
        [randomUUID(), practiceChart([ace, ace], { date: '2025-03-16', event: edition(2025) })],
        [randomUUID(), practiceChart([ace], { date: '2026-03-08', event: edition(2026) })],
        [randomUUID(), practiceChart([ace], { date: '2025-03-10', event: edition(2025, '422') })],
        [randomUUID(), practiceChart([ace], { date: '2025-03-11' })],
      ];
      for (const [id, chart] of charts) await saveChart(t, me.headers, id, chart);

      const answer = await json<LastYearResponse>(me, `/api/notebook/tournaments/2026/${INDIAN_WELLS}/last-year`);
      expect(answer.charts.map((chart) => [chart.id, chart.date, chart.pointCount, chart.score])).toEqual([
        [charts[1]?.[0], '2025-03-16', 2, '0-0'],
        [charts[0]?.[0], '2025-03-14', 1, '0-0'],
      ]);
      expect(answer.charts[0]).toEqual(
        expect.objectContaining({
          players: charts[1]?.[1].players,
          event: edition(2025),
          level: 'full',
          version: 1,
          winner: null,
        }),
      );
    });
  });

  describe('earlier editions', () => {
    it('names the tournaments with notes or mentions from a season before', async () => {
      const me = await member();
      const db = t.database.db;
      const note = (tournamentId: string, tournamentYear: number) =>
        writePlayerNote(db, { userId: me.id, tournamentId, playerId: 'P1', tournamentYear, note: 'x' });
      await note('T1', 2025);
      await note('T3', 2026);
      await note('T5', 2027);
      await writeDiaryDay(db, me.id, '2025-12-31', [{ html: `<p>${mentionSpan('tournament', 'T2', 'Two')}</p>` }]);
      await writeDiaryDay(db, me.id, '2026-01-01', [{ html: `<p>${mentionSpan('tournament', 'T4', 'Four')}</p>` }]);
      await writeDiaryDay(db, me.id, '2024-05-01', [{ html: `<p>${mentionSpan('tournament', 'T1', 'One')}</p>` }]);

      expect(await json(me, '/api/notebook/earlier-editions?season=2026')).toEqual({ tournamentIds: ['T1', 'T2'] });
      expect(await json(me, '/api/notebook/earlier-editions?season=2027')).toEqual({
        tournamentIds: ['T1', 'T2', 'T3', 'T4'],
      });
      expect(await json(me, '/api/notebook/earlier-editions?season=2025')).toEqual({ tournamentIds: ['T1'] });
    });

    it.each([
      ['/api/notebook/earlier-editions', 'season is required.'],
      ['/api/notebook/earlier-editions?season=soon', 'season must match pattern "^\\d{4}$".'],
    ])('refuses %s with a 400', async (url, error) => {
      const res = await get(await member(), url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });
  });

  it('never shows one member another’s rows, though both wrote the same mentions', async () => {
    const [ada, bob] = [await member(), await member()];
    const player = playerId();
    const db = t.database.db;
    const tabs = (who: string) => [
      {
        title: `${who}'s day`,
        html: `<p>${who} on ${mentionSpan('player', player, 'P')} at ${mentionSpan('tournament', INDIAN_WELLS, 'IW')}</p>`,
      },
    ];
    for (const date of ['2025-03-06', '2026-03-06']) {
      await writeDiaryDay(db, ada.id, date, tabs('Ada'));
      await writeDiaryDay(db, bob.id, date, tabs('Bob'));
    }
    await writePlayerNote(db, {
      userId: ada.id,
      tournamentId: INDIAN_WELLS,
      playerId: player,
      tournamentYear: 2025,
      note: 'Ada note',
    });
    const adasChart = practiceChart([ace], {
      date: '2025-03-08',
      players: [
        { name: 'Ada Pick', playerId: player, hand: null },
        { name: 'Ada Other', playerId: null, hand: null },
      ],
      event: {
        tournamentId: INDIAN_WELLS,
        tournamentYear: 2025,
        tournamentName: 'IW',
        round: 'R1',
        surface: 'Hard',
        matchId: null,
      },
    });
    await saveChart(t, ada.headers, randomUUID(), adasChart);

    const urls = [
      `/api/notebook/players/${player}`,
      `/api/notebook/tournaments/2026/${INDIAN_WELLS}`,
      `/api/notebook/tournaments/2026/${INDIAN_WELLS}/last-year`,
      '/api/notebook/earlier-editions?season=2026',
    ];
    for (const url of urls) {
      const body = expectOk(await get(bob, url)).body;
      expect(body).not.toContain('Ada');
    }
    const bobsDays = await json<NotebookPlayerResponse>(bob, urls[0] ?? '');
    expect(bobsDays.days.map((day) => day.tabTitle)).toEqual(["Bob's day", "Bob's day"]);
    const adasEvent = await json<NotebookTournamentResponse>(ada, urls[1] ?? '');
    expect(adasEvent.days).toEqual([
      { date: '2026-03-06', tabIndex: 0, tabTitle: "Ada's day", excerpt: 'Ada on @P at @IW' },
    ]);
    expect(adasEvent.mentionedPlayerIds).toEqual([player]);
    const bobsLastYear = await json<LastYearResponse>(bob, urls[2] ?? '');
    expect(bobsLastYear.playerNotes).toEqual([]);
    expect(bobsLastYear.charts).toEqual([]);
    const adasLastYear = await json<LastYearResponse>(ada, urls[2] ?? '');
    expect(adasLastYear.charts.map((chart) => chart.players[0].name)).toEqual(['Ada Pick']);
    expect(bobsLastYear.days.map((day) => day.tabTitle)).toEqual(["Bob's day"]);
  });
});
