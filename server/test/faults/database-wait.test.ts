import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import {
  BUILT_SERVER_TEST_TIMEOUT_MS,
  freePort,
  spawnBuiltServer,
  untilReady,
  type BuiltServer,
} from '../built-server.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';
import { postgresUrl } from '../services.js';

/** The server's plain-text lines (the JSON log lines aside). */
const textLines = (server: BuiltServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('{'));

describe('waiting for the database at start', () => {
  let server: BuiltServer | undefined;
  let proxy: TcpProxy | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await proxy?.close();
    await dropDatabase?.();
  });

  it(
    'tries again with one line per attempt, then exits with a clear line and no stack trace',
    async () => {
      const port = await freePort();
      server = await spawnBuiltServer({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/baseline`,
        DB_CONNECT_TIMEOUT_S: '2',
      });
      const { code } = await server.exited;

      expect(code).toBe(1);
      const lines = textLines(server);
      const refused = `connect ECONNREFUSED 127.0.0.1:${port}`;
      expect(lines.slice(0, 2)).toEqual([
        `Database not reachable (attempt 1): ${refused}; trying again in 0.5 s.`,
        `Database not reachable (attempt 2): ${refused}; trying again in 1 s.`,
      ]);
      expect(lines.at(-1)).toBe(`The database did not answer within 2 s (DB_CONNECT_TIMEOUT_S): ${refused}.`);
      expect(lines.slice(0, -1).every((line) => line.startsWith('Database not reachable (attempt '))).toBe(true);
      expect(server.output()).not.toMatch(/^\s+at /m);
    },
    BUILT_SERVER_TEST_TIMEOUT_MS,
  );

  it.runIf(postgresUrl)(
    'starts once a PostgreSQL that was not there yet answers',
    async () => {
      const name = `baseline_wait_${randomBytes(4).toString('hex')}`;
      const admin = openDatabase({ kind: 'postgres', url: postgresUrl ?? '' }, { poolSize: 1 });
      await sql`create database ${sql.id(name)}`.execute(admin.db);
      dropDatabase = async () => {
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
        await admin.db.destroy();
      };
      const target = new URL(postgresUrl ?? '');
      const started = await startTcpProxy(Number(target.port || 5432), target.hostname);
      proxy = started;
      await started.cut();
      const url = new URL(postgresUrl ?? '');
      url.hostname = '127.0.0.1';
      url.port = String(started.port);
      url.pathname = `/${name}`;

      server = await spawnBuiltServer({ DATABASE_URL: url.toString() });
      const running = server;
      await expect.poll(() => textLines(running).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      await started.restore();
      await untilReady(running);

      const lines = textLines(running);
      expect(lines[0]).toMatch(/^Database not reachable \(attempt 1\): connect ECONNREFUSED 127\.0\.0\.1:\d+; trying/);
      expect(lines).toContainEqual(expect.stringMatching(/^Database reachable \(attempt \d+\)\.$/));
    },
    BUILT_SERVER_TEST_TIMEOUT_MS,
  );
});
