import { AdminDashboard } from '../page-models/admin-dashboard.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';
import { adminCredentials } from '../support/env.js';

test('the admin ends a member’s sessions, then disables and enables the account', async ({ browser, request }) => {
  const username = uniqueName('carlos');
  const password = 'grass-court-1977';
  await createSubscriber(request, { username, email: `${username}@example.com`, password });

  const member = await browser.newPage();
  const memberPages = new AuthPages(member);
  await memberPages.login(username, password);
  await expect(member).toHaveURL(/\/main$/);

  const admin = await browser.newPage();
  await new AuthPages(admin).login(adminCredentials.username, adminCredentials.password);
  await expect(admin).toHaveURL(/\/main$/);
  const dashboard = new AdminDashboard(admin);
  await dashboard.open();
  const row = dashboard.memberRow(username);
  await expect(row).toContainText('Active');
  await expect(dashboard.memberRow(adminCredentials.username).getByRole('button')).toHaveCount(0);

  await dashboard.actOnMember(username, 'End sessions', 'End sessions');
  await expect(admin.getByText('Sessions ended!')).toBeVisible();
  // The member's open page learns of it on its next call to the server.
  await member.reload();
  await expect(member).toHaveURL(/\/login$/);
  await expect(member.getByText('Your session has expired. Please log in again.')).toBeVisible();

  await dashboard.actOnMember(username, 'Disable', 'Disable account');
  await expect(admin.getByText('Account disabled!')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Disabled' })).toBeVisible();
  await memberPages.login(username, password);
  await expect(member.getByText('Login failed.')).toBeVisible();
  await expect(member.getByText('This account is disabled.')).toBeVisible();

  await dashboard.actOnMember(username, 'Enable', 'Enable account');
  await expect(admin.getByText('Account enabled!')).toBeVisible();
  await expect(row.getByRole('button', { name: `Disable for ${username}` })).toBeVisible();
  await memberPages.login(username, password);
  await expect(member).toHaveURL(/\/main$/);
});
