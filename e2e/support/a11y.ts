import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.0 and 2.1, levels A and AA: the rules the product promises to meet. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules whose "needs review" still means markup ARIA forbids: aria-prohibited-attr is only unsure because the
 * element has text a reader might read instead of the forbidden name. Other needs-review results (a contrast
 * over a gradient, say) are left to people.
 */
const FORBIDDEN_EVEN_IF_INCOMPLETE = new Set(['aria-prohibited-attr']);
/**
 * Rules axe leaves out of a WCAG run, checked too and failing whatever their impact: a control's visible text
 * must be part of its name (WCAG 2.5.3, still marked experimental in axe), and all content must sit in a
 * landmark (a best practice), so a screen reader's landmarks reach everything.
 */
const ALSO_BLOCKING = ['label-content-name-mismatch', 'region'];

/** One violation as lines a reader can act on: the rule, its impact and help, then each element and why. */
function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const reason = [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ');
    return `    ${node.target.join(' ')}: ${reason}`;
  });
  return [`  ${violation.id} (${String(violation.impact)}): ${violation.help} [${violation.helpUrl}]`, ...nodes].join(
    '\n',
  );
}

/**
 * Runs axe-core on the page as it is now and fails (softly, so one run reports every screen) on each serious
 * or critical WCAG A/AA violation, and on forbidden ARIA that axe only flags for review.
 */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string): Promise<void> {
  const builder = new AxeBuilder({ page })
    // Passes and inapplicable rules are not listed in full: on a long page they would cost seconds.
    .options({
      resultTypes: ['violations', 'incomplete'],
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(ALSO_BLOCKING.map((rule) => [rule, { enabled: true }])),
    })
    // axe.run in the page itself: the default runs each frame apart and merges in a new blank page, which
    // only cross-origin frames need, and the app has none; it is also slower.
    .setLegacyMode();
  const { violations, incomplete } = await builder.analyze();
  const blocking = [
    ...violations,
    ...incomplete.filter((result) => FORBIDDEN_EVEN_IF_INCOMPLETE.has(result.id)),
  ].filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '') || ALSO_BLOCKING.includes(violation.id));
  expect
    .soft(
      blocking.length,
      `${screenName}: serious or critical violations\n${blocking.map(describeViolation).join('\n')}`,
    )
    .toBe(0);
}

type Theme = 'light' | 'dark';

const THEMES: readonly Theme[] = ['light', 'dark'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };

/**
 * Chooses the theme the way another tab's choice reaches this one (the `dark-mode` key and a storage event),
 * so a screen's state, an open dialog say, survives the switch.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    (stored) => {
      localStorage.setItem('dark-mode', stored);
      window.dispatchEvent(new StorageEvent('storage', { key: 'dark-mode', newValue: stored }));
    },
    String(theme === 'dark'),
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Two frames: whatever a resize or a theme change re-renders has been laid out and painted. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
}

/**
 * Checks the screen as it stands in light and dark mode, at a desktop's width and at 360 px (unless
 * `desktopOnly`), and leaves the page at a desktop's width.
 */
export async function expectAccessibleScreen(
  page: Page,
  screenName: string,
  options: { desktopOnly?: boolean } = {},
): Promise<void> {
  const viewports = options.desktopOnly ? [DESKTOP] : [DESKTOP, PHONE];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await settle(page);
      await expectNoSeriousA11yViolations(page, `${screenName} (${theme}, ${viewport.width} px)`);
    }
  }
  await page.setViewportSize(DESKTOP);
}
