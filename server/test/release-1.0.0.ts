import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DialectName } from '../src/db/database.js';
import { sha256Hex } from '../src/features/diary/diary-image.js';
import { insertUser } from '../src/features/users/users.repo.js';
import { hashPassword } from '../src/features/auth/passwords.js';
import { createTestDatabase, type TestDatabase } from './build-app.js';
import { solidPng } from '../src/features/diary/testing/diary.js';
import { DEFAULT_PASSWORD } from './factories.js';

/**
 * The last migration of release 1.0.0, the release before "Unreleased" in CHANGELOG.md (tagged by the commit
 * that wrote its heading; `git show c27b00c:server/src/db/migrate.ts` lists its migrations).
 */
export const RELEASE_1_0_0_SCHEMA = '2026-11-26-02-mail-html';

const CREATED = Date.parse('2026-11-20T09:00:00Z');
const PAID_UNTIL = Date.parse('2099-01-01T00:00:00Z');

/** What the member of a 1.0.0 database wrote, for the test to read back through today's app. */
export interface Release100Member {
  id: string;
  username: string;
  password: string;
  image: Buffer;
}

/**
 * A database at 1.0.0's schema holding what 1.0.0 wrote for a subscribed member: two days with tabs, tags
 * and an image, and two player notes. The rows are written as 1.0.0's code wrote them (its tables, its
 * columns), not through today's services, which write today's tables too.
 */
export async function release100Database(
  dialect: DialectName,
): Promise<{ database: TestDatabase; member: Release100Member }> {
  const database = await createTestDatabase(dialect, {}, { migratedUpTo: RELEASE_1_0_0_SCHEMA });
  const { db } = database.database;
  const member: Release100Member = {
    id: randomUUID(),
    username: 'Veteran',
    password: DEFAULT_PASSWORD,
    image: await solidPng(3, 2),
  };
  await insertUser(db, {
    id: member.id,
    username: member.username,
    email: 'veteran@example.test',
    passwordHash: await hashPassword(member.password),
    isAdmin: false,
    mustChangePassword: false,
    createdAt: CREATED,
  });
  await db
    .insertInto('subscriptions')
    .values({
      userId: member.id,
      stripeCustomerId: 'cus_release100',
      stripeSubscriptionId: 'sub_release100',
      status: 'active',
      priceId: 'price_release100',
      currentPeriodEnd: PAID_UNTIL,
      cancelAtPeriodEnd: 0,
      subscriptionCreatedAt: CREATED,
      syncedAt: CREATED,
      updatedAt: CREATED,
    })
    .execute();

  const firstDay = await insertDay(database, member.id, '2026-05-01', [
    {
      title: 'Second serves',
      content: '<p>Kick serve <strong>wide</strong> on the ad side</p>',
      tags: ['Clay', 'Kick serve'],
    },
    { title: 'Rain', content: '<p>Rain delay, stretched indoors</p>', tags: [] },
  ]);
  await db
    .insertInto('diaryImages')
    .values({
      id: randomUUID(),
      userId: member.id,
      entryId: firstDay.entryId,
      noteId: firstDay.noteIds[0] ?? null,
      mime: 'image/png',
      bytes: member.image,
      width: 3,
      height: 2,
      sha256: sha256Hex(member.image),
      sourceSha256: sha256Hex(member.image),
      termsAcceptedAt: CREATED,
      createdAt: CREATED,
    })
    .execute();
  await insertDay(database, member.id, '2026-05-02', [
    { title: 'Footwork', content: '<p>Sliding on clay</p>', tags: ['Clay'] },
  ]);
  // Roland Garros 2025, and the Australian Open before notes named their edition.
  for (const [tournamentId, tournamentYear, note] of [
    ['520', 2025, 'Returns deep, attacks the backhand'],
    ['580', null, 'Likes a high ball'],
  ] as const) {
    await sql`insert into player_notes (user_id, tournament_id, player_id, tournament_year, note, created_at, updated_at)
      values (${member.id}, ${tournamentId}, 'ZS01', ${tournamentYear}, ${note}, ${CREATED}, ${CREATED})`.execute(db);
  }
  return { database, member };
}

interface ReleaseTab {
  title: string;
  content: string;
  tags: string[];
}

/** A day as 1.0.0's save wrote it: the entry at version 1, its tabs, and a tag row per tag. */
async function insertDay(database: TestDatabase, userId: string, date: string, tabs: ReleaseTab[]) {
  const { db } = database.database;
  const entryId = randomUUID();
  await db
    .insertInto('diaryEntries')
    .values({ id: entryId, userId, date, version: 1, createdAt: CREATED, updatedAt: CREATED })
    .execute();
  const noteIds: string[] = [];
  for (const [position, tab] of tabs.entries()) {
    const noteId = randomUUID();
    noteIds.push(noteId);
    await db
      .insertInto('diaryNotes')
      .values({ id: noteId, entryId, position, title: tab.title, content: tab.content })
      .execute();
    for (const [tagPosition, tag] of tab.tags.entries()) {
      await db
        .insertInto('noteTags')
        .values({ noteId, entryId, userId, position: tagPosition, tag, tagKey: tag.toLowerCase() })
        .execute();
    }
  }
  return { entryId, noteIds };
}
