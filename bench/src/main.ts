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
import { chartDatabaseRows, reportRow, seedLighthouseChart } from './chart-rows.js';
import { firstUseRows } from './firsts-rows.js';
import { historyRows } from './history-rows.js';
import { importAttackRows } from './import-attack-rows.js';
import { kyselyVersusRaw } from './kysely-row.js';
import { lighthouseRows } from './lighthouse-rows.js';
import { drawPagePath, lighthousePages } from './lighthouse-pages.js';
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
import { createAdmin, createSubscriber, openSeeded, seedTypicalDay, seedYears } from './seed.js';
import { participantSaveRow } from './save-rows.js';
import { requestRows } from './request-rows.js';
import { searchRows, seedSearchDiary, type Dialect } from './search-rows.js';
import { FULL_TAB_DAYS, fullTabSearchRow, seedFullTabDays } from './search-load-row.js';
import { oneWordRow } from './search-word-rows.js';
import { startRows } from './start-rows.js';
import { transferRows } from './transfer-rows.js';
import { DRAW_PATH, tennisRows } from './tennis-rows.js';
import { signIn } from './sign-in.js';

const SEEDED_DAY = '2026-11-20';
/** The members who send the attack files on the import, four at once in its last row. */
const ATTACKERS = ['attacker-0', 'attacker-1', 'attacker-2', 'attacker-3'];
/** The administrator whose dashboard Lighthouse opens. */
const ADMIN = 'bench-admin';
const started = performance.now();
const rows: Row[] = [];
const step = (text: string) => {
  console.log(`[${Math.round((performance.now() - started) / 1000)} s] ${text}`);
};

/** `npm run bench -- attacks`: only the rows of the attacks on a running server (issue 30), on SQLite. */
const attacksOnly = process.argv.slice(2).includes('attacks');
/** `npm run bench -- saves`: only the rows of a day's save with and without the writer's participants, both databases. */
const savesOnly = process.argv.slice(2).includes('saves');
/**
 * `npm run bench -- lighthouse`: only Lighthouse on every page, on SQLite; `npm run bench -- lighthouse tennis diary`:
 * only the pages whose row name holds one of the words after it.
 */
const lighthouseOnly = process.argv.slice(2).includes('lighthouse');
const lighthouseWords = process.argv.slice(process.argv.indexOf('lighthouse') + 1);
/** `npm run bench -- requests`: only the rows of a route against raw node:http (issue 33), on SQLite. */
const requestsOnly = process.argv.slice(2).includes('requests');
/** `npm run bench -- search`: only the search rows (the saves with the index, the searches), both databases. */
const searchOnly = process.argv.slice(2).includes('search');
/**
 * `npm run bench -- transfer`: only the rows of the Markdown export's speed and a 1 GB import's memory (issue 33);
 * `npm run bench -- transfer import`: the import's alone; `npm run bench -- transfer markdown`: the Markdown export's alone.
 */
const transferOnly = process.argv.slice(2).includes('transfer');
/** `npm run bench -- firsts`: only the rows of first uses, start-up, memory and the tennis and notebook paths (issue 33), on SQLite. */
const firstsOnly = process.argv.slice(2).includes('firsts');
/** `npm run bench -- charts`: only the charting rows (issue 34): a long match's report, a chart's save and scouting, both databases. */
const chartsOnly = process.argv.slice(2).includes('charts');

// The charting rows run the server's code in this process: they need no build.
if (!chartsOnly) ensureBuilt();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'baseline-bench-'));
try {
  if (attacksOnly) {
    await attackRowsAlone();
  } else if (lighthouseOnly) {
    await lighthouseRowsAlone();
  } else if (requestsOnly) {
    await requestRowsAlone();
  } else if (searchOnly) {
    rows.push(...(await searchRowsAlone(sqliteEnv())));
    rows.push(...(await withPostgres(scratch, searchRowsAlone)));
  } else if (transferOnly) {
    const args = process.argv.slice(2);
    const only = args.includes('import') ? 'import' : args.includes('markdown') ? 'markdown' : undefined;
    rows.push(...(await transferRows(sqliteEnv(), scratch, step, only)));
  } else if (firstsOnly) {
    await firstsRowsAlone();
  } else if (chartsOnly) {
    rows.push(...(await chartRows()));
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
    rows.push(...(await chartRows()));
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
  await seedLighthouseChart(handle.db, subscriberId);
  await createAdmin(handle.db, ADMIN);
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
    const token = await signIn(server.url, 'bench');
    step('GET /api/diary?date= and /api/health against raw node:http');
    rows.push(...(await requestRows(server.url, token, SEEDED_DAY, server.process.pid, scratch)));
    step('tennis routes against raw node:http');
    const tennis = await tennisRows(server.url, token, server.process.pid, scratch);
    rows.push(...tennis);
    step('the player name search');
    rows.push(await playerSearchRow(server.url, token));
    step('the player page with 500 backlinks');
    rows.push(...(await notebookRows(server.url, await signIn(server.url, 'notebook'), server.process.pid, scratch)));
    step('mentions: the @ list, and a save with 20 mentions against one without');
    rows.push(await mentionSuggestRow(server.url, token), ...(await mentionSaveRows(server.url, token)));
    step('POST /api/diary on SQLite');
    rows.push(await diaryWrites('SQLite', server.url, token));
    step('a markup fuzzer of diary saves, /api/health probed meanwhile');
    rows.push(await markupFuzzRow(server.url, token));
    step('the attack files on the import, /api/health probed meanwhile');
    rows.push(...(await importAttackRows(server.url, await attackerTokens(server.url))));
    step('searches over days of 20 full tabs, /api/health probed meanwhile');
    rows.push(await fullTabSearchRow(server.url, await signIn(server.url, 'fulltabs')));
    step('tag search at 1x and 10x');
    rows.push(
      ...(await tagSearch(server.url, await signIn(server.url, 'decade'), await signIn(server.url, 'century'))),
    );
    step('search at 1x and 10x, and against raw node:http');
    rows.push(...(await searchRowsOf('SQLite', server.url, server.process.pid)));
    step('login storm');
    rows.push(...(await loginRows(server.url, 'bench', token)));
    step('enumeration timing: an existing account against none');
    rows.push(...(await enumerationRows(server.url, knocked, 'SQLite')));
    step('Lighthouse');
    const drawAvailable = tennis[1]?.value !== 'not available';
    const visitors = {
      subscriber: token,
      admin: await signIn(server.url, ADMIN),
      seededDay: SEEDED_DAY,
      drawAvailable,
    };
    rows.push(...(await lighthouseRows(server.url, lighthousePages(visitors))));
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
    const writes = await diaryWrites('PostgreSQL', server.url, await signIn(server.url, 'bench'));
    step('search on PostgreSQL at 1x and 10x');
    const search = await searchRowsOf('PostgreSQL', server.url, server.process.pid);
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

/** The one-word search first (its first answer is the century's first search since the start), then the others. */
async function searchRowsOf(dialect: Dialect, url: string, serverPid: number | undefined): Promise<Row[]> {
  const tokens = await searchTokens(url);
  const oneWord = await oneWordRow(dialect, url, tokens);
  return [oneWord, ...(await searchRows(dialect, url, tokens, serverPid, scratch))];
}

/** The search rows alone (`npm run bench -- search`): the diaries seeded, the save with the index, the searches. */
async function searchRowsAlone(env: Record<string, string>): Promise<Row[]> {
  const dialect = env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const handle = await openSeeded(env);
  step(`seeding ${dialect} for search: 10 and 100 years of tabs of ~450 words`);
  await seedSearchDiary(handle.db, await createSubscriber(handle.db, 'searcher'), 10);
  await seedSearchDiary(handle.db, await createSubscriber(handle.db, 'searcher100'), 100);
  step(`${dialect}: a save with the search index against one without`);
  const save = await participantSaveRow(handle.db, await createSubscriber(handle.db, 'saver'), dialect, 'search');
  await handle.db.destroy();
  const server = await startServer(env);
  try {
    step(`${dialect}: the searches`);
    return [save, ...(await searchRowsOf(dialect, server.url, server.process.pid))];
  } finally {
    await server.stop();
  }
}

async function searchTokens(url: string): Promise<{ decade: string; century: string }> {
  return { decade: await signIn(url, 'searcher'), century: await signIn(url, 'searcher100') };
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

async function createAttackers(db: Database): Promise<void> {
  for (const name of ATTACKERS) await createSubscriber(db, name);
}

async function attackerTokens(url: string): Promise<string[]> {
  return Promise.all(ATTACKERS.map((name) => signIn(url, name)));
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

async function lighthouseRowsAlone(): Promise<void> {
  const handle = await openSeeded(sqliteEnv());
  const subscriberId = await createSubscriber(handle.db, 'bench');
  await seedTypicalDay(handle.db, subscriberId, SEEDED_DAY);
  await seedLighthouseChart(handle.db, subscriberId);
  await createAdmin(handle.db, ADMIN);
  await handle.db.destroy();
  const server = await startServer(sqliteEnv());
  try {
    step('Lighthouse on every page');
    const subscriber = await signIn(server.url, 'bench');
    const draw = await fetch(`${server.url}${DRAW_PATH}`, { headers: { authorization: `Bearer ${subscriber}` } });
    const visitors = {
      subscriber,
      admin: await signIn(server.url, ADMIN),
      seededDay: SEEDED_DAY,
      drawAvailable: draw.ok,
    };
    const pages = lighthousePages(visitors).filter(
      (page) => lighthouseWords.length === 0 || lighthouseWords.some((word) => page.name.includes(word)),
    );
    rows.push(...(await lighthouseRows(server.url, pages)));
  } finally {
    await server.stop();
  }
}

async function requestRowsAlone(): Promise<void> {
  const handle = await openSeeded(sqliteEnv());
  await seedTypicalDay(handle.db, await createSubscriber(handle.db, 'bench'), SEEDED_DAY);
  await handle.db.destroy();
  const server = await startServer(sqliteEnv());
  try {
    const token = await signIn(server.url, 'bench');
    step('GET /api/diary?date= and /api/health against raw node:http');
    rows.push(...(await requestRows(server.url, token, SEEDED_DAY, server.process.pid, scratch)));
    step('tennis routes against raw node:http');
    rows.push(...(await tennisRows(server.url, token, server.process.pid, scratch)));
  } finally {
    await server.stop();
  }
}

async function firstsRowsAlone(): Promise<void> {
  step('first uses after a fresh start, cold starts and idle memory');
  rows.push(...(await firstUseRows(scratch, sqliteEnv())), ...(await startRows(sqliteEnv())));
  const handle = await openSeeded(sqliteEnv());
  await createSubscriber(handle.db, 'bench');
  await seedSearchPlayers(handle.db);
  await seedBacklinks(handle.db, await createSubscriber(handle.db, 'notebook'));
  await handle.db.destroy();
  const server = await startServer(sqliteEnv());
  try {
    const bench = await signIn(server.url, 'bench');
    step('tennis routes, the player search, the notebook page and the @ list');
    rows.push(...(await tennisRows(server.url, bench, server.process.pid, scratch)));
    rows.push(await playerSearchRow(server.url, bench));
    rows.push(...(await notebookRows(server.url, await signIn(server.url, 'notebook'), server.process.pid, scratch)));
    rows.push(await mentionSuggestRow(server.url, bench), ...(await mentionSaveRows(server.url, bench)));
  } finally {
    await server.stop();
  }
}

/** The charting rows: the report of a long match in this process, then a chart's save and scouting on each database. */
async function chartRows(): Promise<Row[]> {
  step('charts: the report of a 350-point match');
  const charted = [reportRow()];
  const onDatabase = async (env: Record<string, string>) => {
    const dialect = env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    step(`charts on ${dialect}: a 350-point chart saved, 200 charted matches scouted`);
    const handle = await openSeeded(env);
    try {
      return await chartDatabaseRows(handle.db, dialect);
    } finally {
      await handle.db.destroy();
    }
  };
  charted.push(...(await onDatabase(sqliteEnv())), ...(await withPostgres(scratch, onDatabase)));
  return charted;
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

/** `npm run bench` after `npm start` finds the build; on a fresh clone it builds first. */
function ensureBuilt(): void {
  if (existsSync(path.join(paths.server, 'dist', 'main.js')) && existsSync(path.join(paths.webDist, 'index.html')))
    return;
  console.log('No build found: building contract, server and web app first...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: paths.root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
