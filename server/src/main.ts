import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import { withEnvFile } from './config/env-file.js';
import { settingsSummary } from './config/summary.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { DatabaseUnreachableError, waitForDatabase } from './db/wait-for-database.js';
import { ensureAdminAccount } from './features/accounts/accounts.service.js';
import { createChartsWriter, createDiaryWriter, createNoteWriter } from './writers.js';
import { createChartsService } from './features/charts/charts.service.js';
import { ensureDemoAccount } from './features/demo-account/demo-seed.js';
import { backfillSearchIndex } from './search-backfill.js';
import { createTennisData } from './features/tennis/tennis-sources.js';
import { systemClock } from './lib/clock.js';
import { closeOnSignals } from './shutdown.js';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig({ WEB_DIST_DIR: defaultWebDist, ...withEnvFile(process.env, process.cwd()) });
  const database = openDatabase(config.database);
  await waitForDatabase(database.db, {
    timeoutMs: config.databaseConnectTimeoutMs,
    print: (line) => {
      console.error(line);
    },
  });
  await migrateToLatest(database);
  await ensureAdminAccount({
    db: database.db,
    admin: config.admin,
    now: systemClock,
    print: (text) => {
      console.log(text);
    },
  });
  // SEED_DEMO=1 only: a subscribed `demo` user with months of diary (features/demo-account/demo-seed.ts).
  await ensureDemoAccount({
    db: database.db,
    writer: createDiaryWriter(database.db),
    noteWriter: createNoteWriter(),
    charts: createChartsService({ db: database.db, now: systemClock, writer: createChartsWriter() }),
    demo: config.demo,
    now: systemClock,
    print: console.log.bind(console),
    ...(config.tennis.source === 'demo' && config.tennis.today !== undefined ? { storyDay: config.tennis.today } : {}),
  });
  const app = await buildApp({ config, database });
  await indexSavedNotes(config, database.db, app.log);

  closeOnSignals(app, database);

  await app.listen({ port: config.port, host: config.host });
  const { settings, message } = settingsSummary(config);
  app.log.info({ settings }, message);
  app.log.info(`Baseline is serving on ${config.publicUrl}`);
}

/**
 * Indexes for search whatever was saved before the index existed, before the server listens: it never answers
 * a search the index cannot yet answer in full. Resumable: a start cut short goes on where it stopped.
 */
async function indexSavedNotes(config: Config, db: Database, log: FastifyBaseLogger): Promise<void> {
  const tournaments = createTennisData(config.tennis, { now: systemClock, log, redis: undefined, redisKeyPrefix: '' });
  const indexed = await backfillSearchIndex({
    db,
    tournaments,
    warn: (message) => {
      log.warn(message);
    },
  });
  if (indexed.tabs + indexed.playerNotes > 0) {
    log.info(indexed, `Search index: ${indexed.tabs} diary tabs and ${indexed.playerNotes} player notes indexed.`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  } else if (error instanceof DatabaseUnreachableError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
