import { AuthPages } from '../page-models/auth-pages.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { expect, test } from '../fixtures.js';
import { expectNoSeriousA11yViolations, showTheme } from '../support/a11y.js';
import { createSubscriber, uniqueName } from '../support/api.js';
import { firstDrawMatch, saveChart, type DrawMatch } from '../support/charts-seed.js';

const PASSWORD = 'baseline-charts-2026';
/** The 2027 Australian Open, played on the e2e's fixed day (TENNIS_DEMO_TODAY); 2026's is last year's. */
const AUSTRALIAN_OPEN = '580';
/** The first page of a season reads the demo season's draws: a few seconds. */
const DRAW_READ_MS = 60_000;
const LOOKS = [
  { width: 360, height: 780, theme: 'dark' },
  { width: 1280, height: 800, theme: 'light' },
] as const;

const eventOf = (match: DrawMatch, year: number) => ({
  tournamentId: AUSTRALIAN_OPEN,
  tournamentYear: year,
  tournamentName: 'Australian Open',
  round: match.round,
  surface: 'Hard',
  matchId: match.matchId,
});

test("a charted match on the draw: its mark leads to the report, the panel starts a chart of a match, 'Last year here' and the pack list the charts", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName('drawcharter');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  const match = await firstDrawMatch(request, token, { year: 2027, id: AUSTRALIAN_OPEN });
  const chartId = await saveChart(request, token, match.players, {
    event: eventOf(match, 2027),
    date: '2027-01-12',
    note: 'Heat rule from the third set.',
  });
  const lastYear = await firstDrawMatch(request, token, { year: 2026, id: AUSTRALIAN_OPEN });
  const lastYearChartId = await saveChart(request, token, lastYear.players, {
    event: eventOf(lastYear, 2026),
    date: '2026-01-13',
  });
  const [first, second] = match.players;
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);

  const draw = new TennisDraw(page);
  await draw.open(2027, AUSTRALIAN_OPEN);
  const markLink = page.getByRole('link', { name: 'Charted: open the chart of this match' });
  const chartedFixture = page.locator('.fixture').filter({ has: markLink });
  const mark = chartedFixture.getByRole('link', { name: 'Charted: open the chart of this match' });
  await expect(mark).toHaveCount(1, { timeout: DRAW_READ_MS });
  await expect(mark).toHaveAttribute('href', `/main/charts/${chartId}/report`);
  for (const look of LOOKS) {
    await page.setViewportSize(look);
    await showTheme(page, look.theme);
    await expect(mark).toBeVisible();
    await expect(chartedFixture).toContainText(first.name.split(' ').at(-1) ?? '');
    await expectNoSeriousA11yViolations(page, `the draw with a charted match (${look.theme}, ${look.width} px)`);
  }

  await mark.click();
  await expect(page).toHaveURL(`/main/charts/${chartId}/report`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Match report: ${first.name} v ${second.name}`);

  // The notes panel: each of the player's matches to chart, the charted one marked, the form filled in from it.
  await page.goBack();
  await draw.player(first.name).first().click();
  await expect(draw.panel.getByRole('heading', { name: 'Chart a match' })).toBeVisible();
  await expect(draw.panel.getByRole('link', { name: 'Charted: open the chart of this match' })).toHaveAttribute(
    'href',
    `/main/charts/${chartId}/report`,
  );
  await draw.panel
    .getByRole('link', { name: `Chart this match: ${match.round}: ${first.name} v ${second.name}` })
    .click();
  await expect(page).toHaveURL(/\/main\/charts\/new\?/);
  await expect(page.getByLabel('First player', { exact: true })).toHaveValue(first.name);
  await expect(page.getByLabel('Second player', { exact: true })).toHaveValue(second.name);
  await expect(page.locator('.new-chart__event')).toContainText(`2027 · ${match.round} · Hard`);

  // 'Last year here' on this year's draw: last year's chart, a link to its report.
  await draw.open(2027, AUSTRALIAN_OPEN);
  const lastYearPanel = page.locator('.notebook-panel').filter({ hasText: 'Last year here' });
  await expect(lastYearPanel.locator('summary')).toHaveText('Last year here2026 · 1 chart');
  await lastYearPanel.locator('summary').click();
  await expect(
    lastYearPanel.getByRole('link', { name: `${lastYear.players[0].name} v ${lastYear.players[1].name}` }),
  ).toHaveAttribute('href', `/main/charts/${lastYearChartId}/report`);

  // The pack: the chart with its figures and note, as text.
  await page.goto(`/main/tennis/2027/${AUSTRALIAN_OPEN}/pack`);
  const charted = page.getByRole('region', { name: 'Your charted matches' });
  await expect(charted.getByRole('heading', { level: 3 })).toHaveText(`${first.name} v ${second.name}`);
  await expect(charted).toContainText(`${match.round} · `);
  await expect(charted).toContainText('In play: 6-0 1-0');
  await expect(charted.getByRole('row', { name: /^Points won/ }).getByRole('cell')).toHaveText(['29', '3']);
  await expect(charted.getByRole('row', { name: /^Unforced errors/ }).getByRole('cell')).toHaveText(['0', '2']);
  await expect(charted).toContainText('Heat rule from the third set.');
  const lastYearInPack = page.getByRole('region', { name: 'Last year here: 2026' });
  await expect(lastYearInPack.getByRole('heading', { name: 'Matches you charted in 2026' })).toBeVisible();
  await expect(
    lastYearInPack.getByRole('link', { name: `${lastYear.players[0].name} v ${lastYear.players[1].name}` }),
  ).toHaveAttribute('href', `/main/charts/${lastYearChartId}/report`);
});
