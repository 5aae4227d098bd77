import type { Kysely } from 'kysely';

/**
 * Private notes on players: one per user, tournament and player (the key), plain text. The dossier reads a
 * user's notes on one player across tournaments, newest first, from its own index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_notes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The upstream's ids ("422", "S0AG"): tournaments and players live there, not in this database.
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('tournament_year', 'integer')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_notes_pk', ['user_id', 'tournament_id', 'player_id'])
    .execute();
  await db.schema
    .createIndex('player_notes_user_player')
    .on('player_notes')
    .columns(['user_id', 'player_id', 'updated_at'])
    .execute();
}
