import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { ChartFigures } from '../page-models/chart-report.js';
import { expect, test } from '../fixtures.js';
import { showTheme } from '../support/a11y.js';
import { createSubscriber, uniqueName } from '../support/api.js';
import { firstMatchPlayers, saveChart, type ChartedPlayer } from '../support/charts-seed.js';

const PASSWORD = 'baseline-charts-2026';
/** The first page of a season reads the demo season's draws into the players tables: a few seconds. */
const SEASON_READ_MS = 60_000;
const LOOKS = [
  { width: 360, height: 780, theme: 'light' },
  { width: 360, height: 780, theme: 'dark' },
  { width: 1280, height: 800, theme: 'light' },
  { width: 1280, height: 800, theme: 'dark' },
] as const;

async function chartedMember(page: Page, request: APIRequestContext) {
  const username = uniqueName('charter');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  const players = await firstMatchPlayers(request, token, { year: 2026, id: '580' });
  const chartId = await saveChart(request, token, players);
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  return { chartId, players };
}

test('a charted match: its report for the match and a set, its pictures, on a phone and a desktop', async ({
  page,
  request,
}) => {
  const { chartId, players } = await chartedMember(page, request);
  const [first, second] = players;
  const report = new ChartFigures(page);
  await report.openReport(chartId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Match report: ${first.name} v ${second.name}`);
  await expect(page.getByText('In play: 6-0 1-0')).toBeVisible();

  for (const look of LOOKS) {
    await page.setViewportSize(look);
    await showTheme(page, look.theme);
    await report.scope('Match').click();
    await expect(report.cells('Serve', 'Points won on serve')).toHaveText(['89% 16 of 18', '7% 1 of 14']);
    await expect(report.cells('Break points and game points', 'Break points converted')).toHaveText([
      '100% 3 of 3',
      '– 0 of 0',
    ]);
    await expect(page.getByText('From 32 points; the directions from the 8 points charted in full.')).toBeVisible();
    // Every plot drawn, the court diagrams beside their tables.
    await expect(page.locator('.plot canvas')).toHaveCount(4);
    await expect(page.locator('.serve-court svg')).toHaveCount(4);

    await report.scope('Set 2').click();
    await expect(report.cells('Serve', '1st serves in')).toHaveText(['67% 4 of 6', '100% 2 of 2']);
    await expect(report.cells('Rally length (shots, the serve included)', '1-3 shots')).toHaveText([
      '86% 6 of 7',
      '83% 5 of 6',
      '17% 1 of 6',
    ]);
    await expect(report.cells(`Where ${first.name} served`, '1st serve, ad court')).toHaveText([
      '33% 1 of 3, 0 in, 0 won',
      '0% 0 of 3, 0 in, 0 won',
      '67% 2 of 3, 1 in, 1 won',
    ]);
    // Nothing wider than the screen: the tables fit a phone without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.width);
  }
});

async function openPlayerPage(page: Page, player: ChartedPlayer) {
  await page.goto(`/main/tennis/players/${player.playerId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(player.name, { timeout: SEASON_READ_MS });
}

test("the player's page: the charted matches and the scouting report, filtered by surface and dates", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { chartId, players } = await chartedMember(page, request);
  const [first, second] = players;
  await openPlayerPage(page, first);
  const charted = page.getByRole('region', { name: 'Charted matches' });
  const scouting = new ChartFigures(page, charted);
  await scouting.openScoutingFigures();

  for (const look of LOOKS) {
    await page.setViewportSize(look);
    await showTheme(page, look.theme);
    await expect(charted.getByRole('link', { name: `${first.name} v ${second.name}` })).toHaveAttribute(
      'href',
      `/main/charts/${chartId}/report`,
    );
    await expect(charted.getByText('32 points of 1 match, the 8 points charted in full.')).toBeVisible();
    await expect(scouting.table('Serve').getByRole('columnheader')).toHaveText(['Figure', first.name, 'Opponents']);
    await expect(scouting.cells('Serve', 'Points won on serve')).toHaveText(['89% 16 of 18', '7% 1 of 14']);
    await expect(scouting.cells('Break points and game points', 'Break points saved')).toHaveText([
      '– 0 of 0',
      '0% 0 of 3',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.width);
  }

  await charted.getByLabel('Surface').selectOption('Hard');
  await expect(scouting.cells('Serve', 'Points won on serve')).toHaveText(['89% 16 of 18', '7% 1 of 14']);
  await charted.getByLabel('From').fill('2026-12-01');
  await expect(charted.getByText(`No charted match of ${first.name} fits these filters.`)).toBeVisible();
  await charted.getByLabel('To').fill('2026-11-30');
  await expect(charted.getByRole('alert')).toHaveText('The first day must not be after the last.');
  await charted.getByLabel('From').fill('2026-11-01');
  await expect(charted.getByText('32 points of 1 match, the 8 points charted in full.')).toBeVisible();

  // The second player faced those break points: what they did on them, from their own page.
  await openPlayerPage(page, second);
  await scouting.openScoutingFigures();
  await expect(
    page.getByText(`From the 3 break points ${second.name} faced (0 saved)`, { exact: false }),
  ).toBeVisible();
  await charted.getByRole('link', { name: `${first.name} v ${second.name}` }).click();
  await expect(page).toHaveURL(`/main/charts/${chartId}/report`);
});

test("a player the member has not charted has no 'Charted matches'", async ({ page, request }) => {
  test.setTimeout(120_000);
  const username = uniqueName('nocharts');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  const [player] = await firstMatchPlayers(request, token, { year: 2026, id: '580' });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  await openPlayerPage(page, player);
  await expect(page.getByRole('region', { name: /^Season / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Charted matches' })).toHaveCount(0);
});
