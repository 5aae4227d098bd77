import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, FLAGS } from './chromium.js';
import type { Row } from './report.js';

const TARGETS = { desktop: 95, mobile: 90 };
const CLS_LIMIT = 0.05;

export interface Page {
  name: string;
  path: string;
  /** Put in localStorage before the run, for pages behind the login. */
  token?: string;
}

/** Performance score and CLS of each page, with Lighthouse's desktop preset and its default mobile emulation. */
export async function lighthouseRows(origin: string, pages: Page[]): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      if (page.token) await storeToken(chrome.port, origin, page.token);
      for (const profile of ['desktop', 'mobile'] as const) {
        const lhr = await audit(chrome.port, `${origin}${page.path}`, profile);
        if ('failure' in lhr) {
          rows.push({
            name: `Lighthouse ${page.name} (${profile})`,
            value: 'failed',
            target: `>= ${TARGETS[profile]}`,
            pass: false,
            note: lhr.failure,
          });
          continue;
        }
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
        const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
        const target = TARGETS[profile];
        rows.push({
          name: `Lighthouse ${page.name} (${profile})`,
          value: `${score}, CLS ${cls.toFixed(3)}`,
          target: `>= ${target}, CLS <= ${CLS_LIMIT}`,
          pass: score >= target && cls <= CLS_LIMIT,
          note: `LCP ${Math.round(lcp)} ms`,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * One Lighthouse run, tried again once when Lighthouse itself fails (a lost trace, NO_NAVSTART, happens
 * now and then on a busy machine): a failure of the tool is not a verdict on the page.
 */
async function audit(port: number, url: string, profile: 'desktop' | 'mobile') {
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
