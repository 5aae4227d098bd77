import { randomUUID } from 'node:crypto';
import { MATCH_FORMATS } from '@baseline/contract/charting';
import { sql, type RawBuilder } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { dataUrl, saveDay, signInSubscriber, solidPng, tab, type Headers } from '../diary/testing/diary.js';
import { eventually } from '../../../test/eventually.js';
import {
  createRegistrationRequest,
  DEFAULT_PASSWORD,
  loginAs,
  signIn,
  type TestUser,
} from '../../../test/factories.js';
import { addDemoPlayers, mentionHtml } from '../mentions/testing/mentions.js';
import { enableTwoFactor } from '../two-factor/testing/two-factor.js';
import type { Database } from '../../db/database.js';

/** How many rows of a table are the member's: every personal table says how its rows lead back to a user. */
type RowsOf = (db: Database, user: TestUser) => Promise<number>;

/** Counts the rows of a table that `condition` picks. */
async function countRows(db: Database, table: string, condition: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}
    where ${condition}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}
const byUserId =
  (table: string, column = 'user_id'): RowsOf =>
  (db, user) =>
    countRows(db, table, sql`${sql.ref(column)} = ${user.id}`);
const byEntry =
  (table: string): RowsOf =>
  (db, user) =>
    countRows(db, table, sql`entry_id in (select id from diary_entries where user_id = ${user.id})`);
const byEmail =
  (table: string, column: string): RowsOf =>
  (db, user) =>
    countRows(db, table, sql`${sql.ref(column)} = ${user.email}`);

/**
 * Every table of the schema, and what deleting an account does to it. A table added without an entry here
 * fails the test: whoever adds it must decide whether it holds a member's rows and check that they go.
 */
const PERSONAL: Record<string, RowsOf> = {
  users: byUserId('users', 'id'),
  registration_requests: byEmail('registration_requests', 'email'),
  password_reset_tokens: byUserId('password_reset_tokens'),
  revoked_tokens: byUserId('revoked_tokens'),
  session_activity: byUserId('session_activity'),
  mail_outbox: byEmail('mail_outbox', 'recipient'),
  // Kept as events, but no row may lead back to the member any more.
  audit_log: (db, user) =>
    countRows(
      db,
      'audit_log',
      sql`actor_id = ${user.id} or target_id = ${user.id} or detail like ${`%${user.username}%`}`,
    ),
  subscriptions: byUserId('subscriptions'),
  test_checkout_sessions: byUserId('test_checkout_sessions'),
  diary_entries: byUserId('diary_entries'),
  diary_notes: byEntry('diary_notes'),
  note_tags: byEntry('note_tags'),
  diary_images: byEntry('diary_images'),
  diary_mentions: byEntry('diary_mentions'),
  player_notes: byUserId('player_notes'),
  player_note_versions: byUserId('player_note_versions'),
  charts: byUserId('charts'),
  player_labels: byUserId('player_labels'),
  player_label_assignments: byUserId('player_label_assignments'),
  note_templates: byUserId('note_templates'),
  two_factor: byUserId('two_factor'),
  two_factor_recovery_codes: byUserId('two_factor_recovery_codes'),
  search_documents: byUserId('search_documents'),
  // Keyed by the search row: the member's, and any left without one (what a missed cascade would leave).
  search_rank_terms: (db, user) =>
    countRows(
      db,
      'search_rank_terms',
      sql`id in (select id from search_documents where user_id = ${user.id}) or id not in (select id from search_documents)`,
    ),
  diary_versions: byUserId('diary_versions'),
  diary_version_tabs: byUserId('diary_version_tabs'),
  history_images: byUserId('history_images'),
};

/** Tables that hold no member's data, and why. */
const NOT_PERSONAL: Record<string, string> = {
  kysely_migration: 'which migrations ran',
  kysely_migration_lock: 'the migrations lock',
  stripe_events: "Stripe event ids already applied: no person's data",
  test_subscriptions:
    "the offline provider's own records, as Stripe keeps its own: cancelled at once, kept by the provider",
  tennis_players: 'the tennis source',
  tennis_player_matches: 'the tennis source',
  tennis_player_draws: 'the tennis source',
  // SQLite's full-text index of search_documents (contentless): its rows go with theirs by trigger, checked below.
  search_fts: "search_documents' index",
  search_fts_data: "search_documents' index",
  search_fts_idx: "search_documents' index",
  search_fts_config: "search_documents' index",
  search_fts_docsize: "search_documents' index",
};

async function tableNames(t: TestApp, dialect: string): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  return (await query.execute(t.database.db)).rows.map((row) => row.name).sort();
}

describe.each(dialects)('deleting an account empties every table of its rows (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock();
    t = await buildTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

  /** A member with at least one row in every personal table, made through the API as the member would. */
  async function memberWithEverything(admin: Headers, name: string) {
    const member = await signInSubscriber(t, { username: name, email: `${name}@example.test` });
    const { headers, user } = member;
    const image = dataUrl('image/png', await solidPng(4, 4));
    const content = `<p>${name} on ${mentionHtml('player', 'S0AG', 'Jannik Sinner')}</p>`;
    const saved = await saveDay(t, headers, {
      date: '2026-11-20',
      notes: [tab({ title: `${name} day`, content, tags: [`${name}tag`], image, acceptedImageTerms: true })],
    });
    expect(saved.statusCode).toBe(200);
    // Saved again: the first version goes to the day's history, its image into the history's images.
    const resaved = await saveDay(t, headers, {
      date: '2026-11-20',
      baseVersion: saved.json<{ version: number }>().version,
      notes: [tab({ title: `${name} day, later`, content, tags: [`${name}tag`], image, acceptedImageTerms: true })],
    });
    expect(resaved.statusCode).toBe(200);
    expect((await post('/api/player-notes/520/S0AG', headers, { note: `${name} note` })).statusCode).toBe(200);
    expect((await post('/api/player-notes/520/S0AG', headers, { note: `${name} note, later` })).statusCode).toBe(200);
    const label = await post('/api/labels', headers, { name: `${name} watch`, colour: 'red' });
    expect(label.statusCode).toBe(201);
    const labelled = await t.app.inject({
      method: 'PUT',
      url: '/api/labels/players/S0AG',
      headers,
      payload: { labelIds: [label.json<{ id: string }>().id] },
    });
    expect(labelled.statusCode).toBe(200);
    const template = await post('/api/templates', headers, { kind: 'note', name: `${name} t`, body: 'Serve:' });
    expect(template.statusCode).toBe(201);
    const chart = await t.app.inject({
      method: 'PUT',
      url: `/api/charts/${randomUUID()}`,
      headers,
      payload: {
        baseVersion: 0,
        chart: {
          date: '2026-11-20',
          players: [
            { name, playerId: 'S0AG', hand: 'right' },
            { name: `${name} partner`, playerId: null, hand: null },
          ],
          firstServer: 0,
          format: MATCH_FORMATS['best-of-3'],
          level: 'quick',
          event: null,
          note: `${name} chart`,
          setNotes: [],
          points: [{ level: 'quick', winner: 0, secondServe: false, ending: 'ace', wing: null, note: name }],
        },
      },
    });
    expect(chart.statusCode).toBe(200);
    // A second session, logged out: a revoked token.
    const other = await loginAs(t, user);
    expect((await post('/api/auth/logout', { authorization: `Bearer ${other}` })).statusCode).toBe(200);
    const { recoveryCodes } = await enableTwoFactor(t, headers, clock.now());
    expect((await post('/api/auth/forgot-password', {}, { email: user.email })).statusCode).toBe(200);
    // The link is made once the answer has gone.
    await eventually(async () => {
      expect(await PERSONAL.password_reset_tokens?.(t.database.db, user)).toBe(1);
    });
    await createRegistrationRequest(t, { username: `${name}again`, email: user.email });
    expect((await post(`/api/admin/members/${user.id}/enable`, admin)).statusCode).toBe(200);
    // A session's use is recorded once a minute at most.
    clock.advance(61_000);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    return { ...member, recoveryCode: recoveryCodes[0] ?? '' };
  }

  async function rowsOf(user: TestUser): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [table, rows] of Object.entries(PERSONAL)) counts[table] = await rows(t.database.db, user);
    return counts;
  }

  it('knows every table of the schema', async () => {
    const known = [...Object.keys(PERSONAL), ...Object.keys(NOT_PERSONAL)];
    const names = await tableNames(t, dialect);
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
  });

  it("removes every row of the member's, and only theirs", async () => {
    const admin = await signIn(t, { isAdmin: true });
    await addDemoPlayers(t, [{ playerId: 'S0AG', firstName: 'Jannik', lastName: 'Sinner' }]);
    const leaver = await memberWithEverything(admin.headers, 'leaver');
    const stayer = await memberWithEverything(admin.headers, 'stayer');

    const before = await rowsOf(leaver.user);
    const stayerBefore = await rowsOf(stayer.user);
    for (const table of Object.keys(PERSONAL)) {
      expect(before[table], `the leaver has no row in ${table}: the test proves nothing for it`).toBeGreaterThan(0);
      expect(stayerBefore[table], `the stayer has no row in ${table}`).toBeGreaterThan(0);
    }

    const res = await post('/api/account/delete', leaver.headers, {
      password: DEFAULT_PASSWORD,
      code: leaver.recoveryCode,
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Your account has been deleted.' }]);

    const after = await rowsOf(leaver.user);
    expect(after).toEqual(Object.fromEntries(Object.keys(PERSONAL).map((table) => [table, 0])));
    const stayerAfter = await rowsOf(stayer.user);
    // The stayer lost nothing (the one new row: the deletion's own audit row names no one).
    expect(stayerAfter).toEqual(stayerBefore);
    if (dialect === 'sqlite') {
      const indexed = await sql<{ count: number }>`select count(*) as count from search_fts`.execute(t.database.db);
      const documents = await t.database.db
        .selectFrom('searchDocuments')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(indexed.rows[0]?.count)).toBe(Number(documents.count));
    }
  });
});
