import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { MainMenu } from '../page-models/main-menu.js';
import { expect, test } from '../fixtures.js';
import { createApprovedUser, createSubscriber, uniqueName } from '../support/api.js';

async function newMember(request: APIRequestContext) {
  const username = uniqueName('coach');
  const password = 'court-side-2026';
  await createApprovedUser(request, { username, email: `${username}@example.com`, password });
  return { username, password };
}

/** A member who has paid (through the API), logged in and on the main area. */
async function logInAsSubscriber(page: Page, request: APIRequestContext) {
  const username = uniqueName('steffi');
  const password = 'golden-slam-1988';
  await createSubscriber(request, { username, email: `${username}@example.com`, password });
  await new AuthPages(page).login(username, password);
  await expect(page).toHaveURL(/\/main$/);
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

test.describe('in an American browser', () => {
  test.use({ locale: 'en-US' });

  test('a member cancels the subscription and sees when it ends, one date written one way', async ({
    page,
    request,
  }) => {
    await logInAsSubscriber(page, request);

    const menu = new MainMenu(page);
    await menu.openSubscription();
    await menu.cancelSubscription();
    await expect(page.getByText('Your subscription has been cancelled.', { exact: true })).toBeVisible();
    const ends = page.getByText(/^Your subscription will end on /).first();
    await expect(ends).toBeVisible();
    const date = /end on (.+)\.$/.exec((await ends.textContent()) ?? '')?.[1] ?? '';
    // The browser's language writes it, e.g. "December 25, 2026".
    expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByText(`It stays active until ${date}.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
  });
});

test('a subscribed member sent to /subscribe goes on to the main area instead of to a checkout', async ({
  page,
  request,
}) => {
  await logInAsSubscriber(page, request);

  await page.goto('/cancel');
  await page.getByRole('link', { name: 'Try the checkout again' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByText('You are already subscribed.')).toBeVisible();
  await expect(page.getByText('Failed to start checkout session.')).toHaveCount(0);
  // /subscribe left no entry behind to come back to.
  await page.goBack();
  await expect(page).toHaveURL(/\/cancel$/);
});

test('a member who paid elsewhere since logging in is asked to log in again, not looped', async ({ page, request }) => {
  const member = await newMember(request);
  const auth = new AuthPages(page);
  await auth.login(member.username, member.password);
  await expect(page).toHaveURL(/\/test-checkout\?session_id=cs_test_/);
  // The same checkout paid in another tab: this page's token still says "not subscribed".
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  expect((await request.post(`/api/test-checkout/${sessionId}/complete`)).status()).toBe(200);

  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You are already subscribed. Log in again to continue.')).toBeVisible();
  await auth.login(member.username, member.password);
  await expect(page).toHaveURL(/\/main$/);
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
