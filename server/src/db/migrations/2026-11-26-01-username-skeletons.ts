import { sql, type Kysely } from 'kysely';
import { usernameSkeleton } from '../../lib/identity.js';

/**
 * Usernames may now be written in any script, so a new name could pass for an existing one (Cyrillic 'а'
 * for Latin 'a'). Each name's confusable skeleton is kept beside it to be looked up at registration and
 * approval; the names already stored get theirs here. Not unique: two older names may share one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'registration_requests']) {
    await db.schema
      .alterTable(table)
      .addColumn('username_skeleton', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const { rows } = await sql<{ id: string; username: string }>`SELECT id, username FROM ${sql.table(table)}`.execute(
      db,
    );
    for (const { id, username } of rows) {
      await sql`UPDATE ${sql.table(table)} SET username_skeleton = ${usernameSkeleton(username)} WHERE id = ${id}`.execute(
        db,
      );
    }
  }
  await db.schema.createIndex('users_username_skeleton').on('users').column('username_skeleton').execute();
  await sql`create index registration_requests_pending_skeleton on registration_requests (username_skeleton) where status = 'pending'`.execute(
    db,
  );
}
