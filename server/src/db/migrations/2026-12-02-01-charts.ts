import type { Kysely } from 'kysely';

/**
 * Courtside charts (issue 34): one row per charted match, keyed by the member and the id the member's device
 * gave it (so a chart started offline has its id at once, and one member's ids never meet another's), the chart as the member wrote it (JSON) beside the
 * columns its lists and the scouting report filter on, and the match report counted when it was saved, so a
 * scouting report over hundreds of matches adds stored counts instead of replaying every point.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('charts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('first_player_id', 'text')
    .addColumn('second_player_id', 'text')
    .addColumn('tournament_id', 'text')
    .addColumn('tournament_year', 'integer')
    .addColumn('surface', 'text')
    .addColumn('point_count', 'integer', (c) => c.notNull())
    .addColumn('score', 'text', (c) => c.notNull())
    .addColumn('winner', 'integer')
    .addColumn('chart', 'text', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('charts_pk', ['user_id', 'id'])
    .execute();
  await db.schema.createIndex('charts_user_date').on('charts').columns(['user_id', 'date']).execute();
  await db.schema
    .createIndex('charts_user_first_player')
    .on('charts')
    .columns(['user_id', 'first_player_id'])
    .execute();
  await db.schema
    .createIndex('charts_user_second_player')
    .on('charts')
    .columns(['user_id', 'second_player_id'])
    .execute();
  await db.schema
    .createIndex('charts_user_tournament')
    .on('charts')
    .columns(['user_id', 'tournament_id', 'tournament_year'])
    .execute();
}
