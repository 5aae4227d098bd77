import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

/**
 * One player note per edition (issue 31): a tournament keeps its id from year to year, so a note keyed by
 * member, tournament and player alone was replaced by next year's. `tournament_year` joins the key and is
 * always set; a note saved without a year takes the UTC year of its last save (its text was written then).
 * The search row of a note follows: its `year` is the note's, and its link to the note (cascade) and its
 * uniqueness now include the year.
 *
 * SQLite cannot change a primary key or a foreign key in place: both tables are built again under their names
 * with foreign keys off (the drops would otherwise cascade), their rows, indexes and triggers kept (the FTS5
 * rows are keyed by the search rows' ids, which are copied), and the foreign keys checked before committing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const savedYear = sqlite
    ? sql`cast(strftime('%Y', updated_at / 1000, 'unixepoch') as integer)`
    : sql`cast(extract(year from to_timestamp(updated_at / 1000.0) at time zone 'UTC') as integer)`;
  if (sqlite) await rebuildOnSqlite(db, savedYear);
  else await rekeyOnPostgres(db, savedYear);
}

async function fillYears(db: Kysely<unknown>, savedYear: RawBuilder<unknown>): Promise<void> {
  await sql`update player_notes set tournament_year = ${savedYear} where tournament_year is null`.execute(db);
  await sql`update search_documents set year = (
      select tournament_year from player_notes p
      where p.user_id = search_documents.user_id
        and p.tournament_id = search_documents.tournament_id
        and p.player_id = search_documents.player_id)
    where kind = 'player'`.execute(db);
}

async function rekeyOnPostgres(db: Kysely<unknown>, savedYear: RawBuilder<unknown>): Promise<void> {
  await fillYears(db, savedYear);
  await sql`alter table search_documents drop constraint search_documents_player_note`.execute(db);
  await sql`drop index search_documents_player_note`.execute(db);
  await sql`alter table player_notes drop constraint player_notes_pk`.execute(db);
  await sql`alter table player_notes alter column tournament_year set not null`.execute(db);
  await sql`alter table player_notes add constraint player_notes_pk
    primary key (user_id, tournament_id, player_id, tournament_year)`.execute(db);
  await sql`create unique index search_documents_player_note
    on search_documents (user_id, tournament_id, player_id, year)`.execute(db);
  await sql`alter table search_documents add constraint search_documents_player_note
    foreign key (user_id, tournament_id, player_id, year)
    references player_notes (user_id, tournament_id, player_id, tournament_year) on delete cascade`.execute(db);
}

async function rebuildOnSqlite(db: Kysely<unknown>, savedYear: RawBuilder<unknown>): Promise<void> {
  // Only outside a transaction does the pragma take effect.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await fillYears(trx, savedYear);
      await rebuildTable(trx, 'player_notes', [
        ['"tournament_year" integer', '"tournament_year" integer not null'],
        [
          'primary key ("user_id", "tournament_id", "player_id")',
          'primary key ("user_id", "tournament_id", "player_id", "tournament_year")',
        ],
      ]);
      await rebuildTable(trx, 'search_documents', [
        [
          'foreign key ("user_id", "tournament_id", "player_id") references "player_notes" ("user_id", "tournament_id", "player_id")',
          'foreign key ("user_id", "tournament_id", "player_id", "year") references "player_notes" ("user_id", "tournament_id", "player_id", "tournament_year")',
        ],
      ]);
      await sql`drop index search_documents_player_note`.execute(trx);
      await sql`create unique index search_documents_player_note
        on search_documents (user_id, tournament_id, player_id, year)`.execute(trx);
      const { rows } = await sql`pragma foreign_key_check`.execute(trx);
      if (rows.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * The table made again from its own `create table` statement with each text replaced (every one must be
 * there), its rows copied and its indexes and triggers made again (the rename keeps the references other
 * tables hold to its name).
 */
async function rebuildTable(db: Kysely<unknown>, table: string, replacements: [string, string][]) {
  const schema = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
    where tbl_name = ${table} and sql is not null order by type = 'table' desc`.execute(db);
  const [definition, ...dependents] = schema.rows;
  if (definition?.type !== 'table') throw new Error(`no table ${table}`);
  let changed = definition.sql.replace(/^create table "?[a-z_]+"?/i, `create table "${table}_next"`);
  for (const [text, replacement] of replacements) {
    if (!changed.includes(text)) throw new Error(`the definition of ${table} has no ${text}`);
    changed = changed.replace(text, replacement);
  }
  await sql.raw(changed).execute(db);
  await sql`insert into ${sql.table(`${table}_next`)} select * from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(`${table}_next`)} rename to ${sql.table(table)}`.execute(db);
  for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
}
