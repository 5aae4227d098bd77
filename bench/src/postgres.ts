import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { notAvailable, type Row } from './report.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `work` on a database of its own on the PostgreSQL server, dropped afterwards; skips without one. */
export async function withPostgres(
  scratch: string,
  work: (env: Record<string, string>) => Promise<Row[]>,
): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    const why = `PostgreSQL unreachable at ${ADMIN_URL}: ${(error as Error).message}`;
    return [notAvailable('The PostgreSQL rows', 'reported', why)];
  }
  const name = `baseline_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await work({ DATABASE_URL: url.toString(), DATA_DIR: path.join(scratch, 'postgres') });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
