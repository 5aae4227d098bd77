import { AuthPages } from '../page-models/auth-pages.js';
import { DeleteAccountPage } from '../page-models/delete-account-page.js';
import { MainMenu } from '../page-models/main-menu.js';
import { expect, test } from '../fixtures.js';
import { expectAccessibleScreen } from '../support/a11y.js';
import { createSubscriber, uniqueName } from '../support/api.js';

test('a member deletes their account from the menu and can no longer log in with it', async ({ page, request }) => {
  const username = uniqueName('leaver');
  const password = 'clay-court-2026';
  await createSubscriber(request, { username, email: `${username}@example.com`, password });
  const auth = new AuthPages(page);
  const deletion = new DeleteAccountPage(page);

  await auth.login(username, password);
  await expect(page).toHaveURL(/\/main$/);
  await new MainMenu(page).open();
  await page.getByRole('link', { name: 'Delete account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete account', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download your data first' })).toHaveAttribute('href', '/main/export');
  await expect(page.getByText('without a refund')).toBeVisible();
  await expectAccessibleScreen(page, 'delete account');

  await deletion.deleteWith(password, 'delete');
  await expect(page.getByRole('alert')).toContainText(
    'Type DELETE in capitals to confirm that you want your account deleted.',
  );
  await deletion.deleteWith('not-the-password');
  await expect(page.getByRole('alert')).toContainText('Current password is incorrect.');
  await expect(page).toHaveURL(/\/delete-account$/);

  await deletion.deleteWith(password);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await auth.login(username, password);
  await expect(page.getByRole('alert')).toContainText('Login failed.');
  await expect(page).toHaveURL(/\/login$/);
});
