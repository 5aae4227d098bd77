// `npm run bench:search-load`: the row of search-load-row.ts alone (a member with days of 20 full tabs, searches
// while /api/health is probed), on SQLite, without the rest of `npm run bench`. Exits 1 when it misses its target.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './processes.js';
import { markdownTable } from './report.js';
import { createSubscriber, openSeeded } from './seed.js';
import { fullTabSearchRow, seedFullTabDays } from './search-load-row.js';
import { signIn } from './sign-in.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'baseline-bench-search-'));
try {
  const env = { DATA_DIR: path.join(scratch, 'sqlite') };
  const handle = await openSeeded(env);
  const started = performance.now();
  await seedFullTabDays(handle.db, await createSubscriber(handle.db, 'fulltabs'));
  console.log(`seeded in ${Math.round((performance.now() - started) / 1000)} s`);
  await handle.db.destroy();
  const server = await startServer(env);
  try {
    const row = await fullTabSearchRow(server.url, await signIn(server.url, 'fulltabs'));
    console.log(`\n${markdownTable([row])}\n`);
    process.exitCode = row.pass === false ? 1 : 0;
  } finally {
    await server.stop();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
