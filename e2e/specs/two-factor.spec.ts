import { AuthPages } from '../page-models/auth-pages.js';
import { MainMenu } from '../page-models/main-menu.js';
import { nextTotpCode, totpCode, TwoFactorPage } from '../page-models/two-factor-page.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';

test('a member turns on two-factor authentication, logs in with a code and with recovery codes, and turns it off', async ({
  page,
  request,
}) => {
  // A second login waits for the authenticator's next 30-second code.
  test.setTimeout(120_000);
  const username = uniqueName('serena');
  const password = 'grass-court-2026';
  await createSubscriber(request, { username, email: `${username}@example.com`, password });
  const auth = new AuthPages(page);
  const menu = new MainMenu(page);
  const twoFactor = new TwoFactorPage(page);

  await auth.login(username, password);
  await expect(page).toHaveURL(/\/main$/);
  await menu.open();
  await page.getByRole('link', { name: 'Two-factor authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication', level: 1 })).toBeVisible();

  // A token alone is not enough: whoever borrowed the session cannot enrol an authenticator of their own.
  await twoFactor.askForSetup('not-the-password');
  await expect(page.getByRole('alert')).toContainText('Current password is incorrect.');
  await expect(twoFactor.secretKey).toHaveCount(0);
  const secret = await twoFactor.startSetup(password);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const enabledAt = Date.now();
  await twoFactor.confirm(totpCode(secret, enabledAt));
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const recoveryCodes = await twoFactor.recoveryCodes();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByText('You have 10 unused recovery codes.')).toBeVisible();

  const logOut = async () => {
    await page.goto('/main');
    await menu.open();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  };

  await logOut();
  await auth.login(username, password);
  await expect(page.getByText('Enter the code from your authenticator app to finish logging in.')).toBeVisible();
  const { code } = await nextTotpCode(secret, enabledAt);
  await twoFactor.enterLoginCode(code);
  await expect(page).toHaveURL(/\/main$/);

  await logOut();
  const [first = '', second = '', third = ''] = recoveryCodes;
  await auth.login(username, password);
  await twoFactor.enterLoginCode(first);
  await expect(page).toHaveURL(/\/main$/);

  await logOut();
  await auth.login(username, password);
  await twoFactor.enterLoginCode(first);
  await expect(page.getByRole('alert')).toContainText('Login failed.');
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  await expect(page).toHaveURL(/\/login$/);
  await twoFactor.enterLoginCode(second);
  await expect(page).toHaveURL(/\/main$/);

  await page.goto('/two-factor');
  await expect(page.getByText('You have 8 unused recovery codes.')).toBeVisible();
  await twoFactor.disable(password, third);
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor authentication is off.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();

  await logOut();
  await auth.login(username, password);
  await expect(page).toHaveURL(/\/main$/);
});
