// `npm run test:load`: LOAD_USERS simulated members (200) for LOAD_SECONDS (60) against the built server,
// on SQLite and then on PostgreSQL (LOAD_DATABASE_URL, a fresh database per run). Members are created
// and subscribed through the API first; then each logs in now and then, reads and saves diary days,
// searches tags, reads tournaments and draws and writes player notes. Fails on any 5xx or any answer the
// script did not provoke, and unless every acknowledged write reads back exactly afterwards.
// `npm test` runs a short version (LOAD_USERS=30 LOAD_SECONDS=8).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, freePort, serverEnv, startServer } from './crash/server-process.mjs';
import { buildServer } from './ensure-deps.mjs';
import { createRecorder } from './load/http.mjs';
import { createLoadDatabase } from './load/postgres.mjs';
import { printSummary } from './load/report.mjs';
import { createSubscribers } from './load/setup.mjs';
import { runUser, verifyUser } from './load/user.mjs';

const USERS = Number(process.env.LOAD_USERS || 200);
const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS || 100);
// The server the database suites use, when set: CI points both at the same PostgreSQL.
const POSTGRES_URL =
  process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Both by default; `LOAD_DIALECTS=postgres` (or `sqlite`) runs one alone. */
const DIALECTS = (process.env.LOAD_DIALECTS || 'sqlite,postgres').split(',');

buildServer();

const failures = [];
if (DIALECTS.includes('sqlite')) failures.push(...(await runDialect('sqlite')));

let database;
try {
  if (DIALECTS.includes('postgres')) database = await createLoadDatabase(POSTGRES_URL);
} catch (error) {
  const warning = `PostgreSQL at ${POSTGRES_URL} is unreachable (${error.message}): the PostgreSQL load run is SKIPPED.`;
  if (process.env.CI === 'true') failures.push(`${warning} CI must run it.`);
  else console.warn(`\n!!! ${warning}\n`);
}
if (database) {
  try {
    failures.push(...(await runDialect('postgres', database.url)));
  } finally {
    await database.drop();
  }
}

if (failures.length > 0) {
  console.error(`\nLoad test FAILED (${failures.length} problems):\n${failures.slice(0, 30).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nLoad test passed: ${USERS} users × ${SECONDS} s on ${[DIALECTS.includes('sqlite') && 'SQLite', database && 'PostgreSQL'].filter(Boolean).join(' and ')}, no unexpected answer, every acknowledged write read back.`,
);

async function runDialect(dialect, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `baseline-load-${dialect}-`));
  const port = Number(process.env.LOAD_PORT) || (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...serverEnv(dataDir, port),
    // Each simulated member sends X-Forwarded-For with an address of their own, as through a proxy.
    TRUST_PROXY: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const setupRecorder = createRecorder();
  const recorder = createRecorder();
  const verifyRecorder = createRecorder();
  let server;
  try {
    server = await startServer(env, baseUrl);
    const setupStarted = performance.now();
    const users = await createSubscribers(setupRecorder, baseUrl, ADMIN, USERS);
    console.log(
      `\n${dialect}: ${USERS} subscribers created in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const context = { baseUrl, recorder, shared: { drawsSeen: new Set() }, thinkMs: THINK_MS };
    const started = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(users.map((user) => runUser(context, user, deadline)));
    const elapsed = (performance.now() - started) / 1000;
    printSummary(
      `${dialect}: ${USERS} users × ${SECONDS} s (${elapsed.toFixed(1)} s with the last answers)`,
      recorder,
      elapsed,
    );
    const verifyStarted = performance.now();
    await Promise.all(users.map((user) => verifyUser({ ...context, recorder: verifyRecorder }, user)));
    const days = users.reduce((sum, user) => sum + user.days.size, 0);
    const notes = users.reduce((sum, user) => sum + user.notes.size, 0);
    const verifySeconds = ((performance.now() - verifyStarted) / 1000).toFixed(1);
    console.log(`Read back after the run: ${days} diary days and ${notes} player notes (${verifySeconds} s).`);
    return [...setupRecorder.problems, ...recorder.problems, ...verifyRecorder.problems].map(
      (problem) => `${dialect}: ${problem}`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [message, ...setupRecorder.problems, ...recorder.problems].map((problem) => `${dialect}: ${problem}`);
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      const { code, signal } = await server.exited;
      if (code !== 0) failures.push(`${dialect}: the server stopped with ${code ?? signal}:\n${server.output()}`);
      // An error the server logged (pino level 50 and up) is a failure even when the answer looked fine.
      const errors = server
        .output()
        .split('\n')
        .filter((line) => (parseLogLine(line)?.level ?? 0) >= 50);
      if (errors.length > 0)
        failures.push(`${dialect}: the server logged ${errors.length} errors, first: ${errors[0]}`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function parseLogLine(line) {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
