import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';

const PASSWORD = 'baseline-formats-2026';

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const username = uniqueName('formats');
  await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
}

test('the ATP Finals open with two groups of four, each with its matches and standings, then the knockout', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const draw = new TennisDraw(page);
  // The 2025 ATP Finals: played out on the demo's day, singles and doubles.
  await draw.open(2025, '605');
  await expect(draw.heading).toHaveText('Turin - Tournament Draw');
  await expect(draw.eventButton("Men's Singles (MS)")).toHaveAttribute('aria-pressed', 'true');

  for (const group of ['Group A', 'Group B']) {
    await expect(draw.part(group)).toBeVisible();
    await expect(
      draw
        .part(group)
        .getByRole('list', { name: `${group} matches` })
        .getByRole('listitem'),
    ).toHaveCount(6);
    const rows = draw.standingsRows(group);
    await expect(rows).toHaveCount(4);
    // Positions 1 to 4, the first two through; every player played three matches.
    await expect(rows.locator('td:first-child, th:first-child').first()).toHaveText('1');
    await expect(rows.filter({ hasText: 'Qualified' })).toHaveCount(2);
    for (const row of await rows.all()) await expect(row.locator('td').nth(1)).toHaveText('3');
  }
  await expect(page.getByRole('heading', { name: 'Knockout stage' })).toBeVisible();
  await expect(draw.round('Semifinals')).toBeVisible();
  await expect(draw.round('Final')).toBeVisible();

  // A name in a group match opens the notes panel on that player.
  const firstMatch = draw.part('Group A').getByRole('list', { name: 'Group A matches' }).getByRole('listitem').first();
  const name = await firstMatch.locator('.line__name').first().getAttribute('title');
  await firstMatch.locator('.line__name').first().click();
  await expect(draw.panel).toHaveAccessibleName(`Notes on ${name ?? ''}`);
  await page.keyboard.press('Escape');

  await draw.eventButton("Men's Doubles (MD)").click();
  await expect(draw.standingsRows('Group A')).toHaveCount(4);
  // A doubles line in the table holds a pair.
  await expect(draw.standingsRows('Group A').first().locator('.line__name')).toHaveCount(2);
});

test('the Davis Cup Finals show their ties: the nations, the score, each rubber with players and sets', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const draw = new TennisDraw(page);
  await draw.open(2025, '8099');
  await expect(draw.heading).toHaveText('Bologna - Tournament Draw');
  for (const stage of ['Quarter-finals', 'Semi-finals', 'Final']) await expect(draw.part(stage)).toBeVisible();

  const final = draw.part('Final').locator('.tie');
  await expect(final).toHaveCount(1);
  // The tie's heading: two nations, a score, and the winner said.
  await expect(final.getByRole('heading')).toContainText(/\d–\d/);
  await expect(final.getByRole('heading')).toContainText(', winner');
  const rubbers = final.getByRole('list', { name: 'Rubbers' }).getByRole('listitem');
  await expect(rubbers).toHaveCount(3);
  await expect(rubbers.nth(0)).toContainText('Singles 1');
  await expect(rubbers.nth(2)).toContainText('Doubles');
  // A played rubber shows its players; a doubles rubber, when played, a pair on each line.
  await expect(rubbers.nth(0).locator('.line__name')).toHaveCount(2);

  // A dead rubber, once a nation has won two, is shown as not played.
  const quarterFinals = draw.part('Quarter-finals').locator('.tie');
  await expect(quarterFinals).toHaveCount(4);
  const notPlayed = draw.page.locator('.match__not-played');
  const played = draw.page.locator('.tie .match').filter({ hasNot: draw.page.locator('.match__not-played') });
  expect((await notPlayed.count()) + (await played.count())).toBe(7 * 3);

  const player = rubbers.nth(0).locator('.line__name').first();
  const name = await player.getAttribute('title');
  await player.click();
  await expect(draw.panel).toHaveAccessibleName(`Notes on ${name ?? ''}`);
});
