// Installs the workspace's packages when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing but Node and npm.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${status}.`);
    process.exit(status);
  }
}

/**
 * Installs a folder's packages (the workspaces at the root by default, or bench/, which has a lockfile of its
 * own so that serving the app never brings in the bench's tools) when they are missing or older than its
 * package-lock.json.
 */
export function ensureDeps(
  folder = root,
  what = 'dependencies (the first run compiles better-sqlite3: about a minute)',
) {
  const installed = path.join(folder, 'node_modules', '.package-lock.json');
  const lock = path.join(folder, 'package-lock.json');
  const fresh = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log(`Installing ${what}...`);
  runOrExit(
    'npm',
    existsSync(path.join(folder, 'node_modules'))
      ? ['install', '--no-audit', '--no-fund']
      : ['ci', '--no-audit', '--no-fund'],
    { cwd: folder },
  );
}

/** The bench's own packages (Lighthouse, Puppeteer, autocannon): for `npm run bench` and for checking bench/. */
export function ensureBenchDeps() {
  ensureDeps(path.join(root, 'bench'), "the bench's tools (Lighthouse, Puppeteer, autocannon)");
}

/** `env`: variables to build under besides the environment's own. */
export function build(env = {}) {
  console.log('Building contract, server and web app...');
  runOrExit('npm', ['run', 'build', '--silent'], { env: { ...process.env, ...env } });
}

/**
 * The server as `npm start` runs it (a few seconds: the contract's build is incremental). npm test, which has
 * just built everything, says so with BASELINE_BUILT=1 and the crash and load tests start that build.
 */
export function buildServer() {
  if (process.env.BASELINE_BUILT === '1') return;
  runOrExit('npm', ['run', 'build:server', '--silent'], { cwd: root });
}
