// The backup's part of the crash test (issue 20): `npm run backup` run while the storm writes, the server then
// killed, and the backup put back with `npm run restore` into an empty DATA_DIR. The restored database must
// pass integrity_check and hold every day acknowledged before the backup began (that version, or a later
// one the backup caught); its mentions and search indexes must be exactly its notes', as after a kill.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../ensure-deps.mjs';
import { mentionIndexProblems } from './mentions.mjs';
import { searchIndexProblems } from './search-index.mjs';

const Database = createRequire(path.join(root, 'server', 'package.json'))('better-sqlite3');

/**
 * `startStorm()` starts the writers (they stop when the server dies) and answers their promises; `kill()` kills
 * the server. Answers the problems found, and how many acknowledged days the backup was checked against.
 */
export async function backupDuringWrites({ env, ledger, startStorm, kill }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'baseline-crash-backup-'));
  try {
    const backup = path.join(folder, 'during-writes.sqlite');
    const writers = startStorm();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = new Map(ledger.acked);
    const backedUp = await runScript('backup.mjs', [backup], env);
    // The storm goes on a little past the backup, then the server dies mid-write as in every round.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await kill();
    await Promise.all(writers);
    if (backedUp.code !== 0) return { problems: [`npm run backup failed (${backedUp.code}): ${backedUp.output}`] };

    const restoredDir = path.join(folder, 'restored');
    mkdirSync(restoredDir);
    const restored = await runScript('restore.mjs', [backup], { ...env, DATA_DIR: restoredDir });
    if (restored.code !== 0) return { problems: [`npm run restore failed (${restored.code}): ${restored.output}`] };
    return { problems: restoredProblems(path.join(restoredDir, 'baseline.sqlite'), before), checked: before.size };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function restoredProblems(file, acknowledged) {
  const db = new Database(file, { fileMustExist: true });
  try {
    const problems = db
      .pragma('integrity_check')
      .map((row) => row.integrity_check)
      .filter((result) => result !== 'ok')
      .map((result) => `integrity_check: ${result}`);
    const readDay = db.prepare(`select e.version, n.title, n.content from diary_entries e
      join diary_notes n on n.entry_id = e.id where e.date = ? order by n.position`);
    for (const [date, { notes, version }] of acknowledged) {
      const rows = readDay.all(date);
      const stored = rows[0]?.version ?? 0;
      const same =
        JSON.stringify(rows.map(({ title, content }) => ({ title, content }))) ===
        JSON.stringify(notes.map(({ title, content }) => ({ title, content })));
      if (stored < version || (stored === version && !same)) {
        problems.push(`${date}: acknowledged version ${version} before the backup, the backup holds ${stored}`);
      }
    }
    problems.push(...mentionIndexProblems(db).map((problem) => `mentions: ${problem}`));
    problems.push(...searchIndexProblems(db).map((problem) => `search index: ${problem}`));
    return problems;
  } finally {
    db.close();
  }
}

/** Runs scripts/<name> as an operator would (`npm run backup -- FILE`), from the data folder. */
function runScript(name, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', name), ...args], {
      cwd: env.DATA_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
