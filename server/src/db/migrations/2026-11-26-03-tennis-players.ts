import type { Kysely } from 'kysely';

/**
 * The players and matches of every draw the server has read, by data source (the demo's fictional players and
 * ATP's real ones never mix). Filled again from each fresh draw, so a player page or a name search reads these
 * tables instead of loading every draw. A match is stored once for each player in it (four rows in doubles),
 * from that player's side: the player's results are one index range, and so are two players' meetings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tennis_players')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    // A three-letter code ("ESP"); '' when the source does not say.
    .addColumn('nation', 'text', (c) => c.notNull())
    // "first last" folded (accents, case, punctuation): the name search matches word prefixes in it.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tennis_players_pk', ['source', 'player_id'])
    .execute();
  await db.schema.createIndex('tennis_players_name').on('tennis_players').columns(['source', 'name_key']).execute();

  await db.schema
    .createTable('tennis_player_matches')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('event_code', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    // The match's place in its draw ("MS:R3:5", "MS:G1:2", "TE:S0:T1:R2"), the same from one day to the next.
    .addColumn('match_key', 'text', (c) => c.notNull())
    // Order of play within the event: groups, then rounds first to final (or a team event's stages).
    .addColumn('play_order', 'integer', (c) => c.notNull())
    .addColumn('round_name', 'text', (c) => c.notNull())
    // 1 for the final of a knockout: winning it wins the event.
    .addColumn('is_final', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('side', 'integer', (c) => c.notNull())
    .addColumn('partner_id', 'text')
    .addColumn('opponent_id', 'text', (c) => c.notNull())
    .addColumn('opponent2_id', 'text')
    // 1 won, 0 lost, null not played yet.
    .addColumn('won', 'integer')
    // JSON SetResult[] with GamesA the player's games.
    .addColumn('sets', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    // The tournament's first day (YYYY-MM-DD, '' when the source's list did not have it): newest first.
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tennis_player_matches_pk', [
      'source',
      'season',
      'tournament_id',
      'match_key',
      'player_id',
    ])
    .execute();
  // The digest of each draw's bytes as last stored: the same draw read again (a past tournament, every day) is
  // not written again.
  await db.schema
    .createTable('tennis_player_draws')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tennis_player_draws_pk', ['source', 'season', 'tournament_id'])
    .execute();
  await db.schema
    .createIndex('tennis_player_matches_player')
    .on('tennis_player_matches')
    .columns(['source', 'player_id', 'season'])
    .execute();
  await db.schema
    .createIndex('tennis_player_matches_opponent')
    .on('tennis_player_matches')
    .columns(['source', 'player_id', 'opponent_id'])
    .execute();
}
