import { existsSync } from 'node:fs';

/** Debian's Chromium: the only browser these tests use (Playwright's own downloads cannot be fetched here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

/** Flags for a headless Chromium on a closed network: no background calls home, no sandbox as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const missingChromiumMessage = `Chromium was not found at ${chromiumPath}: install Debian's package (apt-get install chromium).`;
