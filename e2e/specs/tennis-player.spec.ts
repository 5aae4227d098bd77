import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';

const PASSWORD = 'baseline-tennis-2026';
/** The first page of a season reads the demo season's draws into the players tables: a few seconds. */
const SEASON_READ_MS = 60_000;

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const username = uniqueName('scout');
  await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
}

test("from a draw to a player's page, their season's results and a head-to-head picked by name", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  const draw = new TennisDraw(page);
  // The 2026 Australian Open: played out in the demo season.
  await draw.open(2026, '580');
  await expect(draw.heading).toHaveText('Melbourne - Tournament Draw');
  const name = await page.locator('.line__name').first().getAttribute('title');
  if (!name) throw new Error('no player in the draw');
  await draw.player(name).first().click();
  await expect(draw.panel).toBeVisible();

  await draw.panel.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/main\/tennis\/players\/[A-Za-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: SEASON_READ_MS });
  // The season shown is the source's current one: 2027 on the demo's fixed day (TENNIS_DEMO_TODAY).
  await expect(page.getByRole('region', { name: 'Season 2027' })).toBeVisible();
  const australianOpen = page.locator('.player-result').filter({ hasText: 'Australian Open' }).first();
  await expect(australianOpen).toBeVisible();
  await expect(australianOpen.locator('.player-result__reached')).not.toBeEmpty();

  // The first match they played there, and the opponent's name typed into the picker.
  const opponent = (await australianOpen.locator('.player-match a').last().textContent()) ?? '';
  const picker = page.getByRole('combobox', { name: 'Against' });
  await picker.fill(opponent);
  const option = page.getByRole('option', { name: new RegExp(`^${opponent}`) });
  await expect(option).toBeVisible();
  await picker.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await picker.press('Enter');

  const record = page.locator('.head-to-head');
  await expect(record).toBeVisible({ timeout: SEASON_READ_MS });
  await expect(record.locator('.head-to-head__record')).toContainText(opponent);
  await expect(record.locator('.head-to-head__record strong')).toHaveText(/^\d+–\d+$/);
  await expect(record.locator('.player-match').filter({ hasText: 'Australian Open 2027' }).first()).toBeVisible();
});
