import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Charts in the search index (issue 34): a row per chart (`kind` 'chart', `chart_id`), written with the chart
 * and gone with it. PostgreSQL takes it by a foreign key to the chart's key (member and id); SQLite cannot add a
 * key of two columns to a table that exists, so a trigger on the charts deletes the row as a cascade would.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable('search_documents').addColumn('chart_id', 'text').execute();
  await db.schema
    .createIndex('search_documents_chart')
    .on('search_documents')
    .columns(['user_id', 'chart_id'])
    .unique()
    .execute();
  if (sqlite) {
    await sql`create trigger charts_search_documents after delete on charts begin
      delete from search_documents where user_id = old.user_id and chart_id = old.id;
    end`.execute(db);
    return;
  }
  await db.schema
    .alterTable('search_documents')
    .addForeignKeyConstraint('search_documents_chart', ['user_id', 'chart_id'], 'charts', ['user_id', 'id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
}
