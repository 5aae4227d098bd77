import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { ChartRecorder } from '../page-models/chart-recorder.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { createSubscriber, uniqueName } from '../support/api.js';
import { firstDrawMatch } from '../support/charts-seed.js';
import { queuedBodies } from '../support/device-store.js';
import { workerInControl } from '../support/service-worker.js';

const PASSWORD = 'charting-courtside-2026';
const SAVED_ON_DEVICE = 'Saved on this device, will sync.';
/** The 2027 Australian Open, played on the e2e's fixed day (TENNIS_DEMO_TODAY). */
const AUSTRALIAN_OPEN = '580';

// The reload with the network cut needs the service worker, which the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/**
 * A tap on the serve row's Ace until the scoreboard shows the new score, in the page's own clock, with the CPU
 * slowed 4x as Lighthouse's mobile runs do. Printed, never asserted: this machine is shared.
 */
async function tapToScoreMs(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    return await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const board = document.querySelector('.scoreboard');
          const ace = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Ace');
          if (!board || !ace) {
            reject(new Error('no scoreboard or Ace button'));
            return;
          }
          const observer = new MutationObserver(() => {
            observer.disconnect();
            // The new score is on screen once the frame that holds it is painted.
            requestAnimationFrame(() => {
              resolve(performance.now() - started);
            });
          });
          observer.observe(board, { subtree: true, childList: true, characterData: true });
          const started = performance.now();
          ace.click();
        }),
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

// Each width and each theme once: the story is the same in all four, and each run costs ten seconds of CI.
for (const [width, theme] of [
  [360, 'dark'],
  [1280, 'light'],
] as const) {
  test(`charts a draw's match with the network cut, reloads, reconnects, and sees it on the draw and the player's page (${String(width)} px, ${theme})`, async ({
    page,
    request,
    context,
  }) => {
    const username = uniqueName('charter');
    const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
    const match = await firstDrawMatch(request, token, { year: 2027, id: AUSTRALIAN_OPEN });
    const [ana, bea] = match.players;
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(
      (dark) => {
        localStorage.setItem('dark-mode', dark);
      },
      String(theme === 'dark'),
    );
    await new AuthPages(page).login(username, PASSWORD);
    await expect(page).toHaveURL(/\/main$/);
    await page.getByRole('link', { name: /^Charts/ }).click();
    await expect(page.getByRole('heading', { name: 'Charts', level: 1 })).toBeVisible();
    // Under the worker, which precaches the app, so the chart's page loads again with no network; loaded again
    // under it, so the answers every screen asks for (the subscription status) are kept too.
    await workerInControl(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Charts', level: 1 })).toBeVisible();

    // The draw's notes panel starts the chart, filled in from the match; the network goes before its first point.
    const draw = new TennisDraw(page);
    await draw.open(2027, AUSTRALIAN_OPEN);
    await draw.player(ana.name).first().click({ timeout: 60_000 });
    await draw.panel.getByRole('link', { name: `Chart this match: ${match.round}: ${ana.name} v ${bea.name}` }).click();
    await expect(page.getByLabel('First player', { exact: true })).toHaveValue(ana.name);
    const charts = new ChartRecorder(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Start chart' }).click();
    await expect(charts.scoreboard).toBeVisible();
    const chartId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();

    // Set one at the quick level: Ana's service games in aces, Bea's lost in double faults, one rally point.
    await charts.tap(`${ana.name}: winner FH`);
    await charts.tap('Ace');
    await charts.tap('Ace');
    await charts.tap('Ace');
    await expect(charts.scoreboard).toContainText('Change ends');
    for (let game = 1; game < 6; game += 1) await charts.loveGame(game % 2 === 0 ? 'Ace' : 'Double fault');
    await expect(charts.scoreRow(ana.name)).toContainText('6');

    // Undo and redo: the set comes back as it was.
    await charts.tap('Undo');
    await expect(charts.scoreRow(ana.name)).toContainText('40');
    await charts.tap('Redo');
    await expect(charts.scoreRow(bea.name)).not.toContainText('40');

    // Set two opens at the full level: a code typed, a code that does not read, and one built on the keypad.
    await charts.level('Full');
    await charts.typeCodes('6*');
    await expect(page.getByText('The code reads.')).toBeVisible();
    await charts.tap('Add point');
    await charts.typeCodes('6f1');
    await expect(page.getByText(/does not say how the point ended/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add point' })).toBeDisabled();
    await charts.typeCodes('');
    await charts.keyIn(['4 wide', 'n net', '6 T', 'f forehand', '2 middle', '@ unforced']);
    await charts.keyIn(['5 body', 'b backhand', '3 BH side', '9 deep', 'f forehand', '1 FH side', '* winner']);
    await expect(charts.scoreRow(ana.name)).toContainText('40');

    // Back to quick to finish the match, 6-0 6-0; its next point is timed.
    await charts.level('Quick');
    const ms = await tapToScoreMs(page);
    console.log(`Recording a point, tap to new score, 4x CPU throttling: ${ms.toFixed(1)} ms`);
    for (let game = 1; game < 6; game += 1) await charts.loveGame(game % 2 === 0 ? 'Ace' : 'Double fault');
    await expect(charts.scoreboard).toContainText(`Match over: ${ana.name} won.`);
    await expect(page.getByRole('button', { name: 'Ace' })).toBeDisabled();

    // A note on the match, kept when the field is left.
    await page.getByLabel('Note on the match').fill('Windy, Bea tired late.');
    await page.getByLabel('Note on set 2').click();
    // The device has it once its queue does: a reload a few milliseconds after leaving the field could come first.
    await expect
      .poll(async () => (await queuedBodies(page)).map((body) => (body as { chart?: { note?: string } }).chart?.note))
      .toEqual(['Windy, Bea tired late.']);

    // A reload with no network: the chart comes back from the device.
    await page.reload();
    await expect(charts.scoreboard).toContainText(`Match over: ${ana.name} won.`);
    await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
    await expect(page.getByLabel('Note on the match')).toHaveValue('Windy, Bea tired late.');
    await expect(page.getByRole('link', { name: '1 change to sync' })).toBeVisible();

    // The report works from the device's copy too, before the server has any of it.
    await page.getByRole('link', { name: 'Match report' }).click();
    await expect(page.getByText(`${ana.name} won 6-0 6-0`)).toBeVisible();
    await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
    await page.getByRole('link', { name: 'Back to the chart' }).click();
    await expect(charts.scoreboard).toContainText(`Match over: ${ana.name} won.`);

    // The connection returns: the chart syncs, and the list shows it with the server's score.
    await context.setOffline(false);
    await expect(page.getByText('Every point is saved.')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'All charts' }).click();
    const row = page.getByRole('link', { name: new RegExp(`${ana.name} v ${bea.name}`) });
    await expect(row).toContainText('6-0 6-0');
    await expect(row).not.toContainText('On this device');

    // On the draw, its match marked with a link to the report; on the player's page, in 'Charted matches'.
    await draw.open(2027, AUSTRALIAN_OPEN);
    const mark = page.getByRole('link', { name: 'Charted: open the chart of this match' });
    await expect(mark).toHaveCount(1, { timeout: 60_000 });
    await expect(mark).toHaveAttribute('href', `/main/charts/${chartId}/report`);
    await page.goto(`/main/tennis/players/${ana.playerId}`);
    const charted = page.getByRole('region', { name: 'Charted matches' });
    await expect(charted.getByRole('link', { name: new RegExp(`${ana.name} v ${bea.name}`) })).toHaveAttribute(
      'href',
      `/main/charts/${chartId}/report`,
    );

    const answer = await request.get('/api/charts', { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
    const { charts: stored } = (await answer.json()) as {
      charts: { score: string; winner: number; pointCount: number; event: unknown }[];
    };
    expect(stored).toMatchObject([
      { score: '6-0 6-0', winner: 0, pointCount: 48, event: { tournamentId: AUSTRALIAN_OPEN, matchId: match.matchId } },
    ]);
  });
}

test('a chart saved on another device meanwhile: Overwrite keeps this one, Discard mine opens the saved one; then deleted', async ({
  page,
  request,
}) => {
  const username = uniqueName('twodevices');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  const headers = { Authorization: `Bearer ${token}` };
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/main/charts');
  const charts = new ChartRecorder(page);
  await charts.start('Ana Both', 'Bea Both');
  await charts.tap('Ace');
  await expect(page.getByText('Every point is saved.')).toBeVisible();
  const chartId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  /** Another device's save: the stored chart with this note, over the version stored now. */
  const saveElsewhere = async (note: string) => {
    const stored = (await (await request.get(`/api/charts/${chartId}`, { headers })).json()) as Record<string, unknown>;
    const { id: _id, version, createdAt: _c, updatedAt: _u, score: _s, winner: _w, ...chart } = stored;
    const answer = await request.put(`/api/charts/${chartId}`, {
      headers,
      data: { chart: { ...chart, note }, baseVersion: version },
    });
    expect(answer.status(), `the other device's save of "${note}": ${await answer.text()}`).toBe(200);
  };
  const dialog = page.getByRole('dialog', { name: 'This chart was changed elsewhere' });

  await saveElsewhere('Theirs.');
  await charts.tap('Ace');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Saved elsewhere1 point, 0-0');
  await expect(dialog).toContainText('Yours, on this device2 points, 0-0');
  await dialog.getByRole('button', { name: 'Overwrite' }).click();
  await expect(page.getByText('Every point is saved.')).toBeVisible();
  const overwritten = (await (await request.get(`/api/charts/${chartId}`, { headers })).json()) as {
    note: string;
    points: unknown[];
  };
  expect(overwritten).toMatchObject({ note: '', points: [{}, {}] });

  await saveElsewhere('Theirs again.');
  await charts.tap('Ace');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard mine' }).click();
  await expect(dialog).toBeHidden();
  await expect(charts.scoreRow('Ana Both')).toContainText('30');
  await expect(page.getByLabel('Note on the match')).toHaveValue('Theirs again.');
  await expect(page.getByText('Every point is saved.')).toBeVisible();
  const kept = (await (await request.get(`/api/charts/${chartId}`, { headers })).json()) as { points: unknown[] };
  expect(kept.points).toHaveLength(2);

  // Deleted, asked first: gone from the list and the server.
  await page.getByRole('button', { name: 'Delete chart' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete the chart of Ana Both v Bea Both?' });
  await ask.getByRole('button', { name: 'Delete chart' }).click();
  await expect(page).toHaveURL(/\/main\/charts$/);
  await expect(page.getByText('No charts yet: start one with New chart.')).toBeVisible();
  const gone = await request.get(`/api/charts/${chartId}`, { headers });
  expect(gone.status(), `the deleted chart as the server answers it: ${await gone.text()}`).toBe(404);
});
