import type { MentionKind } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { DiaryMentionsTable } from '../../db/tables.js';

/** Rows per insert: far below both databases' limits on bound values (6 columns a row). */
const ROWS_PER_INSERT = 500;

/**
 * A day's mentions, written in its save's transaction. The day's old rows went with its old notes (the
 * foreign key cascades), so these are the whole index of the day.
 */
export async function insertMentions(trx: Database, rows: DiaryMentionsTable[]): Promise<void> {
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await trx
      .insertInto('diaryMentions')
      .values(rows.slice(at, at + ROWS_PER_INSERT))
      .execute();
  }
}

/**
 * How often the member's diary mentions each of these players (or tournaments), by id: one seek of the
 * backlinks index (user, kind, target) per id.
 */
export async function timesMentioned(
  db: Database,
  userId: string,
  kind: MentionKind,
  targetIds: string[],
): Promise<Map<string, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('diaryMentions')
    .select(['targetId', (eb) => eb.fn.countAll<number | string>().as('times')])
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('targetId', 'in', targetIds)
    .groupBy('targetId')
    .execute();
  // PostgreSQL counts in bigint, which its driver hands over as a string.
  return new Map(rows.map((row) => [row.targetId, Number(row.times)]));
}

/** The member's tabs that mention this target, with their HTML and day: what unlinking it rewrites. */
export async function tabsMentioningTarget(db: Database, userId: string, kind: MentionKind, targetId: string) {
  return db
    .selectFrom('diaryMentions as m')
    .innerJoin('diaryNotes as n', 'n.id', 'm.noteId')
    .select(['n.id as noteId', 'n.entryId', 'n.content'])
    .where('m.userId', '=', userId)
    .where('m.kind', '=', kind)
    .where('m.targetId', '=', targetId)
    .execute();
}

/**
 * The target's mentions turned into their text in these tabs, its index rows gone, and each day's version
 * raised: a cached answer of the day is no longer served and an editor holding the old HTML meets a conflict.
 */
export async function unlinkTarget(
  trx: Database,
  userId: string,
  target: { kind: MentionKind; id: string },
  tabs: readonly { noteId: string; entryId: string; content: string }[],
): Promise<void> {
  for (const tab of tabs) {
    await trx.updateTable('diaryNotes').set({ content: tab.content }).where('id', '=', tab.noteId).execute();
  }
  await trx
    .deleteFrom('diaryMentions')
    .where('userId', '=', userId)
    .where('kind', '=', target.kind)
    .where('targetId', '=', target.id)
    .execute();
  const entryIds = [...new Set(tabs.map((tab) => tab.entryId))];
  if (entryIds.length === 0) return;
  await trx
    .updateTable('diaryEntries')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('userId', '=', userId)
    .where('id', 'in', entryIds)
    .execute();
}
