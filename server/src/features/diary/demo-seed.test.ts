import type { DiaryDayResponse, DiaryListResponse, MeResponse, TagSearchResponse } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { authHeader, loginAs } from '../../../test/factories.js';
import { unsafeMarkup } from '../../../test/html-allowlist.js';
import { DEMO_USERNAME, ensureDemoAccount } from './demo-seed.js';

const PASSWORD = 'a demo for the tour';

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
      demo: { enabled: true, password },
      now: Date.now,
      print: (text) => printed.push(text),
    });
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
    for (const tag of ['scouting', 'training', 'Sinner', 'Alcaraz']) {
      expect((await get<TagSearchResponse>(headers, `/api/diary/search?tag=${tag}`)).length).toBeGreaterThan(0);
    }

    await seed(PASSWORD);
    expect(printed).toHaveLength(1);
    expect((await get<DiaryListResponse>(headers, '/api/diary/list')).entries).toHaveLength(entries.length);
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
