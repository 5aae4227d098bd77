// The web app's size budgets (gzip), checked on the production build by `npm test` and reported by
// `npm run bench`, and that the build is a production one with its service worker. Reads the build's manifest for what each page loads, and the source maps for which
// modules each chunk holds.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { paths } from './paths.js';

/** The target for the JS of `/` and `/login` (both are served by the first bundle), enforced as is. */
export const ENTRY_BUDGET_KB = 100;
/**
 * Per chunk, by the chunk's name; any other chunk gets DEFAULT_CHUNK_BUDGET_KB. The editor's chunk (richText,
 * loaded after the saved note is drawn) grew with issue 18: TipTap's mention extension brings its suggestion
 * plugin, and that plugin places the `@` list with Floating UI, both imported statically (bench/RESULTS.md).
 */
const CHUNK_BUDGETS_KB: Record<string, number> = { framework: 90, richText: 145 };
const DEFAULT_CHUNK_BUDGET_KB = 40;
/** Modules that must stay out of the first bundle (each in lazily loaded chunks). */
const LAZY_ONLY = [
  { what: 'the editor (TipTap)', pattern: /node_modules\/@tiptap\// },
  { what: 'the tennis bracket', pattern: /src\/features\/tennis\/bracket\// },
  {
    what: 'the service worker registration (workbox-window, the update prompt)',
    pattern:
      /node_modules\/workbox-window\/|src\/features\/offline\/service-worker\/(registerServiceWorker|showUpdatePrompt)/,
  },
];

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface BundleReport {
  entryKb: number;
  entryFiles: string[];
  problems: string[];
}

const kb = (bytes: number) => bytes / 1000;
const gzipKb = (file: string) => kb(gzipSync(readFileSync(file)).length);

export function checkBundle(dist = paths.webDist): BundleReport {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error(`${manifestFile} names no entry.`);

  // The entry and everything it imports statically: what the browser loads before `/` or `/login` renders.
  const loaded = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  const entryFiles = [...loaded].filter((file) => file.endsWith('.js'));
  const entryKb = entryFiles.reduce((sum, file) => sum + gzipKb(path.join(dist, file)), 0);

  const problems: string[] = [];
  if (entryKb > ENTRY_BUDGET_KB) {
    problems.push(
      `The JS that / and /login load is ${entryKb.toFixed(1)} KB gzip, over its ${ENTRY_BUDGET_KB} KB budget ` +
        `(${entryFiles.join(', ')}). Load the new code lazily (a route's lazy(), or lazyWithQueries).`,
    );
  }
  if (!existsSync(path.join(dist, 'sw.js')))
    problems.push('The build has no service worker (sw.js): offline use needs it.');
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    if (readFileSync(path.join(dist, chunk.file), 'utf8').includes('jsxDEV')) {
      problems.push(
        `Chunk ${chunk.file} holds React's development runtime (jsxDEV): the build is not a production one.`,
      );
    }
    const name = chunk.name ?? path.basename(chunk.file);
    const budget = CHUNK_BUDGETS_KB[name] ?? DEFAULT_CHUNK_BUDGET_KB;
    const size = gzipKb(path.join(dist, chunk.file));
    if (size > budget)
      problems.push(`Chunk ${chunk.file} is ${size.toFixed(1)} KB gzip, over its ${budget} KB budget.`);
  }
  for (const file of entryFiles) {
    const map = path.join(dist, `${file}.map`);
    if (!existsSync(map)) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    for (const { what, pattern } of LAZY_ONLY) {
      const found = sources.find((source) => pattern.test(source));
      if (found) problems.push(`${what} is in the first bundle (${file} holds ${found}): load it lazily.`);
    }
  }
  return { entryKb, entryFiles, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = checkBundle();
  console.log(
    `First bundle (/ and /login): ${report.entryKb.toFixed(1)} KB gzip of ${ENTRY_BUDGET_KB} KB budget ` +
      `in ${report.entryFiles.length} files.`,
  );
  for (const problem of report.problems) console.error(`BUNDLE BUDGET EXCEEDED: ${problem}`);
  process.exit(report.problems.length === 0 ? 0 : 1);
}
