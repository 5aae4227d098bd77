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
