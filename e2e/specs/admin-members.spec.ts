import type { Locator } from '@playwright/test';
import { AdminDashboard } from '../page-models/admin-dashboard.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { expect, test } from '../fixtures.js';
import { totpCode } from '../page-models/two-factor-page.js';
import { approveRequest, createSubscriber, loginToken, requestAccount, uniqueName } from '../support/api.js';
import { adminCredentials } from '../support/env.js';
import { waitForMail } from '../support/outbox.js';

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

test('the admin resets the two-factor authentication of a member who lost their authenticator', async ({
  browser,
  request,
  server,
}) => {
  const username = uniqueName('roger');
  const email = `${username}@example.com`;
  const password = 'grass-court-2003';
  await createSubscriber(request, { username, email, password });
  const headers = { authorization: `Bearer ${await loginToken(request, username, password)}` };
  const setup = await request.post('/api/two-factor/setup', { headers, data: { password } });
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/two-factor/confirm', {
    headers,
    data: { password, code: totpCode(secret) },
  });
  expect(confirmed.status()).toBe(200);

  const member = await browser.newPage();
  const memberPages = new AuthPages(member);
  await memberPages.login(username, password);
  await expect(member.getByText('Enter the code from your authenticator app to finish logging in.')).toBeVisible();

  const admin = await browser.newPage();
  await new AuthPages(admin).login(adminCredentials.username, adminCredentials.password);
  await expect(admin).toHaveURL(/\/main$/);
  const dashboard = new AdminDashboard(admin);
  await dashboard.open();
  await dashboard.actOnMember(username, 'Reset two-factor', 'Reset two-factor');
  await expect(admin.getByText('Two-factor authentication reset!')).toBeVisible();
  await expect(
    dashboard.memberRow(username).getByRole('button', { name: `Reset two-factor for ${username}` }),
  ).toHaveCount(0);

  const mail = await waitForMail(server, email, /Two-factor authentication was turned off/);
  expect(mail.text).toContain('An administrator has turned off two-factor authentication');
  await memberPages.login(username, password);
  await expect(member).toHaveURL(/\/main$/);
});

test('each decision shows at once in both lists, also when another admin decided first', async ({ page, request }) => {
  const newcomer = uniqueName('gael');
  const decidedElsewhere = uniqueName('gilles');
  await requestAccount(request, { username: newcomer, email: `${newcomer}@example.com` });
  await requestAccount(request, { username: decidedElsewhere, email: `${decidedElsewhere}@example.com` });

  await new AuthPages(page).login(adminCredentials.username, adminCredentials.password);
  await expect(page).toHaveURL(/\/main$/);
  const dashboard = new AdminDashboard(page);
  await dashboard.open();
  await expect(dashboard.memberRow(adminCredentials.username)).toBeVisible();

  await dashboard.approve(newcomer, 'first-serve-1990', false);
  await expect(page.getByText('User approved!')).toBeVisible();
  await expect(dashboard.requestRow(newcomer)).toHaveCount(0);
  await expect(dashboard.memberRow(newcomer)).toContainText(`${newcomer}@example.com`);
  await expect(dashboard.memberRow(newcomer).getByRole('cell', { name: 'Active' })).toBeVisible();

  // Another admin approves the second request while this page still lists it as pending.
  await approveRequest(request, { username: decidedElsewhere, password: 'second-serve-1991' });
  await dashboard.reject(decidedElsewhere);
  await expect(page.getByText('Failed to reject request')).toBeVisible();
  await expect(dashboard.requestRow(decidedElsewhere)).toHaveCount(0);
  await expect(dashboard.memberRow(decidedElsewhere)).toBeVisible();
});

test('a member who opens the admin dashboard is told it is for administrators', async ({ page, request }) => {
  const username = uniqueName('andy');
  const password = 'baseline-rally-2013';
  await createSubscriber(request, { username, email: `${username}@example.com`, password });
  await new AuthPages(page).login(username, password);
  await expect(page).toHaveURL(/\/main$/);

  await new AdminDashboard(page).open();
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
  for (const text of ['Failed to load requests', 'Failed to load members', /administrator account/]) {
    await expect(page.getByText(text)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Go to the main area' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

/** Where the cell's text wraps onto a new line, each as the characters either side: 'a|b'. */
async function lineBreaks(cell: Locator): Promise<string[]> {
  return cell.evaluate((element) => {
    const letters: { letter: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at++) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        letters.push({ letter: text.charAt(at), top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    return letters.flatMap((current, at) => {
      const before = letters[at - 1];
      return before && current.top > before.top ? [`${before.letter}|${current.letter}`] : [];
    });
  });
}

test('the dashboard has the members’ header, and long addresses wrap between their words', async ({
  page,
  request,
}) => {
  // Short names: the unique part alone is 12 characters, and a word wider than the phone's cell must break inside.
  const newcomer = uniqueName('mar');
  const member = uniqueName('hor');
  const domain = 'baseline-tennis-correspondents.members.example.com';
  await requestAccount(request, { username: newcomer, email: `${newcomer}.requests.access@${domain}` });
  await createSubscriber(request, {
    username: member,
    email: `${member}.long.address@${domain}`,
    password: 'drop-shot-1982',
  });
  await new AuthPages(page).login(adminCredentials.username, adminCredentials.password);
  await expect(page).toHaveURL(/\/main$/);
  const dashboard = new AdminDashboard(page);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await dashboard.open();
    await expect(page.getByRole('link', { name: 'Baseline: choose a view' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Baseline home' })).toHaveCount(0);
    for (const cell of [
      dashboard.requestRow(newcomer).locator('.requests__email'),
      dashboard.memberRow(member).locator('.requests__email'),
    ]) {
      await expect(cell).toContainText(domain);
      const breaks = await lineBreaks(cell);
      // After the @ or a hyphen, before a dot: never inside a word.
      expect(breaks.filter((at) => !/^[@-]\|/.test(at) && !at.endsWith('|.'))).toEqual([]);
    }
  }
});
