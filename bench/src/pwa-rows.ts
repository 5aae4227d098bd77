import puppeteer, { TargetType, type Browser, type CDPSession, type Page, type Target } from 'puppeteer-core';
import { CHROMIUM, FLAGS } from './chromium.js';
import { fixed, median, type Row } from './report.js';

/** Cold opens per condition, alternated so that a slow moment of the machine falls on both. */
const OPENS = 7;
/** Words of the seeded day's first tab (seed.ts noteHtml): the day is on screen once they are. */
const DAY_TEXT = 'first serve percentage';
/**
 * Offline may cost a little: the worker first tries the network, which fails at once, then reads the cache.
 * Within a tenth of the online open is "no slower" on a machine where one open swings by more than that.
 */
const TARGET_RATIO = 1.1;

/**
 * "Offline cold open of /main/diary": a reload of the diary's seeded day with the network cut (the page's and
 * the service worker's, as a lost connection cuts both), to the day's text on screen, against the same reload
 * online in the same browser. Both are served by the installed worker (the app's files from its precache);
 * offline, the day comes from its API cache.
 */
export async function offlineColdOpenRow(origin: string, diaryPath: string, token: string): Promise<Row> {
  const name = 'Offline cold open of /main/diary (seeded day) vs online';
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: FLAGS.filter((flag) => flag !== '--headless'),
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/terms`);
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
    }, token);
    await page.goto(`${origin}${diaryPath}`);
    await dayOnScreen(page);
    await workerInControl(page);
    // Once more under the worker's control, so the day's answers are in its cache.
    await page.reload();
    await dayOnScreen(page);

    const setOffline = networkSwitch(browser, page);
    const online: number[] = [];
    const offline: number[] = [];
    let servedFromCache = true;
    for (let open = 0; open < OPENS; open += 1) {
      online.push(await coldOpen(page));
      await setOffline(true);
      const copy = offlineCopyOfDay(page);
      offline.push(await coldOpen(page));
      servedFromCache &&= await copy;
      await setOffline(false);
    }
    if (!servedFromCache) throw new Error(`${name}: an offline open got the day from the network, not the cache`);
    const ratio = median(offline) / median(online);
    return {
      name,
      value: `${fixed(ratio)}x (${Math.round(median(offline))} ms vs ${Math.round(median(online))} ms)`,
      target: `<= ${TARGET_RATIO}x`,
      pass: ratio <= TARGET_RATIO,
      note: `reload to the day's text on screen, median of ${OPENS} each, alternated; 800x600, no throttling`,
    };
  } finally {
    await browser.close();
  }
}

/** Milliseconds from the reload's navigation start to the day's text on screen. */
async function coldOpen(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'domcontentloaded' });
  return dayOnScreen(page);
}

async function dayOnScreen(page: Page): Promise<number> {
  await page.waitForFunction(
    (text) => document.querySelector('[role="tabpanel"]')?.textContent.includes(text) === true,
    { polling: 'raf', timeout: 30_000 },
    DAY_TEXT,
  );
  return page.evaluate(() => performance.now());
}

/** Whether the next diary-day answer the page gets carries the worker's X-Offline-Copy mark. */
function offlineCopyOfDay(page: Page): Promise<boolean> {
  return page
    .waitForResponse((answer) => answer.url().includes('/api/diary?date='), { timeout: 30_000 })
    .then((answer) => answer.headers()['x-offline-copy'] !== undefined);
}

/**
 * Installs the app's service worker in the browser at `port` (Lighthouse's), as a first visit does, so that
 * the audits that follow run with it in control. Its scope is the whole origin.
 */
export async function installServiceWorker(port: number, origin: string): Promise<void> {
  await onControlledTab(port, origin, () => Promise.resolve());
}

/**
 * Chromium's own verdict on installing the app (CDP Page.getInstallabilityErrors), on /login of a browser that
 * has the worker: the manifest, its icons and the worker, with no error. Lighthouse 12 has no PWA category.
 */
export async function installabilityRow(port: number, origin: string): Promise<Row> {
  const errors = await onControlledTab(port, origin, async (tab) => {
    const session = await tab.createCDPSession();
    return (await session.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId);
  });
  return {
    name: 'Installable (CDP Page.getInstallabilityErrors)',
    value: `${errors.length} errors`,
    target: '0 errors',
    pass: errors.length === 0,
    note: errors.join(', ') || 'manifest, icons and service worker accepted',
  };
}

/** Runs `use` on a new tab of the browser at `port`, on /login once the app's worker controls it. */
async function onControlledTab<T>(port: number, origin: string, use: (tab: Page) => Promise<T>): Promise<T> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/login`);
    await workerInControl(tab);
    const result = await use(tab);
    await tab.close();
    return result;
  } finally {
    await browser.disconnect();
  }
}

async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    });
  });
}

/**
 * Cuts (or restores) the network of the page and of the service worker, which fetches on its own. The
 * worker's emulation lasts as long as the DevTools session that set it, so the sessions stay open.
 */
function networkSwitch(browser: Browser, page: Page): (offline: boolean) => Promise<void> {
  const sessions = new Map<Target, CDPSession>();
  return async (offline) => {
    await page.setOfflineMode(offline);
    for (const target of browser.targets().filter((each) => each.type() === TargetType.SERVICE_WORKER)) {
      let session = sessions.get(target);
      if (!session) {
        session = await target.createCDPSession();
        await session.send('Network.enable');
        sessions.set(target, session);
      }
      await session.send('Network.emulateNetworkConditions', {
        offline,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
  };
}
