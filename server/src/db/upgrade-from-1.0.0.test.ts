import type { DiaryDayResponse, SearchResponse } from '@baseline/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startAppOn } from '../../test/app-at-start.js';
import { dialects, type TestApp, type TestDatabase } from '../../test/build-app.js';
import { dataUrl } from '../features/diary/testing/diary.js';
import { authHeader, loginAs } from '../../test/factories.js';
import { release100Database } from '../../test/release-1.0.0.js';
import { pendingMigrations } from './migrate.js';

describe.each(dialects)('upgrading a database of release 1.0.0 (%s)', (dialect) => {
  let database: TestDatabase;
  let app: TestApp;
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it('migrates it at start, and the member reads, searches and finds their notes as they left them', async () => {
    const fixture = await release100Database(dialect);
    database = fixture.database;
    const { member } = fixture;
    expect(await pendingMigrations(database.database.db)).toEqual([
      '2026-11-26-03-tennis-players',
      '2026-11-27-01-notebook',
      '2026-11-28-01-search',
      '2026-11-29-01-history',
      '2026-11-30-01-search-bounded',
      '2026-12-01-01-player-note-editions',
      '2026-12-01-02-player-seeds',
      '2026-12-01-03-player-note-history',
      '2026-12-02-01-charts',
      '2026-12-02-02-search-charts',
    ]);

    app = await startAppOn(database.config, database.database);
    expect(await pendingMigrations(database.database.db)).toEqual([]);
    const headers = authHeader(await loginAs(app, member));

    const day = await app.app.inject({ method: 'GET', url: '/api/diary?date=2026-05-01', headers });
    expect(day.statusCode).toBe(200);
    expect(day.json<DiaryDayResponse>()).toEqual({
      date: '2026-05-01',
      version: 1,
      notes: [
        {
          title: 'Second serves',
          content: '<p>Kick serve <strong>wide</strong> on the ad side</p>',
          tags: ['Clay', 'Kick serve'],
          image: dataUrl('image/png', member.image),
        },
        { title: 'Rain', content: '<p>Rain delay, stretched indoors</p>', tags: [], image: null },
      ],
    });

    const clay = await app.app.inject({ method: 'GET', url: '/api/search?q=tag:clay&sort=newest', headers });
    expect(clay.statusCode).toBe(200);
    expect(clay.json<SearchResponse>().results.map((result) => result.kind === 'diary' && result.date)).toEqual([
      '2026-05-02',
      '2026-05-01',
    ]);
    const backhand = await app.app.inject({ method: 'GET', url: '/api/search?q=backhand', headers });
    expect(backhand.json<SearchResponse>()).toMatchObject({
      total: 1,
      results: [{ kind: 'player', playerId: 'ZS01', tournamentId: '520', year: 2025 }],
    });
    const dossier = await app.app.inject({ method: 'GET', url: '/api/player-notes/player/ZS01', headers });
    expect(dossier.statusCode).toBe(200);
    expect(
      dossier
        .json<{ notes: { note: string }[] }>()
        .notes.map((note) => note.note)
        .sort(),
    ).toEqual(['Likes a high ball', 'Returns deep, attacks the backhand']);
  });
});
