import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { withEnvFile } from './config/env-file.js';
import { settingsSummary } from './config/summary.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureAdminAccount } from './features/accounts/accounts.service.js';
import { ensureDemoAccount } from './features/diary/demo-seed.js';
import { systemClock } from './lib/clock.js';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig({ WEB_DIST_DIR: defaultWebDist, ...withEnvFile(process.env, process.cwd()) });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await ensureAdminAccount({
    db: database.db,
    admin: config.admin,
    now: systemClock,
    print: (text) => {
      console.log(text);
    },
  });
  // SEED_DEMO=1 only: a subscribed `demo` user with months of diary (features/diary/demo-seed.ts).
  await ensureDemoAccount({
    db: database.db,
    demo: config.demo,
    now: systemClock,
    print: console.log.bind(console),
  });
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  const { settings, message } = settingsSummary(config);
  app.log.info({ settings }, message);
  app.log.info(`Baseline is serving on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
