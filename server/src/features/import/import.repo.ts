import type { ExportedLabel, ExportedTemplate } from '@baseline/contract';
import type { Database } from '../../db/database.js';

/** Which of these dates the member already has a day on (asked in chunks, under every database's bound). */
export async function existingDates(db: Database, userId: string, dates: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; start < dates.length; start += 500) {
    const rows = await db
      .selectFrom('diaryEntries')
      .select('date')
      .where('userId', '=', userId)
      .where('date', 'in', dates.slice(start, start + 500))
      .execute();
    found.push(...rows.map((row) => row.date));
  }
  return found.sort();
}

/** Gives a day the times the file gave it (an imported day keeps when it was written). */
export async function setEntryTimes(
  db: Database,
  entry: { userId: string; date: string; createdAt: number; updatedAt: number },
): Promise<void> {
  await db
    .updateTable('diaryEntries')
    .set({ createdAt: entry.createdAt, updatedAt: entry.updatedAt })
    .where('userId', '=', entry.userId)
    .where('date', '=', entry.date)
    .execute();
}

export async function labelIdByKey(db: Database, userId: string, nameKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('playerLabels')
    .select('id')
    .where('userId', '=', userId)
    .where('nameKey', '=', nameKey)
    .executeTakeFirst();
  return row?.id;
}

export async function insertImportedLabel(
  db: Database,
  row: { id: string; userId: string; nameKey: string; label: ExportedLabel },
): Promise<void> {
  const { name, colour, createdAt, updatedAt } = row.label;
  await db
    .insertInto('playerLabels')
    .values({ id: row.id, userId: row.userId, name, nameKey: row.nameKey, colour, createdAt, updatedAt })
    .execute();
}

/** The name keys of the member's labels (at most PLAYER_LABELS.perMember). */
export async function labelNameKeys(db: Database, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('playerLabels').select('nameKey').where('userId', '=', userId).execute();
  return rows.map((row) => row.nameKey);
}

/** Rows per INSERT: four values each, well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const ASSIGNMENTS_PER_INSERT = 1_000;

/**
 * Puts the label on the players, leaving those it is already on. The routes set no cap on a label's players, so
 * a file may name thousands: they go in chunks, as one statement would pass the databases' parameter limits.
 */
export async function assignLabel(
  db: Database,
  row: { userId: string; labelId: string; playerIds: readonly string[]; now: number },
): Promise<void> {
  for (let start = 0; start < row.playerIds.length; start += ASSIGNMENTS_PER_INSERT) {
    await db
      .insertInto('playerLabelAssignments')
      .values(
        row.playerIds
          .slice(start, start + ASSIGNMENTS_PER_INSERT)
          .map((playerId) => ({ labelId: row.labelId, userId: row.userId, playerId, createdAt: row.now })),
      )
      .onConflict((conflict) => conflict.columns(['labelId', 'playerId']).doNothing())
      .execute();
  }
}

export async function insertImportedTemplate(
  db: Database,
  row: { id: string; userId: string; template: ExportedTemplate },
): Promise<void> {
  const { kind, name, body, createdAt, updatedAt } = row.template;
  await db
    .insertInto('noteTemplates')
    .values({ id: row.id, userId: row.userId, kind, name, body, createdAt, updatedAt })
    .execute();
}
