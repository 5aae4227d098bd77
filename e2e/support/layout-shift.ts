import type { Page } from '@playwright/test';

/**
 * The page's cumulative layout shift so far, and over `settleMs` more: the browser's own layout-shift
 * entries, buffered from the navigation on, so a shift while the page loaded counts too.
 */
export function layoutShift(page: Page, settleMs: number): Promise<number> {
  return page.evaluate(
    (waitMs) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          resolve(total);
        }, waitMs);
      }),
    settleMs,
  );
}
