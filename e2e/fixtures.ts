import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';
import { hasChromium, missingChromiumMessage } from './chromium.js';

/**
 * Every spec imports `test` from here: without Chromium each test is reported as skipped, by name. Each test
 * also comes from its own client address (the e2e server trusts the loopback proxy header), so the per-address
 * rate limits on registration and login see many visitors, as in real use, not one machine making dozens of
 * accounts.
 */
export const test = base.extend<{ chromiumPresent: undefined }>({
  chromiumPresent: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, use, testInfo) => {
      testInfo.skip(!hasChromium, missingChromiumMessage);
      await use(undefined);
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
export { expect } from '@playwright/test';
