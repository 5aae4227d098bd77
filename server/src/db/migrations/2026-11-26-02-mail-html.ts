import type { Kysely } from 'kysely';

/** Every mail now has an HTML part beside its text. Rows queued before keep none and go out as text alone. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('html_body', 'text').execute();
}
