import type { Kysely } from 'kysely';

/**
 * Optional TOTP two-factor authentication: one secret per user (encrypted; enabled once confirmed with a
 * code) and their one-time recovery codes (hashed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    // Null while enrolment waits for its first code.
    .addColumn('enabled_at', 'bigint')
    // The last 30-second step whose code was accepted: a code is never accepted twice.
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('two_factor_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
}
