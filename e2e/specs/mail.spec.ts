import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { totpCode } from '../page-models/two-factor-page.js';
import { adminHeaders, approveRequest, loginToken, rejectRequest, requestAccount, uniqueName } from '../support/api.js';
import { adminCredentials } from '../support/env.js';
import { linksIn, waitForMail, type OutboxMail } from '../support/outbox.js';

const hostileMessage = '<img src=x onerror="window.mailScriptRan=1"><script>window.mailScriptRan=1</script>';

/**
 * Opens the mail's HTML part in Chromium, with scripts on as a careless mail client might have them, and checks
 * it against the text part: the same links, all absolute on PUBLIC_URL (`site`, the worker's server), and the
 * same sentences.
 */
async function expectHtmlLikeText(
  page: Page,
  site: string,
  mail: OutboxMail,
  links: string[],
  sentences: string[],
): Promise<void> {
  expect(mail.html, `an HTML part in "${mail.subject}"`).toBeDefined();
  await page.setContent(mail.html ?? '');
  await expect(page).toHaveTitle(mail.subject);
  await expect(page.getByRole('link', { name: 'Baseline' }).first()).toHaveAttribute('href', site);

  const hrefs = await page.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(new Set(hrefs)).toEqual(new Set([site, ...links]));
  expect(linksIn(mail)).toEqual(expect.arrayContaining([site, ...links]));
  expect(new Set(linksIn(mail))).toEqual(new Set(hrefs));

  const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  const written = mail.text.replace(/\s+/g, ' ');
  for (const sentence of sentences) {
    expect(shown, 'the HTML part').toContain(sentence);
    expect(written, 'the text part').toContain(sentence);
  }
  expect(await page.evaluate(() => 'mailScriptRan' in window)).toBe(false);
}

test('every mail has an HTML part with its text part’s message and links, user input shown as text', async ({
  page,
  request,
  server,
}) => {
  const site = server.url;
  const username = uniqueName('mara');
  const email = `${username}@example.com`;
  const password = 'clay-court-1998';
  const registered = await request.post('/api/auth/register-request', {
    data: { username, email, message: hostileMessage },
  });
  expect(registered.status()).toBe(201);

  const notice = await waitForMail(server, adminCredentials.email, new RegExp(`waiting: ${username}$`));
  await expectHtmlLikeText(
    page,
    site,
    notice,
    [`${site}/admin-dashboard`],
    [
      `${username} (${email}) has asked for a Baseline account.`,
      'You received this mail because you are an administrator of Baseline.',
    ],
  );
  await expect(page.getByText(hostileMessage)).toBeVisible();

  await requestAccount(request, { username: `${username}x`, email });
  const alreadyRegistered = await waitForMail(server, email, /account request/);
  await expectHtmlLikeText(
    page,
    site,
    alreadyRegistered,
    [`${site}/login`, `${site}/forgot-password`],
    [
      'This address already has an account or a request awaiting approval, so no new request was filed.',
      'You received this mail because someone asked for a Baseline account with this address.',
    ],
  );

  await approveRequest(request, { username, password });
  const approved = await waitForMail(server, email, /account is ready/);
  await expectHtmlLikeText(
    page,
    site,
    approved,
    [`${site}/login`],
    ['Your request for a Baseline account has been approved.'],
  );

  await request.post('/api/auth/forgot-password', { data: { email } });
  const reset = await waitForMail(server, email, /Reset your Baseline password/);
  const resetLink = linksIn(reset).find((link) => link.startsWith(`${site}/reset-password?token=`)) ?? '';
  await expectHtmlLikeText(page, site, reset, [resetLink], ['Choose a new password here within the next hour:']);
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(await opened).toHaveURL(resetLink);

  const headers = { authorization: `Bearer ${await loginToken(request, username, password)}` };
  const { secret } = (await (await request.post('/api/two-factor/setup', { headers, data: { password } })).json()) as {
    secret: string;
  };
  await request.post('/api/two-factor/confirm', { headers, data: { password, code: totpCode(secret) } });
  const admin = await adminHeaders(request);
  const members = (await (await request.get('/api/admin/members', { headers: admin })).json()) as {
    id: string;
    username: string;
  }[];
  const memberId = members.find((member) => member.username === username)?.id ?? '';
  expect((await request.post(`/api/admin/members/${memberId}/reset-two-factor`, { headers: admin })).status()).toBe(
    200,
  );
  const twoFactorReset = await waitForMail(server, email, /Two-factor authentication was turned off/);
  await expectHtmlLikeText(
    page,
    site,
    twoFactorReset,
    [`${site}/login`, `${site}/forgot-password`],
    [
      'An administrator has turned off two-factor authentication on your Baseline account and ended all of its sessions.',
    ],
  );
});

test('a rejected request is told so in both parts', async ({ page, request, server }) => {
  const username = uniqueName('nico');
  const email = `${username}@example.com`;
  await requestAccount(request, { username, email });
  await rejectRequest(request, username);

  const rejected = await waitForMail(server, email, /account request/);
  await expectHtmlLikeText(
    page,
    server.url,
    rejected,
    [],
    ['We are sorry, but we cannot approve your account request at this time.'],
  );
});
