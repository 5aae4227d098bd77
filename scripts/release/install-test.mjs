// `npm test`'s release check: the tarball `npm run release` makes is unpacked into an empty folder outside the
// repository (so nothing resolves from its node_modules), installed as the README tells an operator to
// (`npm ci --omit=dev`) but from npm's cache alone (`--offline`: the root install fetched every package its
// lockfile holds), started with `node server/dist/main.js`, and logged in to as the admin it seeds.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, freePort, serverEnv, startServer } from '../crash/server-process.mjs';
import { root, run } from '../ensure-deps.mjs';
import { packRelease } from './pack.mjs';

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const scratch = mkdtempSync(path.join(tmpdir(), 'baseline-release-'));
const failures = [];
try {
  const tarball = packRelease();
  runOrThrow('tar', ['-xzf', tarball, '-C', scratch]);
  const folder = path.join(scratch, `baseline-${version}`);
  runOrThrow('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: folder });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The release serves its own web app (server/dist/../../web/dist), not the folder the crash test's env names.
  const { WEB_DIST_DIR: _crashTestWebDist, ...env } = serverEnv(path.join(scratch, 'data'), port);
  const server = await startServer(env, baseUrl, 60_000, folder);
  try {
    await checkServes(baseUrl);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`The release does not install and serve:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`Release ${version}: installed offline into an empty folder, it serves the app and the admin logs in.`);

async function checkServes(baseUrl) {
  const health = await fetch(`${baseUrl}/api/health`);
  expect('GET /api/health', await health.json(), { status: 'ok', version });

  const page = await fetch(`${baseUrl}/`);
  const html = await page.text();
  expect('GET / is the web app', [page.status, html.includes('<title>Baseline</title>')], [200, true]);
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  const bundle = script === undefined ? undefined : await fetch(`${baseUrl}${script}`);
  expect(`GET ${script ?? "the page's script"}`, bundle?.status, 200);

  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  expect('POST /api/auth/login as the seeded admin', [login.status, typeof token], [200, 'string']);
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  const account = await me.json();
  expect('GET /api/auth/me', [me.status, account.username, account.isAdmin], [200, ADMIN.username, true]);
}

function expect(what, actual, expected) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    failures.push(`${what}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  }
}

function runOrThrow(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${status}.`);
}
