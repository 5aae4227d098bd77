import type {
  ChartsResponse,
  DiaryDayResponse,
  DiaryListResponse,
  MeResponse,
  PlayerDossierResponse,
  ScoutingResponse,
  SearchResponse,
  StoredChart,
  TagSearchResponse,
} from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { demoTennisAt, mentionProblems } from './testing/demo-notebook.js';
import { authHeader, loginAs } from '../../../test/factories.js';
import { unsafeMarkup } from '../diary/testing/html-allowlist.js';
import { DEMO_USERNAME, ensureDemoAccount } from './demo-seed.js';
import { DEMO_NOTE_TEMPLATE } from './demo-notebook.repo.js';
import { demoStory } from './demo-story.js';
import { demoCharts } from './demo-charts.js';
import { createDiaryWriter, createNoteWriter } from '../../writers.js';
import { createChartsService } from '../charts/charts.service.js';
import { createChartsWriter } from '../../writers.js';

const PASSWORD = 'a demo for the tour';
/** A fixed clock: the Davis Cup Finals under way, the ATP Finals just over, their 2025 editions a year back. */
const NOW = Date.parse('2026-11-26T10:00:00Z');

describe('demo configuration', () => {
  it('is off unless SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x' }).demo).toEqual({ enabled: false, password: undefined });
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x', SEED_DEMO: '1', DEMO_PASSWORD: PASSWORD }).demo).toEqual({
      enabled: true,
      password: PASSWORD,
    });
  });

  it.each([
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO="yes" is not allowed: use 0 or 1 (default: 0).'],
    [
      { DEMO_PASSWORD: 'short' },
      'DEMO_PASSWORD (set, value hidden) is not allowed: use 8 to 128 characters (default: generated and printed once).',
    ],
  ])('names the variable at fault in %j', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x', ...env })).toThrow(new ConfigError(message));
  });
});

describe.each(dialects)('demo account (%s)', (dialect) => {
  let t: TestApp;
  let printed: string[];
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    printed = [];
  });
  afterEach(async () => {
    await t.close();
  });

  const seed = (password: string | undefined) =>
    ensureDemoAccount({
      db: t.database.db,
      writer: createDiaryWriter(t.database.db),
      noteWriter: createNoteWriter(),
      charts: createChartsService({ db: t.database.db, now: () => NOW, writer: createChartsWriter() }),
      demo: { enabled: true, password },
      now: () => NOW,
      print: (text) => printed.push(text),
    });
  const demoUserId = async () =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', DEMO_USERNAME)
        .executeTakeFirstOrThrow()
    ).id;
  const get = async <T>(headers: Record<string, string>, url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  it('makes a subscribed demo user with months of safe, varied diary, once', async () => {
    await seed(PASSWORD);
    expect(printed.join('')).toContain('username: demo   password: DEMO_PASSWORD');
    const headers = authHeader(await loginAs(t, { username: DEMO_USERNAME, password: PASSWORD }));
    expect((await get<MeResponse>(headers, '/api/auth/me')).subscribed).toBe(true);

    const { entries } = await get<DiaryListResponse>(headers, '/api/diary/list');
    expect(entries.length).toBeGreaterThan(30);
    const first = Date.parse(entries[0]?.date ?? '');
    const last = Date.parse(entries.at(-1)?.date ?? '');
    expect(last - first).toBeGreaterThan(90 * 86_400_000);

    const days = await Promise.all(
      entries.map(({ date }) => get<DiaryDayResponse>(headers, `/api/diary?date=${date}`)),
    );
    const tabs = days.flatMap((day) => day.notes);
    expect(Math.max(...days.map((day) => day.notes.length))).toBeGreaterThanOrEqual(3);
    expect(tabs.some((note) => note.image?.startsWith('data:image/png;base64,'))).toBe(true);
    for (const note of tabs) expect(unsafeMarkup(note.content)).toEqual([]);
    for (const tag of ['scouting', 'training', 'match', 'hard', 'clay', 'grass']) {
      expect((await get<TagSearchResponse>(headers, `/api/diary/search?tag=${tag}`)).length).toBeGreaterThan(0);
    }
    // The search help's own example finds the demo's clay days, even in a hard-court November.
    const clay = await get<SearchResponse>(headers, '/api/search?q=tag%3Aclay');
    expect(clay.total).toBeGreaterThan(0);

    await seed(PASSWORD);
    expect(printed).toHaveLength(1);
    expect((await get<DiaryListResponse>(headers, '/api/diary/list')).entries).toHaveLength(entries.length);
  });

  it('saves the story of its clock: days that mention the demo season, notes, labels and a template', async () => {
    await seed(PASSWORD);
    const story = demoStory(NOW);
    const headers = authHeader(await loginAs(t, { username: DEMO_USERNAME, password: PASSWORD }));
    const { entries } = await get<DiaryListResponse>(headers, '/api/diary/list');
    expect(entries.map((entry) => entry.date)).toEqual(story.days.map((day) => day.date));

    // What was saved mentions only the demo season's tournaments and the players of their draws: checked on
    // the stored days (once the sanitiser keeps mentions) and on what the seed sent.
    const tennis = demoTennisAt(NOW);
    for (const day of story.days) {
      const stored = await get<DiaryDayResponse>(headers, `/api/diary?date=${day.date}`);
      expect(stored.notes.map((note) => note.title)).toEqual(day.notes.map((note) => note.title));
      for (const [at, note] of stored.notes.entries()) {
        expect(await mentionProblems(tennis, day.date, note.content)).toEqual([]);
        expect(await mentionProblems(tennis, day.date, day.notes[at]?.content ?? '')).toEqual([]);
      }
    }

    const userId = await demoUserId();
    const notes = await t.database.db
      .selectFrom('playerNotes')
      .select(['tournamentId', 'tournamentYear', 'playerId', 'note'])
      .where('userId', '=', userId)
      .execute();
    const byKey = (a: { tournamentId: string; playerId: string }, b: typeof a) =>
      `${a.tournamentId}:${a.playerId}`.localeCompare(`${b.tournamentId}:${b.playerId}`);
    expect(notes.toSorted(byKey)).toEqual(
      story.playerNotes
        .map(({ day: _day, playerName: _player, tournamentName: _tournament, ...note }) => note)
        .toSorted(byKey),
    );
    // Last year's edition of a tournament playing now, as the dossier shows it.
    const [atFinals, davisCup] = story.featured;
    expect([atFinals?.TournamentId, davisCup?.TournamentId]).toEqual(['605', '8099']);
    const lastYear = notes.find((note) => note.tournamentId === '605' && note.tournamentYear === 2025);
    expect(lastYear).toBeDefined();
    const dossier = await get<PlayerDossierResponse>(headers, `/api/player-notes/player/${lastYear?.playerId}`);
    expect(dossier.notes).toContainEqual(
      expect.objectContaining({ tournamentId: '605', tournamentYear: 2025, tournamentTitle: 'Nitto ATP Finals' }),
    );
    // Indexed with the player's name, though the players table does not know the demo's players yet.
    const taken = story.playerNotes.find((note) => note.tournamentId === '605' && note.playerId === lastYear?.playerId);
    expect(taken?.playerName).toMatch(/\S+ \S+/);
    const found = await get<SearchResponse>(
      headers,
      `/api/search?q=${encodeURIComponent(`player:"${taken?.playerName ?? ''}" in:players event:nitto`)}`,
    );
    expect(found.results).toEqual([
      expect.objectContaining({
        kind: 'player',
        playerId: lastYear?.playerId,
        playerName: taken?.playerName,
        tournamentName: 'Nitto ATP Finals',
        year: 2025,
      }),
    ]);

    const labels = await t.database.db
      .selectFrom('playerLabels')
      .select(['id', 'name', 'nameKey', 'colour'])
      .where('userId', '=', userId)
      .orderBy('name')
      .execute();
    expect(labels.map(({ name, nameKey, colour }) => ({ name, nameKey, colour }))).toEqual([
      { name: 'Big server', nameKey: 'big server', colour: 'blue' },
      { name: 'Fade on clay', nameKey: 'fade on clay', colour: 'orange' },
      { name: 'Injury watch', nameKey: 'injury watch', colour: 'red' },
    ]);
    const assigned = await t.database.db
      .selectFrom('playerLabelAssignments')
      .select(['labelId', 'playerId'])
      .where('userId', '=', userId)
      .execute();
    const drawn = [...(await tennis.playersOf(2026, '605')).keys(), ...(await tennis.playersOf(2026, '8099')).keys()];
    for (const label of labels) {
      const players = assigned.filter((row) => row.labelId === label.id).map((row) => row.playerId);
      expect(players.toSorted()).toEqual(story.labels.find((l) => l.name === label.name)?.playerIds.toSorted());
      for (const player of players) expect(drawn).toContain(player);
    }

    const templates = await t.database.db
      .selectFrom('noteTemplates')
      .select(['kind', 'name', 'body'])
      .where('userId', '=', userId)
      .execute();
    expect(templates).toEqual([{ kind: 'note', ...DEMO_NOTE_TEMPLATE }]);
  });

  it('charts a few matches of its draws, the same for the same clock, each with its report and a scouting page', async () => {
    await seed(PASSWORD);
    const story = demoStory(NOW);
    const expected = demoCharts(NOW, story.featured);
    expect(demoCharts(NOW, story.featured)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(expected.length).toBeLessThanOrEqual(5);
    expect(expected.filter(({ chart }) => chart.level === 'full').length).toBeGreaterThanOrEqual(2);
    expect(expected.filter(({ chart }) => chart.level === 'quick')).toHaveLength(1);

    const headers = authHeader(await loginAs(t, { username: DEMO_USERNAME, password: PASSWORD }));
    const { charts } = await get<ChartsResponse>(headers, '/api/charts');
    expect(charts.map((chart) => chart.id).toSorted()).toEqual(expected.map(({ id }) => id).toSorted());
    for (const { id, chart } of expected) {
      const stored = await get<StoredChart>(headers, `/api/charts/${id}`);
      expect(stored.points).toEqual(chart.points);
      // The draw's winner is the chart's first player, and the match is over.
      expect(stored.winner).toBe(0);
      expect(stored.event?.tournamentName).toBe(chart.event?.tournamentName);
    }
    const full = expected.find(({ chart }) => chart.level === 'full')?.chart.points ?? [];
    const codes = full.map((point) => (point.level === 'full' ? `${point.first} ${point.second}` : ''));
    // Serve directions, second serves, rallies ending in winners and in both kinds of error.
    for (const pattern of [/^[456]/, /^[456][nwdx] /, /\*$/, /[nwd]#/, /[nwd]@/])
      expect(
        codes.some((code) => pattern.test(code)),
        String(pattern),
      ).toBe(true);

    const followed = expected[0]?.chart.players[0].playerId ?? '';
    const scouting = await get<ScoutingResponse>(headers, `/api/charts/scouting/${followed}`);
    expect(scouting.matches).toBeGreaterThanOrEqual(2);
    expect(scouting.fullPoints).toBeGreaterThan(100);
    expect(scouting.report.serve.points.points).toBeGreaterThan(50);
  });

  it('seeds once when two instances start together', async () => {
    await Promise.all([seed(PASSWORD), seed(PASSWORD)]);
    expect(printed).toHaveLength(1);
    const userId = await demoUserId();
    const count = async (table: 'playerLabels' | 'noteTemplates' | 'playerNotes') =>
      (await t.database.db.selectFrom(table).select('userId').where('userId', '=', userId).execute()).length;
    expect(await count('playerLabels')).toBe(3);
    expect(await count('noteTemplates')).toBe(1);
    expect(await count('playerNotes')).toBe(demoStory(NOW).playerNotes.length);
  });

  it("follows TENNIS_DEMO_TODAY's day, not the clock's, when the demo season is fixed to one", async () => {
    await ensureDemoAccount({
      db: t.database.db,
      writer: createDiaryWriter(t.database.db),
      noteWriter: createNoteWriter(),
      charts: createChartsService({ db: t.database.db, now: () => NOW, writer: createChartsWriter() }),
      demo: { enabled: true, password: PASSWORD },
      now: () => NOW,
      print: (text) => printed.push(text),
      storyDay: '2027-03-12',
    });
    const dates = (
      await t.database.db
        .selectFrom('diaryEntries')
        .select('date')
        .where('userId', '=', await demoUserId())
        .orderBy('date', 'desc')
        .execute()
    ).map(({ date }) => date);
    const story = demoStory(Date.parse('2027-03-12T12:00:00Z'));
    expect(dates).toEqual(
      story.days
        .map(({ date }) => date)
        .sort()
        .reverse(),
    );
    expect(dates[0]?.startsWith('2027-03')).toBe(true);
  });

  it('prints a generated password once when DEMO_PASSWORD is not set', async () => {
    await seed(undefined);
    const password = /password: (\S+) {3}\(shown once\)/.exec(printed.join(''))?.[1];
    expect(password).toBeDefined();
    await loginAs(t, { username: DEMO_USERNAME, password: password ?? '' });
  });

  it('refuses a DEMO_PASSWORD the password policy refuses', async () => {
    await expect(seed('password1')).rejects.toThrow(ConfigError);
  });
});
