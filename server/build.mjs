// `npm run build -w server`: the server as one ESM file, dist/server.js, behind a small dist/main.js that
// turns on source maps first. Node 20 spends most of a cold start finding, reading and linking the ~1,000
// small module files of the server and its packages; one file starts in about half the time and memory.
// Type errors are caught by `npm run typecheck`, not here: esbuild only strips the types.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMailTemplates } from './mail-templates.mjs';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverDir, 'dist');

/**
 * Loaded from node_modules at run time instead of bundled: native addons, whose binaries are found next to
 * their own files, better-sqlite3's `bindings`, which searches its package folder, and piscina, whose threads
 * start from its own worker file beside its package's code. The heavy packages
 * loaded on first use (lib/lazy-module.ts) are required by a name known only at run time, so esbuild leaves
 * them to Node as well.
 */
const external = ['better-sqlite3', 'sharp', '@node-rs/argon2', 'piscina'];

/**
 * npm installs a separate copy of a package for each dependant that cannot share the hoisted one: ajv 8 sits
 * three times under node_modules (Fastify's validator compiler, fast-json-stringify, ajv-formats) because
 * eslint keeps ajv 6 at the top. Bundled as they are, all three copies would be parsed and run at start-up.
 * This points every import of a package at the first copy found of the same name and version, which is the
 * same code, so each is loaded once.
 */
const dedupeIdenticalPackages = {
  name: 'dedupe-identical-packages',
  setup(esbuild) {
    const firstCopy = new Map();
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'deduped' || args.kind === 'entry-point') return undefined;
      const resolved = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'deduped',
      });
      if (resolved.errors.length > 0 || resolved.external) return resolved;
      const packageDir = packageDirOf(resolved.path);
      if (!packageDir) return resolved;
      const { name, version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      const key = `${name}@${version}`;
      const canonicalDir = firstCopy.get(key) ?? packageDir;
      firstCopy.set(key, canonicalDir);
      return { ...resolved, path: path.join(canonicalDir, path.relative(packageDir, resolved.path)) };
    });
  },
};

/** The package folder (the one holding package.json right under node_modules) a resolved file belongs to. */
function packageDirOf(file) {
  const parts = file.split(path.sep);
  const last = parts.lastIndexOf('node_modules');
  if (last === -1) return undefined;
  const nameParts = parts[last + 1]?.startsWith('@') ? 2 : 1;
  return parts.slice(0, last + 1 + nameParts).join(path.sep);
}

// Whatever an earlier build left (the per-file output of tsc before this script) must not be run instead.
rmSync(outdir, { recursive: true, force: true });
await build({
  // The admin, backup and restore CLIs are bundles beside the server, so a release that ships dist/ runs them too.
  entryPoints: {
    server: path.join(serverDir, 'src', 'main.ts'),
    'admin-cli': path.join(serverDir, 'src', 'cli', 'admin.ts'),
    'backup-cli': path.join(serverDir, 'src', 'cli', 'backup', 'backup-main.ts'),
    'restore-cli': path.join(serverDir, 'src', 'cli', 'backup', 'restore-main.ts'),
    // Worker threads' modules, found beside server.js by lib/worker-pool.ts.
    'import-worker': path.join(serverDir, 'src', 'features', 'import', 'import-worker.ts'),
    'markdown-worker': path.join(serverDir, 'src', 'features', 'export', 'markdown-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  plugins: [dedupeIdenticalPackages],
  // The mail templates as HTML, compiled by MJML here so that the server never loads it (features/mail/mail-html.ts).
  define: { COMPILED_MAIL_TEMPLATES: JSON.stringify(await compileMailTemplates()) },
  // A third less code for V8 to parse at every start. Names stay as written, so logs and stack traces
  // keep the functions' own names; the source map gives their files and lines.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  // Stack traces need the map's positions only, not a copy of every source: that copy made the map 6 MB
  // for Node to read and parse at every start.
  sourcesContent: false,
  // Bundled CommonJS packages call require() for Node's built-in modules, which an ES module lacks.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  logLevel: 'warning',
});

// The entry points. Source maps must be on before a bundle loads for Node to read its map, and turning
// them on here rather than with --enable-source-maps keeps `node server/dist/main.js` the whole command.
for (const [entry, bundle] of [
  ['main.js', 'server.js'],
  ['admin.js', 'admin-cli.js'],
  ['backup.js', 'backup-cli.js'],
  ['restore.js', 'restore-cli.js'],
]) {
  writeFileSync(
    path.join(outdir, entry),
    `// Generated by server/build.mjs.\nprocess.setSourceMapsEnabled(true);\nawait import('./${bundle}');\n`,
  );
}
