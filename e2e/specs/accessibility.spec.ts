import type { APIRequestContext, Page, Route } from '@playwright/test';
import { AdminDashboard } from '../page-models/admin-dashboard.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { ChartRecorder } from '../page-models/chart-recorder.js';
import { ChartFigures } from '../page-models/chart-report.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { MainMenu } from '../page-models/main-menu.js';
import { PlayerLabels } from '../page-models/player-labels.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { TennisList } from '../page-models/tennis-list.js';
import { totpCode, TwoFactorPage } from '../page-models/two-factor-page.js';
import { expect, test } from '../fixtures.js';
import { expectAccessibleScreen } from '../support/a11y.js';
import { expectTemplateDialogsAccessible } from '../support/templates-a11y.js';

// Each test runs axe on many screens in light and dark and at two widths: 30 to 50 s on a quiet 2-core machine,
// past the suite's minute when it is busy.
test.describe.configure({ timeout: 120_000 });
import { createApprovedUser, createSubscriber, uniqueName } from '../support/api.js';
import { labelFirstPlayers } from '../support/labels-seed.js';
import { adminCredentials } from '../support/env.js';
import { TINY_PNG } from '../support/xss-seed.js';
import { firstMatchPlayers, saveChart } from '../support/charts-seed.js';

const PASSWORD = 'accessible-court-2026';

// Transitions off: a colour is measured where it ends, not halfway through a theme change.
test.use({ reducedMotion: 'reduce' });

function newAccount(prefix: string) {
  const username = uniqueName(prefix);
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

async function signedInSubscriber(
  page: Page,
  request: APIRequestContext,
): Promise<{ token: string; username: string }> {
  const account = newAccount('a11y');
  const token = await createSubscriber(request, account);
  await new AuthPages(page).login(account.username, account.password);
  await expect(page).toHaveURL(/\/main$/);
  return { token, username: account.username };
}

test('the visitor screens', async ({ page }) => {
  const screens: [string, string, RegExp | string][] = [
    ['splash', '/', 'Login'],
    ['register', '/register', 'Submit Request'],
    ['login', '/login', 'Forgot password'],
    ['forgot password', '/forgot-password', 'Send Reset Link'],
    ['reset password', '/reset-password?token=not-a-real-token', 'Confirm Password'],
    ['terms', '/terms', /July 7, 2025/],
    ['privacy', '/privacy', 'legal@baseline.test'],
    ['payment cancelled', '/cancel', 'You cancelled the payment process.'],
    ['payment without a session', '/success', 'No session ID found.'],
    ['not found', '/no-such-page', 'There is nothing at this address.'],
  ];
  for (const [name, path, shows] of screens) {
    await page.goto(path);
    await expect(page.getByText(shows).first()).toBeVisible();
    await expectAccessibleScreen(page, name);
  }
});

/** Holds the page's calls to `url` unanswered, so a screen stays on its waiting state; `release` sends them on. */
async function holdCalls(page: Page, url: string): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  await page.route(url, (route) => {
    held.push(route);
  });
  return {
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(url);
    },
  };
}

test('the subscription screens: redirecting, the test checkout and verifying', async ({ page, request }) => {
  const account = newAccount('a11ypay');
  await createApprovedUser(request, account);
  const checkout = await holdCalls(page, '**/api/stripe/create-checkout-session');
  await new AuthPages(page).login(account.username, account.password);
  await expect(page.getByText('Redirecting to Stripe checkout...')).toBeVisible();
  await expectAccessibleScreen(page, 'subscribe');
  await checkout.release();

  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await expectAccessibleScreen(page, 'test checkout');

  const verification = await holdCalls(page, '**/api/stripe/verify-session');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Verifying your payment...')).toBeVisible();
  await expectAccessibleScreen(page, 'payment success, verifying');
  await verification.release();
  await expect(page.getByText('Subscription verified! Redirecting...')).toBeVisible();
});

test('the main screen and its menu', async ({ page, request }) => {
  await signedInSubscriber(page, request);
  await expectAccessibleScreen(page, 'main');
  await new MainMenu(page).openSubscription();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expectAccessibleScreen(page, 'main with the menu open');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleScreen(page, 'cancel subscription confirmation', { desktopOnly: true });
});

test('the diary: a day with tabs, tags and an image, a tab being renamed, search results and its dialogs', async ({
  page,
  request,
}) => {
  const { token } = await signedInSubscriber(page, request);
  const date = '2026-03-14';
  const headers = { Authorization: `Bearer ${token}` };
  const notes = [
    { title: 'Indian Wells', content: '<p>Long <strong>rallies</strong></p>', tags: ['hard', 'desert'] },
    { title: 'Practice', content: '<p>Serve <em>drills</em></p>', tags: ['serve'] },
  ];
  const stored = await request.post('/api/diary', {
    headers,
    data: {
      date,
      notes: [
        { ...notes[0], image: TINY_PNG, acceptedImageTerms: true },
        { ...notes[1], image: null },
      ],
    },
  });
  expect(stored.status()).toBe(200);
  const diary = new DiaryPage(page);
  await diary.open(date);
  await expect(diary.tabs).toHaveText(['Indian Wells', 'Practice']);
  await expect(page.getByRole('button', { name: 'Collapse Calendar' })).toBeVisible();
  await expectAccessibleScreen(page, 'diary');

  await diary.tab('Indian Wells').dblclick();
  await expect(page.getByRole('textbox', { name: 'Tab title' })).toBeFocused();
  await expectAccessibleScreen(page, 'diary renaming a tab');
  await page.keyboard.press('Escape');

  await diary.searchTag('serve');
  await expect(diary.searchResults('serve')).toHaveCount(1);
  await expectAccessibleScreen(page, 'diary tag search results');
  await diary.clearSearch();

  await diary.imagePreviewButton('Indian Wells').click();
  await expect(page.getByRole('dialog', { name: 'Image of Indian Wells' })).toBeVisible();
  await expectAccessibleScreen(page, 'diary image preview');
  await page.keyboard.press('Escape');

  await diary.tab('Practice').click();
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const terms = page.getByRole('dialog', { name: 'Upload an image' });
  await terms.getByRole('button', { name: 'Continue' }).click();
  await expect(terms.getByText('Please confirm to continue.')).toBeVisible();
  await expectAccessibleScreen(page, 'diary image terms');
  await page.keyboard.press('Escape');
  await expectTemplateDialogsAccessible(page, 'Tab templates', 'diary');

  // Another window saves the day meanwhile: this one's save meets the conflict.
  const elsewhere = await request.post('/api/diary', { headers, data: { date, notes, overwrite: true } });
  expect(elsewhere.status()).toBe(200);
  await diary.type(' and returns');
  await diary.save();
  await expect(diary.conflictDialog()).toBeVisible();
  await expectAccessibleScreen(page, 'diary save conflict');
});

test('the tennis list with every status badge, and a draw with the notes panel open', async ({ page, request }) => {
  await signedInSubscriber(page, request);
  // On the server's day (TENNIS_DEMO_TODAY, 2027-03-12) Indian Wells is on, January's Indian events are over and
  // those of late March to come: seven cards of every status, where the season's 300 would take axe seconds each.
  const list = new TennisList(page);
  await list.open('2027');
  await list.search.fill('india');
  await expect(list.card('BNP Paribas Open', '2027')).toContainText('LIVE');
  await expect(list.weekCard('BNP Paribas Open')).toContainText('LIVE');
  await expect(list.card('Bengaluru Open', '2027')).toContainText('Past');
  await expect(list.card('KARNATAKA OPEN', '2027')).toContainText('Upcoming');
  await expectAccessibleScreen(page, 'tennis list');
  // One season at a time: the 2026 editions are in their own season.
  await list.season.selectOption('2026');
  await expect(list.card('Bengaluru Open', '2026')).toContainText('Past');
  await expectAccessibleScreen(page, 'tennis list of a past season');

  // A 28-player draw: seeds, byes and scores in a bracket small enough to check quickly.
  const draw = new TennisDraw(page);
  await draw.open(2026, '375');
  await expect(draw.heading).toHaveText('Montpellier - Tournament Draw');
  await page.locator('.line__name').first().click();
  await expect(draw.panel).toBeVisible();
  await expectAccessibleScreen(page, 'tennis draw with the notes panel');
  await draw.noteField.fill('Kick serve to the backhand.');
  await expectTemplateDialogsAccessible(page, 'Note templates', 'tennis notes panel');
});

test('change password and the two-factor screens', async ({ page, request }) => {
  const { username } = await signedInSubscriber(page, request);
  await page.goto('/change-password');
  await page.getByLabel(/^Current/).fill(PASSWORD);
  await page.getByLabel(/^New/).fill('a-new-password-2026');
  await page.getByLabel(/^Confirm New/).fill('a-different-one-2026');
  await page.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByText('New passwords do not match.')).toBeVisible();
  await expectAccessibleScreen(page, 'change password');

  const twoFactor = new TwoFactorPage(page);
  await page.goto('/two-factor');
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  await expectAccessibleScreen(page, 'two-factor, off');
  const secret = await twoFactor.startSetup(PASSWORD);
  await expectAccessibleScreen(page, 'two-factor set-up');
  await twoFactor.confirm(totpCode(secret));
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expectAccessibleScreen(page, 'two-factor recovery codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expectAccessibleScreen(page, 'two-factor, on');

  await page.evaluate(() => {
    localStorage.removeItem('token');
  });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page.getByText('Enter the code from your authenticator app to finish logging in.')).toBeVisible();
  await expectAccessibleScreen(page, 'login, two-factor step');
});

test('the admin dashboard with a pending request and members', async ({ page, request }) => {
  const member = newAccount('a11ymember');
  await createSubscriber(request, member);
  const visitor = newAccount('a11yvisitor');
  const requested = await request.post('/api/auth/register-request', { data: { ...visitor, message: '' } });
  expect(requested.ok()).toBe(true);

  await new AuthPages(page).login(adminCredentials.username, adminCredentials.password);
  await expect(page).toHaveURL(/\/main$/);
  await expectAccessibleScreen(page, 'main, as admin');
  const dashboard = new AdminDashboard(page);
  await dashboard.open();
  await expect(dashboard.requestRow(visitor.username)).toContainText(visitor.email);
  await expect(dashboard.memberRow(member.username)).toContainText('Active');
  await expectAccessibleScreen(page, 'admin dashboard');
  await dashboard
    .memberRow(member.username)
    .getByRole('button', { name: `Disable for ${member.username}` })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleScreen(page, 'admin confirmation', { desktopOnly: true });
});

test('labels: the dots and the highlight in a draw, the picker in the notes panel, the manager dialog', async ({
  page,
  request,
}) => {
  const { token } = await signedInSubscriber(page, request);
  await labelFirstPlayers(request, token, { year: 2026, id: '375' });
  const draw = new TennisDraw(page);
  await draw.open(2026, '375');
  await expect(page.locator('.label-dots').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Highlight labelled players' }).check();
  await expectAccessibleScreen(page, 'draw with labels highlighted');

  await page.locator('.line__name').first().click();
  const labels = new PlayerLabels(page, draw.panel);
  await draw.panel.getByRole('button', { name: 'Choose labels' }).click();
  await expect(draw.panel.getByRole('checkbox').first()).toBeVisible();
  await expectAccessibleScreen(page, 'notes panel with the label picker');
  await draw.panel.getByRole('button', { name: 'Manage labels' }).click();
  await expect(labels.manager).toBeVisible();
  await expectAccessibleScreen(page, 'label manager');
  await labels.manager
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Delete the label/ })).toBeVisible();
  await expectAccessibleScreen(page, 'label delete confirmation', { desktopOnly: true });
});

test('charts: the list, the start form, the recorder at both levels, a point being corrected, a conflict', async ({
  page,
  request,
}) => {
  const { token } = await signedInSubscriber(page, request);
  await page.goto('/main/charts');
  await expect(page.getByText('No charts yet: start one with New chart.')).toBeVisible();
  await expectAccessibleScreen(page, 'charts, none yet');
  await page.getByRole('link', { name: 'New chart' }).click();
  await expect(page.getByRole('heading', { name: 'New chart' })).toBeVisible();
  await expectAccessibleScreen(page, 'new chart');

  const charts = new ChartRecorder(page);
  await page.goto('/main/charts');
  await charts.start('Ana Access', 'Bea Access');
  await charts.tap('Ace');
  await charts.tap('Bea Access: unforced error BH');
  await expect(page.getByText('Every point is saved.')).toBeVisible();
  await expectAccessibleScreen(page, 'chart recorder, quick');
  await charts.level('Full');
  await charts.typeCodes('6f1');
  await expectAccessibleScreen(page, 'chart recorder, full, with a code that does not read');
  await page.getByText('Points (2)').click();
  await page.getByRole('button', { name: 'Edit point 1' }).click();
  await expect(page.getByLabel('Note on point 1')).toBeVisible();
  await expectAccessibleScreen(page, 'chart recorder, correcting a point');

  // Another device saves the chart meanwhile: the next point's sync asks the member.
  await expect(page.getByText('Every point is saved.')).toBeVisible();
  const chartId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const headers = { Authorization: `Bearer ${token}` };
  const stored = (await (await request.get(`/api/charts/${chartId}`, { headers })).json()) as Record<string, unknown>;
  const { id: _id, version, createdAt: _c, updatedAt: _u, score: _s, winner: _w, ...chart } = stored;
  const saved = await request.put(`/api/charts/${chartId}`, {
    headers,
    data: { chart: { ...chart, note: 'From the other device.' }, baseVersion: version },
  });
  expect(saved.status()).toBe(200);
  await charts.typeCodes('6*');
  await charts.tap('Add point');
  await expect(page.getByRole('dialog', { name: 'This chart was changed elsewhere' })).toBeVisible();
  await expectAccessibleScreen(page, 'chart conflict', { desktopOnly: true });
  await page.getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByText('Every point is saved.')).toBeVisible();

  await page.getByRole('link', { name: 'All charts' }).click();
  await expect(page.getByRole('link', { name: /Ana Access v Bea Access/ })).toHaveCount(2);
  await expectAccessibleScreen(page, 'charts list');
});

test("charts: a match report with its pictures, and the scouting report on the player's page", async ({
  page,
  request,
}) => {
  const { token } = await signedInSubscriber(page, request);
  const players = await firstMatchPlayers(request, token, { year: 2026, id: '580' });
  const chartId = await saveChart(request, token, players);
  const report = new ChartFigures(page);
  await report.openReport(chartId);
  await expect(page.locator('.plot canvas')).toHaveCount(4);
  await expectAccessibleScreen(page, 'match report');
  await report.scope('Set 2').click();
  await expect(report.scope('Set 2')).toHaveAttribute('aria-pressed', 'true');
  await expectAccessibleScreen(page, 'match report of a set', { desktopOnly: true });

  await page.goto(`/main/tennis/players/${players[0].playerId}`);
  const charted = page.getByRole('region', { name: 'Charted matches' });
  // The first page of a season reads the demo season's draws into the players tables: a few seconds.
  await expect(charted.getByText('32 points of 1 match, the 8 points charted in full.')).toBeVisible({
    timeout: 60_000,
  });
  await new ChartFigures(page, charted).openScoutingFigures();
  await expectAccessibleScreen(page, "player's page with the scouting report");
});
