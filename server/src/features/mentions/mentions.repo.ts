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

/** The dates of the member's days whose tabs mention the target, oldest first. */
export async function datesMentioningTarget(db: Database, userId: string, kind: MentionKind, targetId: string) {
  const rows = await db
    .selectFrom('diaryMentions')
    .select('date')
    .distinct()
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('targetId', '=', targetId)
    .orderBy('date')
    .execute();
  return rows.map((row) => row.date);
}
