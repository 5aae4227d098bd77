import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { TennisList } from '../page-models/tennis-list.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';
import { layoutShift } from '../support/layout-shift.js';

const PASSWORD = 'baseline-tennis-2026';

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const username = uniqueName('scout');
  await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
}

/** The full name of the n-th player button of the bracket (the demo season's players are generated). */
async function playerName(draw: TennisDraw, index: number): Promise<string> {
  const name = await draw.page.locator('.line__name').nth(index).getAttribute('title');
  if (!name) throw new Error(`no player at ${index}`);
  return name;
}

test('a subscriber finds a tournament, opens its draw, switches event and keeps a note on a player', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const list = new TennisList(page);
  // A bundled season: the current one is projected (the demo's day is 2027-03-12, playwright.config.ts).
  await list.open('2026');
  await expect(list.group('GS')).toHaveAttribute('open', '');
  await expect(list.card('Roland Garros').first()).toBeVisible();
  await list.toggle('GS');
  await expect(list.card('Roland Garros').first()).toBeHidden();
  await list.toggle('GS');
  await expect(list.card('Roland Garros').first()).toBeVisible();

  await list.search.fill('melbourne');
  await expect(list.card('Roland Garros')).toHaveCount(0);
  await expect(list.group('1000')).toHaveCount(0);
  const australianOpen = list.card('Australian Open', '2026');
  await expect(australianOpen).toContainText('Past');
  await expect(australianOpen).toContainText('Melbourne, Australia');
  await expect(australianOpen).toContainText('Surface: Hard');
  await australianOpen.click();

  const draw = new TennisDraw(page);
  await expect(page).toHaveURL(/\/main\/tennis\/2026\/580$/);
  await expect(draw.heading).toHaveText('Melbourne - Tournament Draw');
  await expect(page.getByText('Demo data')).toBeVisible();
  await expect(draw.eventButton("Men's Singles (MS)")).toHaveAttribute('aria-pressed', 'true');
  await expect(draw.fixtures).toHaveCount(127);
  await expect(draw.round('Final')).toBeVisible();

  await draw.eventButton("Men's Doubles (MD)").click();
  await expect(draw.eventButton("Men's Doubles (MD)")).toHaveAttribute('aria-pressed', 'true');
  await expect(draw.fixtures).toHaveCount(63);
  // A doubles line holds a pair: two name buttons in one row.
  await expect(draw.fixtures.first().locator('.line').first().getByRole('button')).toHaveCount(2);

  await draw.eventButton("Men's Singles (MS)").click();
  await expect(draw.fixtures).toHaveCount(127);
  const first = await playerName(draw, 0);
  const second = await playerName(draw, 1);

  await draw.player(first).first().click();
  await expect(draw.panel).toHaveAccessibleName(`Notes on ${first}`);
  // The clicked player's path through the draw is highlighted, round after round.
  await expect(page.locator('.fixture--path').first()).toContainText(first.split(' ').at(-1) ?? first);
  await draw.writeNote('Flat forehand, struggles against high balls to the backhand.');
  await expect(draw.panel.getByRole('status')).toHaveText('Saved!');
  await expect(draw.noteMark(first)).toBeVisible();

  // Another player: the panel shuts at once and opens on them 1.3 s later.
  await draw.player(second).first().click();
  await expect(draw.panel).toHaveCount(0);
  await expect(draw.panel).toHaveAccessibleName(`Notes on ${second}`);

  await page.reload();
  await expect(draw.fixtures).toHaveCount(127);
  await expect(draw.noteMark(first)).toBeVisible();
  await draw.player(first).first().click();
  await expect(draw.noteField).toHaveValue('Flat forehand, struggles against high balls to the backhand.');
  await expect(draw.noteField).toBeFocused();
  await draw.panel.getByRole('button', { name: 'Close' }).click();
  await expect(draw.panel).toHaveCount(0);
  await expect(draw.player(first).first()).toBeFocused();

  // At another tournament the panel's dossier brings back the note written at Melbourne.
  await draw.open(2026, '520');
  await expect(draw.heading).toHaveText('Paris - Tournament Draw');
  await draw.player(first).first().click();
  const dossier = draw.panel.getByRole('region', { name: `Your notes on ${first} at other tournaments` });
  await expect(dossier.getByRole('listitem')).toHaveCount(1);
  await expect(dossier.getByRole('listitem')).toContainText('Australian Open 2026');
  await expect(dossier.getByRole('listitem')).toContainText('Flat forehand, struggles against high balls');
  await expect(draw.noteField).toHaveValue('');
});

test("on a phone the list's groups start closed with their counts, and open for a search", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, request);
  const list = new TennisList(page);
  await list.open('2026');
  await expect(list.group('GS')).toContainText('4 tournaments');
  for (const type of ['GS', '1000', '500', '250', 'CH']) await expect(list.group(type)).not.toHaveAttribute('open');
  await expect(list.card('Roland Garros')).toBeHidden();
  // Some hundred cards open made the page 41,000 px long; closed, the groups fit a few screens.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3 * 780);

  await list.toggle('GS');
  await expect(list.card('Roland Garros')).toBeVisible();
  await list.search.fill('melbourne');
  await expect(list.card('Australian Open', '2026')).toBeVisible();
  await list.search.fill('');
  await expect(list.group('1000')).not.toHaveAttribute('open');
});

test('on a phone the draw shows one round at a time behind round tabs', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, request);
  const draw = new TennisDraw(page);
  await draw.open(2026, '580');
  await expect(draw.roundTabs).toHaveCount(7);
  await expect(draw.roundTabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(draw.round('First Round')).toBeVisible();
  await expect(draw.round('Final')).toBeHidden();

  await draw.roundTab('Final').click();
  await expect(draw.round('Final')).toBeVisible();
  await expect(draw.round('First Round')).toBeHidden();
  await expect(draw.fixtures.filter({ visible: true })).toHaveCount(1);
});

test('a 128-line draw lays out without shifting, on a desktop and at 360 px, light and dark', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, request);
  const draw = new TennisDraw(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => {
        localStorage.setItem('dark-mode', dark);
      },
      String(theme === 'dark'),
    );
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await draw.open(2026, '580');
      await expect(draw.fixtures.first()).toBeVisible();
      // Fixed row heights: once the bracket is drawn nothing moves (cumulative layout shift stays at zero).
      const shift = await layoutShift(page, 500);
      expect(shift).toBeLessThan(0.05);
      await page.screenshot({ path: testInfo.outputPath(`draw-128-${width}-${theme}.png`) });
    }
  }
});

test('a draw address that is not a tournament is refused at once, without retrying', async ({ page, request }) => {
  await signIn(page, request);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/atp/draws/')) asked.push(sent.url());
  });
  await page.goto('/main/tennis/abc/352');
  await expect(page.getByText('Unable to load draw. Please try again later.')).toBeVisible();
  // The message shows once the query has given up, so every retry it made has been sent by now.
  expect(asked).toHaveLength(1);
});
