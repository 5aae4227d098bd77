import type { Kysely } from 'kysely';

/**
 * When each session was last used, so a session left idle longer than the inactivity timeout is refused
 * (ASVS 7.3.1). One row per token that has been used; a token's own issue time counts as its first use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_activity')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_active_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_activity_expires').on('session_activity').column('expires_at').execute();
}
