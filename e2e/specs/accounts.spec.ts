import { AdminDashboard } from '../page-models/admin-dashboard.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { expect, test } from '../fixtures.js';
import { approveRequest, createApprovedUser, uniqueName } from '../support/api.js';
import { adminCredentials } from '../support/env.js';
import { linkIn, waitForMail } from '../support/outbox.js';

test('a visitor requests an account, the admin approves it, and the new user sets a password', async ({
  browser,
  server,
}) => {
  const username = uniqueName('rafa');
  const email = `${username}@example.com`;
  const firstPassword = 'first-pass-4821';
  const ownPassword = 'clay-court-2026';

  const visitor = await browser.newPage();
  const visitorPages = new AuthPages(visitor);
  await visitorPages.register(username, email);
  await expect(visitor.getByText("Your request has been submitted. You'll be contacted upon approval.")).toBeVisible();
  await expect(visitor).toHaveURL(/\/login$/);
  // This visitor's notice, not an earlier one's still in the outbox: the subject names the request.
  const notice = await waitForMail(server, adminCredentials.email, new RegExp(`waiting: ${username}$`));
  expect(notice.text).toContain(username);

  const admin = await browser.newPage();
  await new AuthPages(admin).login(adminCredentials.username, adminCredentials.password);
  await expect(admin).toHaveURL(/\/main$/);
  const dashboard = new AdminDashboard(admin);
  await dashboard.open();
  await expect(dashboard.requestRow(username)).toContainText(email);
  await dashboard.approve(username, firstPassword, true);
  await expect(admin.getByText('User approved!')).toBeVisible();
  await expect(dashboard.requestRow(username)).toHaveCount(0);

  const approval = await waitForMail(server, email, /account is ready/i);
  expect(approval.text).not.toContain(firstPassword);
  expect(linkIn(approval, server.url)).toMatch(/\/login$/);

  await visitorPages.login(username, firstPassword);
  await expect(visitor).toHaveURL(/\/change-password$/);
  await visitorPages.changePassword(firstPassword, ownPassword);
  await expect(visitor.getByText('Password changed successfully.')).toBeVisible();
  // After 1.5 s the app goes to /main, which sends a member without a subscription to /subscribe, and that
  // page starts a checkout at once: the offline provider's test checkout.
  await expect(visitor).toHaveURL(/\/test-checkout\?session_id=cs_test_/);

  await visitorPages.login(username, firstPassword);
  await expect(visitor.getByText('Login failed.')).toBeVisible();
  expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a visitor sees the username rule before sending, is told a too-long name in words, and may be Zoë', async ({
  page,
  request,
}) => {
  const pages = new AuthPages(page);
  const usernameField = await pages.openRegistration();
  await expect(usernameField).toHaveAccessibleDescription(
    'Letters and digits in any language, dots, underscores and hyphens; at most 64 characters.',
  );

  await pages.register('x'.repeat(200), `${uniqueName('long')}@example.com`);
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Request failed.', { exact: true })).toBeVisible();
  await expect(alert.getByText('Reason: Username must be at most 64 characters.', { exact: true })).toBeVisible();

  const username = uniqueName('Zoë');
  await pages.register(username, `${uniqueName('zoe')}@example.com`);
  await expect(page.getByText("Your request has been submitted. You'll be contacted upon approval.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await approveRequest(request, { username, password: 'first-pass-4821', mustChangePassword: true });

  // Typed in capitals, the name finds its account.
  await pages.login(username.toUpperCase(), 'first-pass-4821');
  await expect(page).toHaveURL(/\/change-password$/);
});

test('a member made to change the password can step Back to the login, or Logout, and either ends the session', async ({
  page,
  request,
}) => {
  const username = uniqueName('iga');
  const password = 'first-pass-4821';
  await createApprovedUser(request, { username, email: `${username}@example.com`, password, mustChangePassword: true });
  const pages = new AuthPages(page);
  const sessionAnswer = async (token: string | null) =>
    (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token ?? ''}` } })).status();

  for (const leave of ['Back', 'Logout']) {
    await pages.login(username, password);
    await expect(page).toHaveURL(/\/change-password$/);
    for (const field of [/^Current/, /^New/, /^Confirm New/]) await expect(page.getByLabel(field)).toBeVisible();
    const token = await pages.storedToken();
    expect(await sessionAnswer(token)).toBe(200);

    await page.getByRole('button', { name: leave, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await pages.storedToken()).toBeNull();
    expect(await sessionAnswer(token)).toBe(401);
  }
});

test('a member who forgot the password resets it from the e-mailed link', async ({ page, request, server }) => {
  const username = uniqueName('serena');
  const email = `${username}@example.com`;
  await createApprovedUser(request, { username, email, password: 'forgotten-pass-1' });

  const pages = new AuthPages(page);
  await pages.requestReset(email);
  await expect(page.getByText(/reset link is on its way/)).toBeVisible();

  const mail = await waitForMail(server, email, /reset/i);
  await pages.resetPassword(linkIn(mail, server.url), 'remembered-pass-2');
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await pages.login(username, 'remembered-pass-2');
  await expect(page).toHaveURL(/\/test-checkout\?session_id=cs_test_/);
});

test('dark mode follows the system until chosen, and the choice survives a reload', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: /light mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('dark-mode'))).toBe('false');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('the testing banner shows on every page but the splash', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/for testing only/i)).toHaveCount(0);
  for (const path of ['/login', '/register', '/terms', '/privacy', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByText(/for testing only/i)).toBeVisible();
  }
});

test('the legal pages state the terms and the configured contact address', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(/July 7, 2025/)).toBeVisible();
  await expect(page.getByText(/18/).first()).toBeVisible();
  await expect(page.getByText('legal@baseline.test').first()).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText('legal@baseline.test').first()).toBeVisible();
});
