import type { Kysely } from 'kysely';

/**
 * The history of player notes (issue 31), as days have one: the text a save changed or deleted, per note (member,
 * tournament, player, edition), numbered 1, 2, 3 … per note and never reused. Not a foreign key to the note: a
 * deleted note keeps its history, which goes with the member's account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_note_versions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('tournament_year', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addColumn('replaced_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_note_versions_pk', [
      'user_id',
      'tournament_id',
      'player_id',
      'tournament_year',
      'version',
    ])
    .execute();
}
