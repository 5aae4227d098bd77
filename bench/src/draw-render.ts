import puppeteer from 'puppeteer-core';
import { CHROMIUM, FLAGS } from './chromium.js';
import { median, notAvailable, type Row } from './report.js';

const TARGET_MS = 100;
const LOADS = 5;

declare global {
  interface Window {
    benchBracketLaidOut?: number;
  }
}

/** What a row measures: its name in the table, and the elements whose arrival means the draw is drawn. */
export interface DrawRenderTarget {
  name: string;
  /** CSS selectors: the draw is rendered once every one of them is in the page. */
  selectors: string[];
}

const BRACKET: DrawRenderTarget = {
  name: '128-line draw: JSON to bracket rendered and laid out',
  selectors: ['.bracket__grid'],
};

/** The 2026 Nitto ATP Finals: two groups of four in singles and doubles, then the semi-finals and the final. */
export const ROUND_ROBIN_DRAW_PATH = '/api/atp/draws/2026/605';
const ROUND_ROBIN: DrawRenderTarget = {
  name: 'Round-robin draw (ATP Finals): JSON to groups, tables and bracket laid out',
  // The groups (tables and matches) and the knockout bracket render in the same commit.
  selectors: ['.draw-format .standings', '.bracket__grid'],
};

/**
 * The ATP Finals' round-robin draw's render, measured as the 128-line draw's is; 'not available' when the
 * source's ATP Finals has no groups (a source that does not draw round robins).
 */
export async function roundRobinRenderRow(origin: string, token: string): Promise<Row> {
  const answer = await fetch(`${origin}${ROUND_ROBIN_DRAW_PATH}`, { headers: { authorization: `Bearer ${token}` } });
  const draw = answer.ok ? ((await answer.json()) as { Associations: { Events: { Groups?: unknown[] }[] }[] }) : null;
  const hasGroups = draw?.Associations.some((a) => a.Events.some((e) => (e.Groups?.length ?? 0) > 0)) ?? false;
  if (!hasGroups) {
    return notAvailable(ROUND_ROBIN.name, `<= ${TARGET_MS} ms`, `${ROUND_ROBIN_DRAW_PATH} has no round-robin groups`);
  }
  const [, , , , year, id] = ROUND_ROBIN_DRAW_PATH.split('/');
  return drawRenderRow(origin, `/main/tennis/${year}/${id}`, ROUND_ROBIN_DRAW_PATH, token, ROUND_ROBIN);
}

/**
 * From the draw's JSON arriving to the draw rendered and laid out, on a desktop viewport: a
 * MutationObserver installed before the app's code notes when the target's elements (the bracket's grid)
 * are all in the page, and forces their layout there and then; the draw request's responseEnd comes from
 * the Resource Timing API.
 */
export async function drawRenderRow(
  origin: string,
  pagePath: string,
  apiPath: string,
  token: string,
  target: DrawRenderTarget = BRACKET,
): Promise<Row> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS.filter((flag) => flag !== '--headless'),
  });
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1350, height: 940 });
    await page.evaluateOnNewDocument(
      (value: string, selectors: string[]) => {
        localStorage.setItem('token', value);
        const observer = new MutationObserver(() => {
          const found = selectors.map((selector) => document.querySelector(selector));
          if (found.some((element) => element === null)) return;
          observer.disconnect();
          for (const element of found) element?.getBoundingClientRect();
          window.benchBracketLaidOut = performance.now();
        });
        observer.observe(document, { childList: true, subtree: true });
      },
      token,
      target.selectors,
    );
    for (let load = 0; load <= LOADS; load += 1) {
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle0' });
      for (const selector of target.selectors) await page.waitForSelector(selector);
      const measured = await page.evaluate((api: string) => {
        const entry = performance.getEntriesByType('resource').find((resource) => resource.name.includes(api)) as
          PerformanceResourceTiming | undefined;
        return entry && window.benchBracketLaidOut ? window.benchBracketLaidOut - entry.responseEnd : undefined;
      }, apiPath);
      // The first load fills the browser's caches; only the later ones count.
      if (load > 0 && measured !== undefined) times.push(measured);
    }
  } finally {
    await browser.close();
  }
  if (times.length === 0) throw new Error(`${pagePath}: the draw never appeared after ${apiPath} answered`);
  const time = median(times);
  return {
    name: target.name,
    value: `${Math.round(time)} ms`,
    target: `<= ${TARGET_MS} ms`,
    pass: time <= TARGET_MS,
    note: `desktop viewport, no CPU throttling, median of ${times.length} loads`,
  };
}
