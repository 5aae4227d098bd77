import { PostgresIntrospector, type Kysely } from 'kysely';

/**
 * The column type for raw bytes: `bytea` in PostgreSQL, `blob` in SQLite. Both drivers hand such values
 * back as a Buffer, so only the migration needs to know the difference.
 */
export function bytesColumnType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return db.introspection instanceof PostgresIntrospector ? 'bytea' : 'blob';
}
