// `npm run bench`: the server's throughput against raw node:http, the database paths, login, start-up and
// Lighthouse, as one table of results each measured against a baseline of the same run. Exits 1 when a
// result misses its target. See bench/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBundle, ENTRY_BUDGET_KB } from './bundle-budget.js';
import { diaryWrites, tagSearch } from './diary-rows.js';
import { enumerationRows, seedEnumerationMembers } from './enumeration-rows.js';
import { drawRenderRow, roundRobinRenderRow } from './draw-render.js';
import { exportRows, seedExportAccount } from './export-rows.js';
import { historyRows } from './history-rows.js';
import { importAttackRows } from './import-attack-rows.js';
import { kyselyVersusRaw } from './kysely-row.js';
import { lighthouseRows } from './lighthouse-rows.js';
import { loginRows } from './login-rows.js';
import { markupFuzzRow } from './markup-fuzz-row.js';
import { notebookRows, seedBacklinks } from './notebook-rows.js';
import { mentionSaveRows, mentionSuggestRow } from './mention-rows.js';
import { paths } from './paths.js';
import { playerSearchRow, seedSearchPlayers } from './player-rows.js';
import { offlineColdOpenRow } from './pwa-rows.js';
import { withPostgres } from './postgres.js';
import type { Database } from '../../server/src/db/database.js';
import { startServer } from './processes.js';
import { markdownTable, notAvailable, type Row } from './report.js';
import { createSubscriber, openSeeded, PASSWORD, seedTypicalDay, seedYears } from './seed.js';
import { participantSaveRow } from './save-rows.js';
import { searchRows, seedSearchDiary, type Dialect } from './search-rows.js';
import { FULL_TAB_DAYS, fullTabSearchRow, seedFullTabDays } from './search-load-row.js';
import { startRows } from './start-rows.js';
import { DRAW_PATH, tennisRows } from './tennis-rows.js';
import { versusRaw } from './versus-raw.js';

const SEEDED_DAY = '2026-11-20';
/** The members who send the attack files on the import, four at once in its last row. */
const ATTACKERS = ['attacker-0', 'attacker-1', 'attacker-2', 'attacker-3'];
const started = performance.now();
const rows: Row[] = [];
const step = (text: string) => {
  console.log(`[${Math.round((performance.now() - started) / 1000)} s] ${text}`);
};

/** `npm run bench -- attacks`: only the rows of the attacks on a running server (issue 30), on SQLite. */
const attacksOnly = process.argv.slice(2).includes('attacks');
/** `npm run bench -- saves`: only the rows of a day's save with and without the writer's participants, both databases. */
const savesOnly = process.argv.slice(2).includes('saves');

ensureBuilt();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'baseline-bench-'));
try {
  if (attacksOnly) {
    await attackRowsAlone();
  } else if (savesOnly) {
    rows.push(...(await saveRowsAlone(sqliteEnv())));
    rows.push(...(await withPostgres(scratch, saveRowsAlone)));
  } else {
    rows.push(bundleRow());
    await sqliteRows();
    step('PostgreSQL');
    rows.push(...(await withPostgres(scratch, postgresRows)));
    step('cold starts');
    rows.push(...(await startRows(sqliteEnv())));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const table = markdownTable(rows);
const header = `${new Date().toISOString()} · ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}) · Node ${process.version}`;
writeFileSync(path.join(paths.bench, 'last-run.md'), `${header}\n\n${table}\n`);
console.log(`\n${header}\n\n${table}\n`);
const missed = rows.filter((row) => row.pass === false);
console.log(
  missed.length === 0
    ? `All targets met in ${Math.round((performance.now() - started) / 1000)} s.`
    : `${missed.length} target(s) missed: ${missed.map((row) => row.name).join('; ')}`,
);
process.exit(missed.length === 0 ? 0 : 1);

function sqliteEnv(): Record<string, string> {
  // Trusting X-Forwarded-For lets the login storm come from many addresses (see login-rows.ts).
  return { DATA_DIR: path.join(scratch, 'sqlite'), TRUST_PROXY: 'true' };
}

async function sqliteRows(): Promise<void> {
  step('seeding SQLite: a subscriber, a typical day, 10 and 100 years of diary, 5,000 tennis players');
  const handle = await openSeeded(sqliteEnv());
  const subscriberId = await createSubscriber(handle.db, 'bench');
  await seedTypicalDay(handle.db, subscriberId, SEEDED_DAY);
  await seedYears(handle.db, await createSubscriber(handle.db, 'decade'), 10);
  await createAttackers(handle.db);
  await seedYears(handle.db, await createSubscriber(handle.db, 'century'), 100);
  await seedSearchPlayers(handle.db);
  await seedBacklinks(handle.db, await createSubscriber(handle.db, 'notebook'));
  const knocked = await seedEnumerationMembers(handle.db, 'knock');
  rows.push(...(await searchSeedAndSaveRows(handle.db, 'SQLite')));
  step(`seeding SQLite for search: ${FULL_TAB_DAYS} days of 20 tabs of ~199,000 characters`);
  await seedFullTabDays(handle.db, await createSubscriber(handle.db, 'fulltabs'));
  step('export: 10 years with images, JSON and Markdown');
  const exporter = await createSubscriber(handle.db, 'exporter');
  await seedExportAccount(handle.db, exporter);
  rows.push(...(await exportRows(handle.db, exporter, 'SQLite')));
  step('history: the bytes a kept version takes');
  rows.push(...(await historyRows(handle.db, await createSubscriber(handle.db, 'historian'), 'SQLite')));
  step('Kysely versus raw better-sqlite3');
  rows.push(await kyselyVersusRaw(handle.db, path.join(scratch, 'sqlite', 'baseline.sqlite'), subscriberId));
  await handle.db.destroy();

  const server = await startServer(sqliteEnv());
  try {
    const token = await login(server.url, 'bench');
    step('GET /api/diary?date= against raw node:http');
    const diaryGet = {
      url: `${server.url}/api/diary?date=${SEEDED_DAY}`,
      headers: { authorization: `Bearer ${token}` },
      serverPid: server.process.pid,
    };
    rows.push(await versusRaw('GET /api/diary?date=', diaryGet, 0.5, scratch));
    // The lightest route (one `select 1`, no user): what the framework, headers and logging cost by themselves.
    rows.push(
      await versusRaw(
        'GET /api/health',
        { url: `${server.url}/api/health`, serverPid: server.process.pid },
        undefined,
        scratch,
      ),
    );
    step('tennis routes against raw node:http');
    const tennis = await tennisRows(server.url, token, server.process.pid, scratch);
    rows.push(...tennis);
    step('the player name search');
    rows.push(await playerSearchRow(server.url, token));
    step('the player page with 500 backlinks');
    rows.push(...(await notebookRows(server.url, await login(server.url, 'notebook'), server.process.pid, scratch)));
    step('mentions: the @ list, and a save with 20 mentions against one without');
    rows.push(await mentionSuggestRow(server.url, token), ...(await mentionSaveRows(server.url, token)));
    step('POST /api/diary on SQLite');
    rows.push(await diaryWrites('SQLite', server.url, token));
    step('a markup fuzzer of diary saves, /api/health probed meanwhile');
    rows.push(await markupFuzzRow(server.url, token));
    step('the attack files on the import, /api/health probed meanwhile');
    rows.push(...(await importAttackRows(server.url, await attackerTokens(server.url))));
    step('searches over days of 20 full tabs, /api/health probed meanwhile');
    rows.push(await fullTabSearchRow(server.url, await login(server.url, 'fulltabs')));
    step('tag search at 1x and 10x');
    rows.push(...(await tagSearch(server.url, await login(server.url, 'decade'), await login(server.url, 'century'))));
    step('search at 1x and 10x, and against raw node:http');
    rows.push(...(await searchRows('SQLite', server.url, await searchTokens(server.url), server.process.pid, scratch)));
    step('login storm');
    rows.push(...(await loginRows(server.url, 'bench', token)));
    step('enumeration timing: an existing account against none');
    rows.push(...(await enumerationRows(server.url, knocked, 'SQLite')));
    step('Lighthouse');
    const drawAvailable = tennis[1]?.value !== 'not available';
    rows.push(
      ...(await lighthouseRows(server.url, [
        { name: '/', path: '/' },
        { name: '/login', path: '/login' },
        { name: '/main/diary (seeded day)', path: `/main/diary?date=${SEEDED_DAY}`, token },
        ...(drawAvailable ? [{ name: '128-line draw', path: drawPagePath(), token }] : []),
      ])),
    );
    step('offline cold open of the diary against online');
    rows.push(await offlineColdOpenRow(server.url, `/main/diary?date=${SEEDED_DAY}`, token));
    if (drawAvailable) {
      step('128-line draw render time');
      rows.push(await drawRenderRow(server.url, drawPagePath(), DRAW_PATH, token));
      step('round-robin draw render time');
      rows.push(await roundRobinRenderRow(server.url, token));
    } else {
      rows.push(notAvailable('Lighthouse 128-line draw', '>= 95 / >= 90', 'the draw route is not there yet'));
      rows.push(notAvailable('128-line draw render', '<= 100 ms', 'the draw route is not there yet'));
      rows.push(notAvailable('Round-robin draw render', '<= 100 ms', 'the draw route is not there yet'));
    }
  } finally {
    await server.stop();
  }
}

async function postgresRows(env: Record<string, string>): Promise<Row[]> {
  const handle = await openSeeded(env);
  await createSubscriber(handle.db, 'bench');
  const knocked = await seedEnumerationMembers(handle.db, 'knock');
  const saveRow = await searchSeedAndSaveRows(handle.db, 'PostgreSQL');
  step('history on PostgreSQL: the bytes a kept version takes');
  saveRow.push(...(await historyRows(handle.db, await createSubscriber(handle.db, 'historian'), 'PostgreSQL')));
  await handle.db.destroy();
  // Trusting X-Forwarded-For, as on SQLite: the enumeration rows come from many addresses.
  const server = await startServer({ ...env, TRUST_PROXY: 'true' });
  try {
    const writes = await diaryWrites('PostgreSQL', server.url, await login(server.url, 'bench'));
    step('search on PostgreSQL at 1x and 10x');
    const search = await searchRows('PostgreSQL', server.url, await searchTokens(server.url), undefined, scratch);
    step('enumeration timing on PostgreSQL');
    return [writes, ...saveRow, ...search, ...(await enumerationRows(server.url, knocked, 'PostgreSQL'))];
  } finally {
    await server.stop();
  }
}

/** The search bench's two diaries (10 and 100 years of long tabs), then the save with the index, and with History, vs without. */
async function searchSeedAndSaveRows(db: Database, dialect: Dialect): Promise<Row[]> {
  step(`seeding ${dialect} for search: 10 and 100 years of tabs of ~450 words`);
  await seedSearchDiary(db, await createSubscriber(db, 'searcher'), 10);
  await seedSearchDiary(db, await createSubscriber(db, 'searcher100'), 100);
  return saveRows(db, dialect);
}

async function searchTokens(url: string): Promise<{ decade: string; century: string }> {
  return { decade: await login(url, 'searcher'), century: await login(url, 'searcher100') };
}

/** The first bundle's gzip size: what `/` and `/login` load (bundle-budget.ts, which npm test runs too). */
function bundleRow(): Row {
  const { entryKb, entryFiles } = checkBundle();
  return {
    name: 'JS that / and /login load (gzip)',
    value: `${entryKb.toFixed(1)} KB`,
    target: `<= ${ENTRY_BUDGET_KB} KB`,
    pass: entryKb <= ENTRY_BUDGET_KB,
    note: `${entryFiles.length} files; TipTap and the bracket are lazy chunks`,
  };
}

/** The web app's address of the benchmarked draw. */
function drawPagePath(): string {
  const [, , , , year, id] = DRAW_PATH.split('/');
  return `/main/tennis/${year}/${id}`;
}

async function createAttackers(db: Database): Promise<void> {
  for (const name of ATTACKERS) await createSubscriber(db, name);
}

async function attackerTokens(url: string): Promise<string[]> {
  return Promise.all(ATTACKERS.map((name) => login(url, name)));
}

async function attackRowsAlone(): Promise<void> {
  const handle = await openSeeded(sqliteEnv());
  await createAttackers(handle.db);
  await handle.db.destroy();
  const server = await startServer(sqliteEnv());
  try {
    step('the attack files on the import, /api/health probed meanwhile');
    rows.push(...(await importAttackRows(server.url, await attackerTokens(server.url))));
  } finally {
    await server.stop();
  }
}

async function saveRowsAlone(env: Record<string, string>): Promise<Row[]> {
  const handle = await openSeeded(env);
  const rowsOfSaves = await saveRows(handle.db, env.DATABASE_URL ? 'PostgreSQL' : 'SQLite');
  await handle.db.destroy();
  return rowsOfSaves;
}

/** A day's save with the search index, and with History kept, each against the save without it. */
async function saveRows(db: Database, dialect: Dialect): Promise<Row[]> {
  step(`${dialect}: a save with the search index, and one with History kept, against one without`);
  const saver = await createSubscriber(db, 'saver');
  return [
    await participantSaveRow(db, saver, dialect, 'search'),
    await participantSaveRow(db, saver, dialect, 'history'),
  ];
}

async function login(url: string, username: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${username.length}` },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await answer.json()) as { token?: string };
  if (!body.token) throw new Error(`login as ${username} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.token;
}

/** `npm run bench` after `npm start` finds the build; on a fresh clone it builds first. */
function ensureBuilt(): void {
  if (existsSync(path.join(paths.server, 'dist', 'main.js')) && existsSync(path.join(paths.webDist, 'index.html')))
    return;
  console.log('No build found: building contract, server and web app first...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: paths.root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
