import { AuthPages } from '../page-models/auth-pages.js';
import { MainMenu } from '../page-models/main-menu.js';
import { expect, test } from '../fixtures.js';
import { createApprovedUser, uniqueName } from '../support/api.js';

async function newMember(request: Parameters<typeof createApprovedUser>[0]) {
  const username = uniqueName('coach');
  const password = 'court-side-2026';
  await createApprovedUser(request, { username, email: `${username}@example.com`, password });
  return { username, password };
}

test('a member pays on the test checkout, is verified, logs in again and reaches the app', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const auth = new AuthPages(page);

  await auth.login(member.username, member.password);
  await expect(page).toHaveURL(/\/test-checkout\?session_id=cs_test_/);
  await expect(page.getByText(/test checkout/i).first()).toBeVisible();
  const paidWith = await auth.storedToken();
  expect(paidWith).not.toBeNull();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
  await expect(page.getByText('Subscription verified! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The login page's word holds: the token from before the payment (isSubscribed false) is gone, and ended.
  await expect(page.getByText('Your subscription is active. Log in again to continue.')).toBeVisible();
  expect(await auth.storedToken()).toBeNull();
  const oldSession = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${paidWith ?? ''}` } });
  expect(oldSession.status()).toBe(401);

  await auth.login(member.username, member.password);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('link', { name: /General/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tennis/ })).toBeVisible();
});

test('a member cancels the subscription and sees when it ends', async ({ page, request }) => {
  const member = await newMember(request);
  const auth = new AuthPages(page);
  await auth.login(member.username, member.password);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await auth.login(member.username, member.password);
  await expect(page).toHaveURL(/\/main$/);

  const menu = new MainMenu(page);
  await menu.openSubscription();
  await menu.cancelSubscription();
  await expect(page.getByText(/Your subscription has been cancelled/).first()).toBeVisible();
  await expect(page.getByText(/Your subscription will end on /).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
});

test('a member who cancels at checkout sees the cancelled page', async ({ page, request }) => {
  const member = await newMember(request);
  await new AuthPages(page).login(member.username, member.password);
  await expect(page).toHaveURL(/\/test-checkout/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByText('Payment Cancelled')).toBeVisible();
  await expect(page.getByText('You cancelled the payment process.')).toBeVisible();
});

test('/success without a session id says so', async ({ page }) => {
  await page.goto('/success');
  await expect(page.getByText('No session ID found.')).toBeVisible();
});
