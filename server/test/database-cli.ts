import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBackupCli, runRestoreCli } from '../src/cli/backup/database-cli.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` or `npm run restore` in-process with this environment, capturing what it prints. */
export async function cliRun(
  command: 'backup' | 'restore',
  env: NodeJS.ProcessEnv,
  argv: string[],
  now?: () => number,
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const run = command === 'backup' ? runBackupCli : runRestoreCli;
  const code = await run({
    argv,
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    ...(now ? { now } : {}),
  });
  return { code, stdout, stderr };
}

/** The environment of a SQLite server whose DATA_DIR is `dataDir`. */
export function sqliteEnv(dataDir: string): NodeJS.ProcessEnv {
  return { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'database-cli-test-secret', LOG_LEVEL: 'silent' };
}

/** An empty folder, removed with the test's other resources. */
export function freshDataDir(cleanup: { close: () => Promise<void> }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'baseline-backup-'));
  cleanup.push({
    close: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
  return dir;
}
