import type { Kysely } from 'kysely';

/** Lets an administrator disable an account: a disabled user can neither log in nor use a token. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
