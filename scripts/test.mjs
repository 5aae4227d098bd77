// `npm test`: install what is missing, build, then lint, typecheck, unit and integration tests, and
// end-to-end tests in Chromium. Every step runs even when an earlier one fails, and the last line
// sums up the tests as "N passed, N failed, N skipped".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, ensureBenchDeps, ensureDeps, root, run } from './ensure-deps.mjs';

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
  if (run(command, args, options) !== 0) failedSteps.push(name);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end, where a CI log cut to its last lines still shows them.
const failedTests = [];
for (const name of vitestWorkspaces) addVitest(path.join(reports, `${name}.json`));
addPlaywright(path.join(reports, 'e2e.json'));

console.log('');
for (const failure of failedTests) console.log(`FAILED ${failure}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') {
        failedTests.push(`${path.relative(root, suite.name)} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
      }
    }
  }
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
