import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';
import { hasChromium, missingChromiumMessage } from './chromium.js';
import { startServer, type E2EServer } from './support/server.js';

/**
 * Every spec imports `test` from here: without Chromium each test is reported as skipped, by name. Each
 * worker has its own server (support/server.ts), database and data folder, started with the worker's first
 * test and stopped when the worker ends; `baseURL`, and so `page` and `request`, point at it, and a test that
 * needs its data folder (the mail outbox) or its address takes the `server` fixture. Each test also comes from
 * its own client address (the e2e server trusts the loopback proxy header), so the per-address rate limits on
 * registration and login see many visitors, as in real use, not one machine making dozens of accounts.
 */
export const test = base.extend<{ chromiumPresent: undefined }, { server: E2EServer }>({
  chromiumPresent: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, use, testInfo) => {
      testInfo.skip(!hasChromium, missingChromiumMessage);
      await use(undefined);
    },
    { auto: true },
  ],
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, use, workerInfo) => {
      // Without Chromium every test is skipped (chromiumPresent above), yet Playwright still sets up the other
      // fixtures a test names: they get an address where no server was started, and no test body runs.
      if (!hasChromium) {
        await use({ url: 'http://server-not-started.invalid', dataDir: '', webDistDir: '' });
        return;
      }
      // The parallel index (0 to workers - 1), not the worker index, which grows each time a worker is
      // replaced after a failure: the replacement takes over the port its predecessor's server let go.
      const { server, stop } = await startServer(workerInfo.parallelIndex);
      try {
        await use(server);
      } finally {
        await stop();
      }
    },
    // Its own time, not the first test's: a start takes a few seconds, 60 s at most (support/server.ts).
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
export { expect } from '@playwright/test';
export type { E2EServer } from './support/server.js';
