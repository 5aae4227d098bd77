import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { TennisList } from '../page-models/tennis-list.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';

/*
 * The server shows the demo on TENNIS_DEMO_TODAY=2027-03-12 (playwright.config.ts): the bundled seasons
 * 2025 and 2026, and 2027 projected from 2026, the current one, with Indian Wells (10-21 March) in play.
 */
const PASSWORD = 'baseline-seasons-2027';

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const username = uniqueName('seasons');
  await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
}

test('the season selector shows one season at a time, kept in the address through a reload', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const list = new TennisList(page);
  await list.open();
  await expect(list.season).toHaveValue('2027');
  await expect(list.season.getByRole('option')).toHaveText(['2025', '2026', '2027 (projected)']);
  await expect(page.getByText('Projected calendar')).toBeVisible();
  await expect(list.card('Australian Open')).toHaveCount(1);
  await expect(list.card('Australian Open')).toContainText('January 24 – February 7, 2027');
  await expect(list.card('Australian Open')).toContainText('Prize: to be announced');

  await list.season.selectOption('2026');
  await expect(page).toHaveURL(/\/main\/tennis\?season=2026$/);
  await expect(list.card('Australian Open')).toContainText('January 18 – February 1, 2026');
  await expect(page.getByText('Projected calendar')).toBeHidden();
  await expect(page.getByText('Demo data')).toBeVisible();

  await page.reload();
  await expect(list.season).toHaveValue('2026');
  await expect(list.card('Australian Open')).toHaveCount(1);
  await expect(list.card('Australian Open')).toContainText('2026');

  // The team events are listed under a name, and found by a search.
  await list.search.fill('davis');
  await expect(page.getByRole('heading', { level: 2, name: 'Team events' })).toBeVisible();
  await expect(list.card('Davis Cup Finals')).toContainText('Bologna, Italy');

  await page.goBack();
  await expect(list.season).toHaveValue('2027');
});

test("on the server's fixed day a live tournament is LIVE, in this week, in Live now, and its draw has rounds to play", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // The browser keeps its own clock (2026 or later): the server's day, 2027-03-12, is the one that counts.
  await page.getByRole('link', { name: /^Tennis/ }).click();

  const list = new TennisList(page);
  await expect(list.season).toHaveValue('2027');
  await expect(list.card('BNP Paribas Open')).toContainText('LIVE');
  await expect(list.card('Roland Garros')).toContainText('Upcoming');
  await expect(list.card('Australian Open')).toContainText('Past');
  await expect(list.weekCard('BNP Paribas Open')).toContainText('LIVE');
  await expect(list.thisWeek.getByRole('link').first()).toContainText('BNP Paribas Open');

  await list.liveNow.click();
  await expect(list.liveNow).toHaveAttribute('aria-pressed', 'true');
  await expect(list.card('Roland Garros')).toHaveCount(0);
  await expect(list.card('BNP Paribas Open')).toBeVisible();
  await expect(page.locator('.t-groups .t-card__badge--upcoming, .t-groups .t-card__badge--past')).toHaveCount(0);
  await list.liveNow.click();
  await expect(list.card('Roland Garros')).toHaveCount(1);

  await list.card('BNP Paribas Open').click();
  await expect(page).toHaveURL(/\/main\/tennis\/2027\/404$/);
  const draw = new TennisDraw(page);
  await expect(draw.heading).toHaveText('Indian Wells - Tournament Draw');
  // It refreshes every minute, and says so: live, and when it last changed.
  await expect(page.getByText(/^Live · updated \d{1,2}:\d{2}( [AP]M)?$/)).toBeVisible();
  // Day 3 of 12: the first round is under way, the final's lines are still empty.
  await expect(draw.round('First Round').locator('.line__name').first()).toBeVisible();
  await expect(draw.round('Final').locator('.line__name')).toHaveCount(0);
});
