import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { freePort, pause, rssMb, startServer, type Running } from './processes.js';
import { fixed, median, type Row } from './report.js';
import { createSubscriber, openSeeded } from './seed.js';
import { signIn } from './sign-in.js';

const RUNS = 3;
const FIRST_SUGGESTION_TARGET_MS = 100;
const FIRST_PLAYER_PAGE_TARGET_MS = 300;
const COLD_START_TARGET_MS = 500;
const IDLE_RSS_TARGET_MB = 100;
/** A node:http server answering 200 to everything: what any Node process costs to start and keep. */
const EMPTY_SERVER = `require('node:http').createServer((q, s) => s.end('{}')).listen(+process.env.PORT, '127.0.0.1')`;

/**
 * The first uses after a fresh start of the demo (issue 33), each in a data folder of its own that nothing has
 * read into yet: the first `@` list and the first player page against the same request answered right after,
 * then start-up and idle memory against an empty node:http server started alternately in the same run.
 */
export async function firstUseRows(scratch: string, env: Record<string, string>): Promise<Row[]> {
  const suggestion = await firstAndNext(scratch, env, '/api/mentions/suggestions?q=a');
  const playerPage = await firstAndNext(scratch, env, '/api/atp/players/DP0001');
  const { starts, emptyStarts, rss, emptyRss } = await startsAndMemory(scratch, env);
  return [
    firstRow('First GET /api/mentions/suggestions after a fresh start', suggestion, FIRST_SUGGESTION_TARGET_MS),
    firstRow('First GET /api/atp/players/:id after a fresh start', playerPage, FIRST_PLAYER_PAGE_TARGET_MS),
    {
      ...firstRow(
        'First GET /api/atp/players/:id after a restart',
        { ...playerPage, first: playerPage.restarted },
        FIRST_PLAYER_PAGE_TARGET_MS,
      ),
      note: `the same data folder started again once the page was read (a new day reads alike); median of ${RUNS} starts`,
    },
    {
      name: 'Cold start to a healthy /api/health vs an empty node:http server',
      value: `${Math.round(median(starts))} ms vs ${Math.round(median(emptyStarts))} ms`,
      target: `<= ${COLD_START_TARGET_MS} ms`,
      pass: median(starts) <= COLD_START_TARGET_MS,
      note: `migrated SQLite database, demo source; median of ${RUNS} alternating starts`,
    },
    {
      name: 'Idle RSS 1.5 s after start vs an empty node:http server',
      value: `${fixed(median(rss), 0)} MB vs ${fixed(median(emptyRss), 0)} MB`,
      target: `<= ${IDLE_RSS_TARGET_MB} MB`,
      pass: median(rss) <= IDLE_RSS_TARGET_MB,
      note: `median of ${RUNS} starts, alternating with the empty server`,
    },
  ];
}

function firstRow(name: string, times: { first: number[]; next: number[] }, targetMs: number): Row {
  const first = median(times.first);
  return {
    name,
    value: `${Math.round(first)} ms vs ${fixed(median(times.next), 1)} ms next`,
    target: `<= ${targetMs} ms`,
    pass: first <= targetMs,
    note: `a new data folder each start, asked once healthy; median of ${RUNS} starts`,
  };
}

/** A new data folder with a migrated database and the bench's subscriber, nothing read into it. */
async function freshEnv(scratch: string, env: Record<string, string>): Promise<Record<string, string>> {
  const fresh = { ...env, DATA_DIR: mkdtempSync(path.join(scratch, 'firsts-')) };
  const handle = await openSeeded(fresh);
  await createSubscriber(handle.db, 'firsts');
  await handle.db.destroy();
  return fresh;
}

/** The route's first answer after a start in a new data folder, its next one, and its first after a restart. */
async function firstAndNext(scratch: string, env: Record<string, string>, route: string) {
  const times = { first: [] as number[], next: [] as number[], restarted: [] as number[] };
  for (let run = 0; run < RUNS; run += 1) {
    const fresh = await freshEnv(scratch, env);
    for (const firsts of [times.first, times.restarted]) {
      const server = await startServer(fresh);
      try {
        const headers = { authorization: `Bearer ${await signIn(server.url, 'firsts')}` };
        firsts.push(await timed(`${server.url}${route}`, headers));
        if (firsts === times.first) times.next.push(await timed(`${server.url}${route}`, headers));
      } finally {
        await server.stop();
      }
    }
  }
  return times;
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  return performance.now() - started;
}

async function startsAndMemory(scratch: string, env: Record<string, string>) {
  const migrated = await freshEnv(scratch, env);
  const measures = {
    starts: [] as number[],
    emptyStarts: [] as number[],
    rss: [] as number[],
    emptyRss: [] as number[],
  };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [start, starts, rss] of [
      [() => startServer(migrated), measures.starts, measures.rss],
      [startEmptyServer, measures.emptyStarts, measures.emptyRss],
    ] as const) {
      const server = await start();
      starts.push(server.startMs);
      await pause(1_500);
      rss.push(rssMb(server.process));
      await server.stop();
    }
  }
  return measures;
}

/** The empty server, started and probed like the real one (spawn to the first 200). */
async function startEmptyServer(): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', EMPTY_SERVER], { env: { ...process.env, PORT: String(port) } });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the empty server exited (${child.exitCode})`);
    await pause(5);
  }
  const startMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, process: child, startMs, stop };
}
