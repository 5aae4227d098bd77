import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/src/db/database.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import type { DiaryEntriesTable, DiaryNotesTable, NoteTagsTable } from '../../server/src/db/tables.js';
import { applySubscriptionSnapshot, linkCustomer } from '../../server/src/features/billing/billing.repo.js';
import { benchSaver } from './save-day.js';
import { tabDocument, type SearchDocument } from '../../server/src/features/search/search-documents.js';
import { insertSearchDocuments } from '../../server/src/features/search/search-documents.repo.js';
import { insertUser } from '../../server/src/features/users/users.repo.js';
import { hashPassword } from '../../server/src/features/auth/passwords.js';

export const PASSWORD = 'bench password that is long enough';
const YEAR_MS = 365 * 86_400_000;

/** The database a server started with `env` will use, migrated, opened from this process to seed it. */
export async function openSeeded(env: Record<string, string>): Promise<DatabaseHandle> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const handle = openDatabase(config.database);
  await migrateToLatest(handle);
  return handle;
}

/** A member with a paid subscription, written the way billing records one. */
export async function createSubscriber(db: Database, username: string): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await insertUser(db, {
    id,
    username,
    email: `${username}@bench.test`,
    passwordHash: await hashPassword(PASSWORD),
    isAdmin: false,
    mustChangePassword: false,
    createdAt: now,
  });
  const customerId = await linkCustomer(db, id, `cus_${id}`, now);
  await applySubscriptionSnapshot(
    db,
    {
      id: `sub_${id}`,
      customerId,
      status: 'active',
      priceId: 'price_bench',
      currentPeriodEnd: now + YEAR_MS,
      cancelAtPeriodEnd: false,
      createdAt: now,
      readAt: now,
    },
    now,
  );
  return id;
}

/** An administrator, as the seeded admin of `npm start` is once its password is changed. */
export async function createAdmin(db: Database, username: string): Promise<void> {
  await insertUser(db, {
    id: randomUUID(),
    username,
    email: `${username}@bench.test`,
    passwordHash: await hashPassword(PASSWORD),
    isAdmin: true,
    mustChangePassword: false,
    createdAt: Date.now(),
  });
}

/** About 2 KB of the HTML the editor produces: paragraphs, a list, some emphasis. */
export function noteHtml(seed: number): string {
  const paragraph = (n: number) =>
    `<p>Set ${n}: first serve percentage held at ${60 + (n % 20)}% with <strong>deep returns</strong> on the ` +
    `backhand side; the <em>second serve</em> kick stayed high to the ad court and drew short replies.</p>`;
  const list = '<ul><li><p>Serve +1 forehand to the open court</p></li><li><p>Slice approach, cover line</p></li></ul>';
  return [1, 2, 3, 4, 5, 6, 7].map((n) => paragraph(seed + n)).join('') + list + paragraph(seed);
}

/** A typical day: three tabs of about 2 KB of HTML, each with a few tags. */
export function typicalDay(date: string) {
  return {
    date,
    overwrite: true,
    notes: ['Practice', 'Match notes', 'Scouting'].map((title, index) => ({
      title,
      content: noteHtml(index),
      tags: ['serve', index === 1 ? 'match' : 'practice', 'clay'],
    })),
  };
}

export async function seedTypicalDay(db: Database, userId: string, date: string): Promise<void> {
  await benchSaver(db)(userId, typicalDay(date));
}

export const SEARCH_TAG = 'wimbledon';
/** The searched tag is on these many days however large the diary grows, so only the index can keep pace. */
const TAGGED_DAYS_PER_YEAR = 14;

/** The searched tag's days: two weeks of each of the last ten summers, however many years the diary spans. */
export function isTaggedDay(day: number, days: number): boolean {
  return day >= days - 3650 && day % 365 >= 180 && day % 365 < 180 + TAGGED_DAYS_PER_YEAR;
}

/**
 * `years` of daily entries with three tabs each, written in bulk with their search index rows (the save path
 * would take minutes for the 10x diary). The last ten years carry SEARCH_TAG on two weeks of each summer.
 */
export async function seedYears(db: Database, userId: string, years: number): Promise<void> {
  await seedDays(db, userId, years, (day, days) =>
    [0, 1, 2].map((position) => ({
      title: `Tab ${position + 1}`,
      content: `<p>Day ${day}</p>`,
      text: `Day ${day}`,
      tags: ['practice', `block-${day % 52}`, ...(isTaggedDay(day, days) && position === 0 ? [SEARCH_TAG] : [])],
    })),
  );
}

/** A tab as the bulk writer takes it: its plain text too, as the save reads it, for the index. */
export interface SeededTab {
  title: string;
  content: string;
  text: string;
  tags: string[];
}

/**
 * `years` of days up to 2025-12-31, each day's tabs (`tabsOf(day, days)`) written in bulk, in one transaction,
 * with their tags and their search rows as the save writes them.
 */
export async function seedDays(
  db: Database,
  userId: string,
  years: number,
  tabsOf: (day: number, days: number) => SeededTab[],
): Promise<void> {
  await seedDayCount(db, userId, years * 365, tabsOf);
}

/** `days` days up to 2025-12-31, written as seedDays writes them. */
export async function seedDayCount(
  db: Database,
  userId: string,
  days: number,
  tabsOf: (day: number, days: number) => SeededTab[],
): Promise<void> {
  const start = Date.UTC(2026, 0, 1) - days * 86_400_000;
  const batch = {
    entries: [] as DiaryEntriesTable[],
    notes: [] as DiaryNotesTable[],
    tags: [] as NoteTagsTable[],
    documents: [] as SearchDocument[],
  };
  const inChunks = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
    for (let at = 0; at < rows.length; at += 100) await write(rows.slice(at, at + 100));
  };
  const flush = async (trx: Database) => {
    await inChunks(batch.entries, (chunk) => trx.insertInto('diaryEntries').values(chunk).execute());
    await inChunks(batch.notes, (chunk) => trx.insertInto('diaryNotes').values(chunk).execute());
    await inChunks(batch.tags, (chunk) => trx.insertInto('noteTags').values(chunk).execute());
    await inChunks(batch.documents, (chunk) => insertSearchDocuments(trx, chunk));
    Object.assign(batch, { entries: [], notes: [], tags: [], documents: [] });
  };
  await db.transaction().execute(async (trx) => {
    for (let day = 0; day < days; day += 1) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const entryId = randomUUID();
      batch.entries.push({ id: entryId, userId, date, version: 1, createdAt: start, updatedAt: start });
      tabsOf(day, days).forEach(({ title, content, text, tags }, position) => {
        const noteId = randomUUID();
        batch.notes.push({ id: noteId, entryId, position, title, content });
        tags.forEach((tag, index) =>
          batch.tags.push({ noteId, entryId, userId, position: index, tag, tagKey: tag.toLowerCase() }),
        );
        batch.documents.push(tabDocument({ userId, entryId, noteId, date, position, title, tags, text, mentions: [] }));
      });
      if (batch.entries.length === 100) await flush(trx);
    }
    await flush(trx);
  });
}
