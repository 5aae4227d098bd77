import type { TemplateKind } from '@baseline/contract';
import type { Database } from '../../db/database.js';

export interface StoredTemplate {
  id: string;
  kind: TemplateKind;
  name: string;
  body: string;
}

const COLUMNS = ['id', 'kind', 'name', 'body'] as const;

/** The member's own templates (the user-kind index), in no particular order: the service sorts by name. */
export function templatesOf(db: Database, userId: string): Promise<StoredTemplate[]> {
  return db.selectFrom('noteTemplates').select(COLUMNS).where('userId', '=', userId).execute();
}

/** The member's template with this id; undefined for an unknown id and for another member's alike. */
export function findTemplate(db: Database, userId: string, id: string): Promise<StoredTemplate | undefined> {
  return db
    .selectFrom('noteTemplates')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the member's own `users` row for the rest of the transaction with a write that changes nothing: a
 * row lock on PostgreSQL, the database's write lock on SQLite (which has no SELECT … FOR UPDATE). Two writes
 * of one member's templates then run one after the other, so the count and name checks that follow hold.
 */
export async function lockMemberTemplates(db: Database, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}

export async function insertTemplate(
  db: Database,
  row: StoredTemplate & { userId: string; now: number },
): Promise<void> {
  const { now, ...template } = row;
  await db
    .insertInto('noteTemplates')
    .values({ ...template, createdAt: now, updatedAt: now })
    .execute();
}

export async function updateTemplate(
  db: Database,
  key: { userId: string; id: string },
  fields: { name: string; body: string; now: number },
): Promise<void> {
  await db
    .updateTable('noteTemplates')
    .set({ name: fields.name, body: fields.body, updatedAt: fields.now })
    .where('userId', '=', key.userId)
    .where('id', '=', key.id)
    .execute();
}

/** Deletes the member's template; false when they have none with this id. */
export async function deleteTemplate(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('noteTemplates')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
