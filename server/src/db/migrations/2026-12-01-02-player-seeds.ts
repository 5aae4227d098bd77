import { sql, type Kysely } from 'kysely';

/**
 * A player's best seeding in any singles draw the server has read (tennis/players/seeding.ts: the tournament's
 * category, then the seed), null when never seeded (issue 31): the player search and the `@` list put a seeded
 * player first among names the query matches alike, and the `@` list shows it, so "thijs" gives the No. 1 first
 * and players of one family name can be told apart.
 * The draws already stored are forgotten (their digests only), so each is stored again when next read and
 * gives its seeds; their players and matches stay until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tennis_players').addColumn('best_seeding', 'integer').execute();
  await sql`delete from tennis_player_draws`.execute(db);
}
