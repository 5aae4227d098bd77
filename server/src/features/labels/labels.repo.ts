import type { Database } from '../../db/database.js';

/*
 * Every function takes the member's id and reads or writes only their rows. A transaction is a Database too
 * (Kysely's Transaction extends Kysely), so the writes that must not be saved half take the caller's.
 */

/** The columns a label is shown with. */
export interface LabelRow {
  id: string;
  name: string;
  colour: string;
}

/** The member's labels, by their folded name (the order the manager and the picker list them in). */
export async function labelsOf(db: Database, userId: string): Promise<LabelRow[]> {
  return db
    .selectFrom('playerLabels')
    .select(['id', 'name', 'colour'])
    .where('userId', '=', userId)
    .orderBy('nameKey')
    .orderBy('id')
    .execute();
}

/** Every label of the member on every player (the player index: user first). */
export async function assignmentsOf(db: Database, userId: string) {
  return db
    .selectFrom('playerLabelAssignments')
    .select(['playerId', 'labelId'])
    .where('userId', '=', userId)
    .orderBy('playerId')
    .execute();
}

export async function countLabels(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('playerLabels')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's label with this id; another member's is as unknown as one that does not exist. */
export async function findLabel(db: Database, userId: string, id: string) {
  return db
    .selectFrom('playerLabels')
    .select(['id', 'name', 'nameKey', 'colour'])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether another of the member's labels already reads as this name. */
export async function nameTaken(db: Database, userId: string, nameKey: string, exceptId?: string) {
  let query = db.selectFrom('playerLabels').select('id').where('userId', '=', userId).where('nameKey', '=', nameKey);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertLabel(
  db: Database,
  label: { id: string; userId: string; name: string; nameKey: string; colour: string; now: number },
): Promise<void> {
  const { now, ...fields } = label;
  await db
    .insertInto('playerLabels')
    .values({ ...fields, createdAt: now, updatedAt: now })
    .execute();
}

export async function updateLabel(
  db: Database,
  key: { userId: string; id: string },
  fields: { name: string; nameKey: string; colour: string; now: number },
): Promise<void> {
  await db
    .updateTable('playerLabels')
    .set({ name: fields.name, nameKey: fields.nameKey, colour: fields.colour, updatedAt: fields.now })
    .where('userId', '=', key.userId)
    .where('id', '=', key.id)
    .execute();
}

/** Deletes the label and takes it off every player; false when the member has no such label. */
export async function deleteLabel(trx: Database, userId: string, id: string): Promise<boolean> {
  await trx.deleteFrom('playerLabelAssignments').where('userId', '=', userId).where('labelId', '=', id).execute();
  const deleted = await trx
    .deleteFrom('playerLabels')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Which of these ids are the member's labels. */
export async function ownLabelIds(trx: Database, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('playerLabels')
    .select('id')
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The player's labels become exactly these: the old ones go, the new ones come (inside the caller's transaction). */
export async function replacePlayerLabels(
  trx: Database,
  key: { userId: string; playerId: string },
  labelIds: readonly string[],
  now: number,
): Promise<void> {
  await trx
    .deleteFrom('playerLabelAssignments')
    .where('userId', '=', key.userId)
    .where('playerId', '=', key.playerId)
    .execute();
  if (labelIds.length === 0) return;
  await trx
    .insertInto('playerLabelAssignments')
    .values(labelIds.map((labelId) => ({ labelId, userId: key.userId, playerId: key.playerId, createdAt: now })))
    .execute();
}
