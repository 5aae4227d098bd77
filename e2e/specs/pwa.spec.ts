import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { TennisList } from '../page-models/tennis-list.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { cachedApiKeys, everyCachedUrl, workerInControl } from '../support/service-worker.js';

// The suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

const DAY = '2026-11-20';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/**
 * The API paths whose answers the worker must never keep (features/offline/service-worker/apiRequests.ts),
 * but for the subscription status, which every subscriber screen needs offline.
 */
const NEVER_CACHED = ['/api/auth/', '/api/stripe/', '/api/admin/', '/api/export/', '/api/import/'];
const SUBSCRIPTION_STATUS = '/api/stripe/subscription-status';
const neverCached = (url: string) => {
  const { pathname } = new URL(url);
  return pathname !== SUBSCRIPTION_STATUS && NEVER_CACHED.some((prefix) => pathname.startsWith(prefix));
};

interface WebAppManifest {
  description: unknown;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const dayText = (page: Page, text: string) => page.getByRole('tabpanel').getByText(text);
const isDayAnswer = (url: string) => url.includes(`/api/diary?date=${DAY}`);

test('Baseline installs as an app: its manifest and icons, and no installability errors', async ({
  request,
  server,
}) => {
  // An ordinary profile: Chromium never offers to install from an incognito one, which newContext() is.
  const profile = mkdtempSync(path.join(tmpdir(), 'baseline-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    baseURL: server.url,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|manifest|service ?worker/i.test(message.text())) refused.push(message.text());
    });
    await signedInMember(page, request);
    await workerInControl(page);

    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);

    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Baseline',
      short_name: 'Baseline',
      start_url: '/main',
      scope: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#f4f6f3',
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    const head = page.locator('head');
    const icons = await head
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const file of [
      ...manifest.icons.map((icon: { src: string }) => icon.src),
      ...icons,
      '/icons/icon-dark-512.png',
    ]) {
      const answer = await request.get(file);
      expect({ file, status: answer.status() }).toEqual({ file, status: 200 });
    }
    expect(icons).toEqual(
      expect.arrayContaining(['/favicon.svg', '/icons/favicon-dark.svg', '/icons/apple-touch-icon.png']),
    );
    await expect(head.locator('meta[name="theme-color"]')).toHaveCount(2);
    await expect(head.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
    expect(refused).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a day read online opens offline from the cache, marked with when it was fetched', async ({
  page,
  context,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, DAY, [{ title: 'Tab 1', content: '<p>Kept for the train ride</p>', tags: [] }]);
  await workerInControl(page);

  const fresh = page.waitForResponse((answer) => isDayAnswer(answer.url()));
  await page.goto(`/main/diary?date=${DAY}`);
  expect((await fresh).headers()['x-offline-copy']).toBeUndefined();
  await expect(dayText(page, 'Kept for the train ride')).toBeVisible();

  await context.setOffline(true);
  const copy = page.waitForResponse((answer) => isDayAnswer(answer.url()));
  await page.reload();
  const cached = await copy;
  expect(cached.fromServiceWorker()).toBe(true);
  expect(cached.headers()['x-offline-copy']).toMatch(ISO_INSTANT);
  // The shell (the app's own files, from the precache) and the day (the API's answer, from the cache).
  await expect(page.getByRole('region', { name: 'Calendar' })).toBeVisible();
  await expect(dayText(page, 'Kept for the train ride')).toBeVisible();

  const kept = await everyCachedUrl(page);
  expect(kept.filter(neverCached)).toEqual([]);
  const apiKeys = await cachedApiKeys(page);
  expect(apiKeys.length).toBeGreaterThan(0);
  for (const key of apiKeys) expect(new URL(key).searchParams.get('__user')).toMatch(/^(user:.+|anonymous)$/);
});

test('two members at one browser: the second never gets the first one’s cached day', async ({
  page,
  context,
  request,
}) => {
  const first = await signedInMember(page, request);
  await storeDay(request, first.token, DAY, [
    { title: 'Tab 1', content: '<p>Only the first reads this</p>', tags: [] },
  ]);
  await workerInControl(page);
  await page.goto(`/main/diary?date=${DAY}`);
  await expect(dayText(page, 'Only the first reads this')).toBeVisible();

  // The second member signs in at the same browser; nothing at all has cleared the cache.
  await page.evaluate(() => {
    localStorage.removeItem('token');
  });
  const second = uniqueName('second');
  await createSubscriber(request, { username: second, email: `${second}@example.com`, password: 'baseline-pwa-2026' });
  await new AuthPages(page).login(second, 'baseline-pwa-2026');
  await expect(page).toHaveURL(/\/main$/);

  await context.setOffline(true);
  const missed = page.waitForEvent('requestfailed', (asked) => isDayAnswer(asked.url()));
  await page.goto(`/main/diary?date=${DAY}`);
  await missed;
  await expect(page.getByText('Only the first reads this')).toHaveCount(0);
  // The first member's day is still in the cache: only its key kept it from the second.
  expect((await cachedApiKeys(page)).filter(isDayAnswer)).toHaveLength(1);

  // What logout sends the worker: every user's answers are gone.
  await page.evaluate(() => {
    navigator.serviceWorker.controller?.postMessage({ type: 'CLEAR_API_CACHE' });
  });
  await expect.poll(() => cachedApiKeys(page)).toEqual([]);
});

test('a new deployment offers to reload, and the reload brings in the new worker', async ({
  page,
  request,
  server,
}) => {
  await signedInMember(page, request);
  await workerInControl(page);
  // The worker's server serves its own copy of the web build (support/server.ts): the other workers' servers,
  // and web/dist itself, keep the deployed worker.
  const servedWorker = path.join(server.webDistDir, 'sw.js');
  const deployed = readFileSync(servedWorker);
  try {
    // A new build's worker differs in its bytes; the browser compares them on every check.
    writeFileSync(servedWorker, Buffer.concat([deployed, Buffer.from('\n// the next deployment\n')]));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('complementary', { name: 'Update' }).getByRole('status');
    await expect(prompt).toContainText('New version available.');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('complementary', { name: 'Update' })).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      }),
    ).toEqual({ waiting: null, controlled: true });
  } finally {
    writeFileSync(servedWorker, deployed);
  }
});

test('a tournament list and a draw seen online open offline, marked as offline copies', async ({
  page,
  context,
  request,
}) => {
  await signedInMember(page, request);
  await workerInControl(page);
  const list = new TennisList(page);
  await list.open('2026');
  await expect(list.card('Australian Open', '2026')).toBeVisible();
  await expect(page.getByText(/^Offline copy/)).toHaveCount(0);
  const draw = new TennisDraw(page);
  await draw.open(2026, '580');
  await expect(draw.fixtures.first()).toBeVisible();
  await expect(page.getByText(/^Offline copy/)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(draw.fixtures.first()).toBeVisible();
  await expect(page.getByText(/^Offline copy from \S.*\d{2}/)).toBeVisible();
  // The subscriber screens' guard gets the member's status from the cache too, so nothing sends them away.
  const status = page.waitForResponse((answer) => answer.url().endsWith(SUBSCRIPTION_STATUS));
  await list.open('2026');
  expect((await status).headers()['x-offline-copy']).toMatch(ISO_INSTANT);
  await expect(list.card('Australian Open', '2026')).toBeVisible();
  await expect(page.getByText(/^Offline copy from \S.*\d{2}/)).toBeVisible();
  await expect(page).toHaveURL(/\/main\/tennis\?season=2026$/);
});
