import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, FLAGS } from './chromium.js';
import { installabilityRow, installServiceWorker } from './pwa-rows.js';
import type { Row } from './report.js';

const TARGET = 95;
const CLS_LIMIT = 0.05;

export interface Page {
  name: string;
  path: string;
  /** Put in localStorage before the run, for pages behind the login. */
  token?: string;
  /** The profiles it is measured in: mobile alone for most pages, where a score is hardest to keep. */
  profiles: readonly Profile[];
}

type Profile = 'desktop' | 'mobile';
export const BOTH: readonly Profile[] = ['desktop', 'mobile'];
export const MOBILE: readonly Profile[] = ['mobile'];

/**
 * Runs per page and profile: Lighthouse's own guidance for its variability is the median of several runs,
 * and on a shared two-core machine one run of the same page swings by ten points and more.
 */
const RUNS = 3;

/** One audit's numbers. */
interface Audit {
  score: number;
  cls: number;
  lcp: number;
}

/**
 * Performance score and CLS of each page, with Lighthouse's desktop preset and its default mobile emulation:
 * the run with the median score, and the worst CLS of all runs (a shift in any run is a shift). The app's
 * service worker is installed first and stays (disableStorageReset), as for a returning visitor; then
 * Chromium's installability verdict.
 */
export async function lighthouseRows(origin: string, pages: Page[]): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows: Row[] = [];
  try {
    await installServiceWorker(chrome.port, origin);
    for (const page of pages) {
      if (page.token) await storeToken(chrome.port, origin, page.token);
      for (const profile of page.profiles) {
        const name = `Lighthouse ${page.name} (${profile})`;
        const target = TARGET;
        const audits: Audit[] = [];
        let failure = '';
        for (let run = 0; run < RUNS && !failure; run += 1) {
          const lhr = await audit(chrome.port, `${origin}${page.path}`, profile);
          if ('failure' in lhr) failure = lhr.failure;
          else {
            audits.push({
              score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
              cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
              lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            });
          }
        }
        const middle = [...audits].sort((a, b) => a.score - b.score)[Math.floor(audits.length / 2)];
        if (failure || !middle) {
          rows.push({ name, value: 'failed', target: `>= ${target}`, pass: false, note: failure });
          continue;
        }
        const cls = Math.max(...audits.map((each) => each.cls));
        rows.push({
          name,
          value: `${middle.score}, CLS ${cls.toFixed(3)}`,
          target: `>= ${target}, CLS <= ${CLS_LIMIT}`,
          pass: middle.score >= target && cls <= CLS_LIMIT,
          note: `median of ${RUNS} runs (${audits.map((each) => each.score).join(', ')}), LCP ${Math.round(middle.lcp)} ms`,
        });
      }
    }
    rows.push(await installabilityRow(chrome.port, origin));
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * One Lighthouse run, tried again once when Lighthouse itself fails (a lost trace, NO_NAVSTART, happens
 * now and then on a busy machine): a failure of the tool is not a verdict on the page.
 */
async function audit(port: number, url: string, profile: Profile) {
  let failure = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    failure = `Lighthouse failed twice: ${lhr?.runtimeError?.code ?? 'no result'}`;
  }
  return { failure };
}

/** Logs the browser in the way the app does: the token in localStorage on the app's origin. */
async function storeToken(port: number, origin: string, token: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/terms`);
    await tab.evaluate((value) => {
      localStorage.setItem('token', value);
    }, token);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}
