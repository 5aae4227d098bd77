// Makes release/baseline-<version>/ and release/baseline-<version>.tgz from the current build: what an operator
// installs with nothing but Node (`npm ci --omit=dev`, then `node server/dist/main.js`).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, runOrExit } from '../ensure-deps.mjs';

/** Beside the server and the web app: what an operator reads first. */
const DOCUMENTS = ['README.md', 'CHANGELOG.md', 'SECURITY.md'];

/** Packs the build made by `npm run build` and answers the tarball's path. */
export function packRelease() {
  const rootPackage = readJson(path.join(root, 'package.json'));
  const name = `baseline-${rootPackage.version}`;
  const releases = path.join(root, 'release');
  const folder = path.join(releases, name);
  const tarball = path.join(releases, `${name}.tgz`);
  rmSync(folder, { recursive: true, force: true });
  rmSync(tarball, { force: true });
  mkdirSync(folder, { recursive: true });

  for (const built of [path.join('server', 'dist'), path.join('web', 'dist')]) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first.`);
    cpSync(path.join(root, built), path.join(folder, built), { recursive: true });
  }
  for (const document of DOCUMENTS) cpSync(path.join(root, document), path.join(folder, document));

  const dependencies = runtimeDependencies();
  writeJson(path.join(folder, 'package.json'), {
    name: rootPackage.name,
    version: rootPackage.version,
    description: 'Baseline: a subscription diary and tennis notes web app.',
    private: true,
    type: 'module',
    engines: rootPackage.engines,
    scripts: {
      start: 'node server/dist/main.js',
      backup: 'node server/dist/backup.js',
      restore: 'node server/dist/restore.js',
    },
    dependencies,
    overrides: rootPackage.overrides,
    // npm 11 asks which packages may run install scripts: better-sqlite3 compiles its addon.
    allowScripts: Object.fromEntries(Object.entries(rootPackage.allowScripts).filter(([name]) => name in dependencies)),
  });
  // The repository's lockfile, pruned by npm to these dependencies: the release installs the very versions
  // that were tested, not the newest its ranges allow.
  cpSync(path.join(root, 'package-lock.json'), path.join(folder, 'package-lock.json'));
  runOrExit(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    {
      cwd: folder,
    },
  );

  runOrExit('tar', ['-czf', tarball, '-C', releases, name]);
  console.log(`Release ${rootPackage.version}: ${path.relative(root, tarball)}`);
  return tarball;
}

/**
 * The server's dependencies that its bundle loads from node_modules at run time, at the versions installed
 * here: the native ones left out of the bundle (server/build.mjs) and those required by name on first use
 * (lib/lazy-module.ts, the password checks). A dependency is one of them when none of its files is in the
 * bundle (its source map lists every file bundled) and the bundle names it; the rest is bundled.
 */
function runtimeDependencies() {
  const dist = path.join(root, 'server', 'dist');
  const bundle = readFileSync(path.join(dist, 'server.js'), 'utf8');
  const bundled = new Set(readJson(path.join(dist, 'server.js.map')).sources.map(packageOf).filter(Boolean));
  const lock = readJson(path.join(root, 'package-lock.json')).packages;
  const declared = Object.keys(readJson(path.join(root, 'server', 'package.json')).dependencies);
  const named = (name) =>
    ['"', "'", '`'].some((quote) => bundle.includes(`${quote}${name}${quote}`) || bundle.includes(`${quote}${name}/`));
  const loaded = declared.filter((name) => !bundled.has(name) && !name.startsWith('@baseline/') && named(name));
  return Object.fromEntries(
    loaded.sort().map((name) => {
      const installed = lock[`server/node_modules/${name}`] ?? lock[`node_modules/${name}`];
      if (!installed) throw new Error(`${name} is not in package-lock.json.`);
      return [name, installed.version];
    }),
  );
}

/** The package a bundled file came from (`…/node_modules/@scope/name/lib/x.js` → `@scope/name`), if any. */
function packageOf(source) {
  if (!source.includes('node_modules/')) return undefined;
  const parts = source.split('node_modules/').at(-1).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function writeJson(file, value) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
