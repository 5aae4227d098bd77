import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, hasChromium, missingChromiumMessage } from './chromium.js';

if (!hasChromium) {
  if (process.env.CI === 'true') throw new Error(`${missingChromiumMessage} CI needs it.`);
  console.warn(
    `\n${'!'.repeat(100)}\n!!! ${missingChromiumMessage}\n!!! EVERY END-TO-END TEST IS SKIPPED.\n${'!'.repeat(100)}\n`,
  );
}

/** Two by default, one per core of the CI machine; E2E_WORKERS sets another number. */
function workerCount(): number {
  const text = process.env.E2E_WORKERS ?? '2';
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_WORKERS is not a number of workers: "${text}"`);
  return count;
}

export default defineConfig({
  testDir: './specs',
  // Files are shared out among the workers; the tests of one file run in order, in one worker. Each worker
  // starts its own server, database and data folder (the `server` fixture in fixtures.ts), on E2E_PORT
  // (3210 by default) plus the worker's number.
  fullyParallel: false,
  workers: workerCount(),
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'playwright-report/results.json' }],
  ],
  use: {
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The service worker precaches the whole app in every new browser context: only the specs about it (pwa,
    // offline) let it run, so the others test the app online without that download beside each test.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
