import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startAppOn } from '../../../test/app-at-start.js';
import { subscribeWithTestCheckout } from '../../features/billing/testing/billing.js';
import { createTestDatabase, dialects, type TestApp, type TestDatabase } from '../../../test/build-app.js';
import { authHeader, DEFAULT_PASSWORD, loginAs } from '../../../test/factories.js';
import { backfillSearchIndex } from '../../search-backfill.js';
import { createDemoData } from '../../features/tennis/demo/demo-data.js';
import { insertUser } from '../../features/users/users.repo.js';
import { hashPassword } from '../../features/auth/passwords.js';

const INDIAN_WELLS = '404';
const AUSTRALIAN_OPEN = '580';

describe.each(dialects)('migration 2026-12-01-01-player-note-editions (%s)', (dialect) => {
  let older: TestDatabase;
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    await older.close();
  });

  it('puts each note on its edition, the year it was saved in when it had none, and a new edition no longer replaces it', async () => {
    older = await createTestDatabase(dialect, {}, { migratedUpTo: '2026-11-30-01-search-bounded' });
    const { db } = older.database;
    const userId = randomUUID();
    await insertUser(db, {
      id: userId,
      username: 'Returning',
      email: 'returning@example.test',
      passwordHash: await hashPassword(DEFAULT_PASSWORD),
      isAdmin: false,
      mustChangePassword: false,
      createdAt: 0,
    });
    const notes = [
      ['ZS01', INDIAN_WELLS, 2024, 'Given its year', '2025-03-12T20:00:00Z'],
      ['ZS02', INDIAN_WELLS, null, 'No year, saved during the 2025 edition', '2025-03-12T20:00:00Z'],
      ['ZS02', AUSTRALIAN_OPEN, null, 'No year, saved in 2026', '2026-01-20T08:00:00Z'],
    ] as const;
    for (const [playerId, tournamentId, year, note, savedAt] of notes) {
      const at = Date.parse(savedAt);
      await sql`insert into player_notes (user_id, tournament_id, player_id, tournament_year, note, created_at, updated_at)
        values (${userId}, ${tournamentId}, ${playerId}, ${year}, ${note}, ${at}, ${at})`.execute(db);
    }
    // Indexed for search as the schema of then had them (a note without a year, a search row without one).
    const tournaments = createDemoData(() => Date.parse('2026-11-20T09:00:00Z'));
    await backfillSearchIndex({ db, tournaments, warn: () => undefined });

    await older.migrateRest();

    const stored = await db
      .selectFrom('playerNotes')
      .select(['playerId', 'tournamentId', 'tournamentYear', 'note'])
      .orderBy('note')
      .execute();
    expect(stored).toEqual([
      { playerId: 'ZS01', tournamentId: INDIAN_WELLS, tournamentYear: 2024, note: 'Given its year' },
      { playerId: 'ZS02', tournamentId: INDIAN_WELLS, tournamentYear: 2025, note: notes[1][3] },
      { playerId: 'ZS02', tournamentId: AUSTRALIAN_OPEN, tournamentYear: 2026, note: notes[2][3] },
    ]);
    const searchRows = await db
      .selectFrom('searchDocuments')
      .select(['playerId', 'tournamentId', 'year'])
      .where('kind', '=', 'player')
      .orderBy('year')
      .execute();
    expect(searchRows).toEqual([
      { playerId: 'ZS01', tournamentId: INDIAN_WELLS, year: 2024 },
      { playerId: 'ZS02', tournamentId: INDIAN_WELLS, year: 2025 },
      { playerId: 'ZS02', tournamentId: AUSTRALIAN_OPEN, year: 2026 },
    ]);

    app = await startAppOn(older.config, older.database);
    const headers = authHeader(await loginAs(app, { username: 'Returning', password: DEFAULT_PASSWORD }));
    await subscribeWithTestCheckout(app, headers);
    const started = app;
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      started.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    const written = await inject('POST', `/api/player-notes/${INDIAN_WELLS}/ZS02?year=2026`, { note: 'This year' });
    expect(written.statusCode).toBe(200);
    expect((await inject('GET', `/api/player-notes/${INDIAN_WELLS}/ZS02?year=2025`)).json()).toEqual({
      note: notes[1][3],
    });
    const lastYear = await inject('GET', `/api/notebook/tournaments/2026/${INDIAN_WELLS}/last-year`);
    expect(lastYear.json()).toMatchObject({
      playerNotes: [{ playerId: 'ZS02', tournamentYear: 2025, note: notes[1][3] }],
    });
    const found = await inject('GET', '/api/search?q=saved%20during');
    expect(found.json()).toMatchObject({
      total: 1,
      results: [{ kind: 'player', playerId: 'ZS02', tournamentId: INDIAN_WELLS, year: 2025 }],
    });

    // The rebuilt tables keep their links: deleting a note takes its search row with it.
    expect((await inject('POST', `/api/player-notes/${INDIAN_WELLS}/ZS02?year=2025`, { note: '' })).statusCode).toBe(
      200,
    );
    expect((await inject('GET', '/api/search?q=saved%20during')).json()).toMatchObject({ total: 0 });
  });
});
