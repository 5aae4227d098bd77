// `npm run test:crash [-- --kills N]`: kill -9 the built server at random moments of a storm of diary
// saves and player notes on SQLite, N times (50 by default), restarting it each time. Every save that was
// answered 2xx must read back exactly, the mentions index must hold exactly what the stored notes mention,
// the search index exactly one row per tab and player note and nothing else (FTS5's integrity-check ok),
// `PRAGMA integrity_check` must say ok, and the server must start cleanly. Last, `npm run backup` runs during
// a storm and its copy, put back by `npm run restore`, must hold every day acknowledged before it began.
// `npm test` runs it with 5 kills.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupDuringWrites } from './crash/backup-during-writes.mjs';
import { runWriter } from './crash/diary-writer.mjs';
import { mentionIndexProblems, mentionTargets } from './crash/mentions.mjs';
import {
  noteHistoryProblems,
  noteVersionCount,
  runPlayerNoteWriter,
  searchIndexProblems,
  searchRowCount,
} from './crash/search-index.mjs';
import { ADMIN, freePort, killHard, serverEnv, startServer } from './crash/server-process.mjs';
import { createImportStorm } from './crash/import-writer.mjs';
import { createChartStorm } from './crash/chart-writer.mjs';
import { createTemplateStorm } from './crash/template-writer.mjs';
import { buildServer, root } from './ensure-deps.mjs';

const kills = Number(process.argv[process.argv.indexOf('--kills') + 1] || 50);
const WRITERS = 8;
const Database = createRequire(path.join(root, 'server', 'package.json'))('better-sqlite3');

buildServer();

const dataDir = mkdtempSync(path.join(tmpdir(), 'baseline-crash-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = serverEnv(dataDir, port);
const ledger = { acked: new Map(), roundAcked: new Set(), unknown: new Map(), errors: [] };
const failures = [];
const templates = createTemplateStorm();
const charts = createChartStorm();
const imports = createImportStorm();
let mentionsIndexed = 0;
let searchIndexed = 0;
let noteVersions = 0;
let backupChecked = 0;

try {
  let server = await startServer(env, baseUrl);
  const token = await login();
  const targets = await mentionTargets(baseUrl, token);
  for (let round = 1; round <= kills; round++) {
    const writers = startStorm(token, targets);
    // A random moment: from the first saves to well into the storm.
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 600));
    await killHard(server);
    await Promise.all(writers);

    server = await startServer(env, baseUrl);
    failures.push(...(await verifyRound(token)).map((failure) => `round ${round}: ${failure}`));
    failures.push(...integrityProblems().map((problem) => `round ${round}: integrity_check: ${problem}`));
    failures.push(...(await templates.verify(baseUrl, token)).map((problem) => `round ${round}: ${problem}`));
    failures.push(...(await charts.verify(baseUrl, token)).map((problem) => `round ${round}: ${problem}`));
    failures.push(
      ...(await imports.verify((date) => readDay(token, date))).map((problem) => `round ${round}: ${problem}`),
    );
    failures.push(...mentionProblems().map((problem) => `round ${round}: mentions: ${problem}`));
    failures.push(...searchProblems().map((problem) => `round ${round}: search index: ${problem}`));
    failures.push(...historyProblems().map((problem) => `round ${round}: history: ${problem}`));
    console.log(
      `kill ${round}/${kills}: ${ledger.roundAcked.size} acknowledged saves read back exactly, ` +
        `${ledger.unknown.size} cut off by the kill all or nothing`,
    );
    if (failures.length > 0) break;
  }
  failures.push(...(await verifyAll(token)));
  const backup = await backupDuringWrites({
    env,
    ledger,
    startStorm: () => startStorm(token, targets),
    kill: () => killHard(server),
  });
  failures.push(...backup.problems.map((problem) => `backup during writes: ${problem}`), ...ledger.errors);
  backupChecked = backup.checked ?? 0;
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\nCrash test FAILED:\n${failures.slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nCrash test passed: ${kills} kill -9 during writes, ${ledger.acked.size} acknowledged days and ` +
    `${templates.count()} templates, ${charts.count()} charts and ${imports.count()} imported days all intact (each import all or nothing), the mentions index (${mentionsIndexed} rows) exactly the stored ` +
    `notes' mentions, the search index (${searchIndexed} rows) exactly the tabs, player notes and charts, every replaced ` +
    `version kept in history, the player notes' history (${noteVersions} versions) without gaps, ` +
    `integrity_check ok, clean restarts; a backup taken during writes restored whole with all ${backupChecked} ` +
    'days acknowledged before it began.',
);

/** The diary writers, the template and the player-note writers, all writing until the server is killed. */
function startStorm(token, targets) {
  ledger.unknown.clear();
  ledger.roundAcked.clear();
  const writers = Array.from({ length: WRITERS }, (_, writer) =>
    runWriter({ baseUrl, token, writer, ledger, targets }),
  );
  writers.push(templates.run(baseUrl, token));
  writers.push(charts.run(baseUrl, token));
  writers.push(imports.run(baseUrl, token));
  writers.push(runPlayerNoteWriter({ baseUrl, token, targets, errors: ledger.errors }));
  return writers;
}

async function login() {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await res.json();
  if (res.status !== 200 || typeof body.token !== 'string') throw new Error(`login answered ${res.status}`);
  return body.token;
}

async function readDay(token, date) {
  const res = await fetch(`${baseUrl}/api/diary?date=${date}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET /api/diary?date=${date} answered ${res.status}`);
  return res.json();
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Writes whose answer was lost are all or nothing; acknowledged saves of this round are there exactly. */
async function verifyRound(token) {
  const problems = [];
  for (const [date, { notes, before }] of ledger.unknown) {
    const day = await readDay(token, date);
    const allowed = [notes, before?.notes ?? []];
    if (!allowed.some((expected) => same(day.notes, expected))) {
      problems.push(`${date}: a write cut off by the kill left ${JSON.stringify(day.notes)}`);
    } else if (same(day.notes, notes)) {
      ledger.acked.set(date, { notes, version: day.version });
    }
  }
  return problems.concat(await verifyDays(token, ledger.roundAcked));
}

/** Every acknowledged day of the run, once more at the end: a later crash must not have undone any. */
function verifyAll(token) {
  return verifyDays(token, ledger.acked.keys());
}

async function verifyDays(token, dates) {
  const problems = [];
  for (const date of dates) {
    const { notes, version } = ledger.acked.get(date);
    const day = await readDay(token, date);
    if (!same(day.notes, notes) || day.version !== version) {
      problems.push(`${date}: acknowledged ${JSON.stringify({ notes, version })}, read back ${JSON.stringify(day)}`);
    }
  }
  return problems;
}

/**
 * Every save replaced the version before it, and kept it in the day's history in the same transaction: a day
 * acknowledged at version v has exactly v - 1 kept versions (the writers never delete or rename a day).
 */
function historyProblems() {
  const db = new Database(path.join(dataDir, 'baseline.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const kept = db.prepare('select count(*) as n from diary_versions where date = ?');
    const problems = [];
    for (const [date, { version }] of ledger.acked) {
      const { n } = kept.get(date);
      if (n !== version - 1) problems.push(`${date} at version ${version} has ${n} kept versions`);
    }
    return problems;
  } finally {
    db.close();
  }
}

function mentionProblems() {
  const db = new Database(path.join(dataDir, 'baseline.sqlite'), { readonly: true, fileMustExist: true });
  try {
    mentionsIndexed = db.prepare('select count(*) as n from diary_mentions').get().n;
    return mentionIndexProblems(db);
  } finally {
    db.close();
  }
}

function searchProblems() {
  // Writable: FTS5's integrity-check is run as an insert (it writes nothing); the server waits on no lock of it.
  const db = new Database(path.join(dataDir, 'baseline.sqlite'), { fileMustExist: true });
  try {
    searchIndexed = searchRowCount(db);
    noteVersions = noteVersionCount(db);
    return [...searchIndexProblems(db), ...noteHistoryProblems(db)];
  } finally {
    db.close();
  }
}

function integrityProblems() {
  const db = new Database(path.join(dataDir, 'baseline.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check');
    return rows.map((row) => row.integrity_check).filter((result) => result !== 'ok');
  } finally {
    db.close();
  }
}
