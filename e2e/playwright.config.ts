import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, hasChromium, missingChromiumMessage } from './chromium.js';
import { adminCredentials } from './support/env.js';

if (!hasChromium) {
  if (process.env.CI === 'true') throw new Error(`${missingChromiumMessage} CI needs it.`);
  console.warn(
    `\n${'!'.repeat(100)}\n!!! ${missingChromiumMessage}\n!!! EVERY END-TO-END TEST IS SKIPPED.\n${'!'.repeat(100)}\n`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
// Workers load this file again; the environment carries the first choice of data folder to them.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'baseline-e2e-'));
process.env.E2E_BASE_URL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'playwright-report/results.json' }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Each test's fresh browser would install the service worker and download the whole app into its precache,
    // which made the longest specs miss their minute on a busy machine; pwa.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: hasChromium
    ? {
        command: `node ${path.resolve(import.meta.dirname, '../server/dist/main.js')}`,
        url: `http://localhost:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: 'localhost',
          DATA_DIR: process.env.E2E_DATA_DIR,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          ADMIN_USERNAME: adminCredentials.username,
          ADMIN_EMAIL: adminCredentials.email,
          ADMIN_PASSWORD: adminCredentials.password,
          PUBLIC_URL: `http://localhost:${port}`,
          CONTACT_EMAIL: 'legal@baseline.test',
          // The tests stand for many visitors: see fixtures.ts.
          TRUST_PROXY: '127.0.0.1,::1',
          // The demo season on a fixed day, so that what is live or past does not depend on the real date
          // (tennis-seasons.spec.ts sets the browser's clock to the same day).
          TENNIS_DEMO_TODAY: '2027-03-12',
        },
      }
    : undefined,
});
