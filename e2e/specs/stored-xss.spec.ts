import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../../server/test/xss-payloads.js';
import { AdminDashboard } from '../page-models/admin-dashboard.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { SearchDialog } from '../page-models/search.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';
import { storeDay } from '../support/diary-member.js';
import { keepUnsavedEdits } from '../support/device-store.js';
import { seedXssLabels } from '../support/labels-seed.js';
import { adminCredentials } from '../support/env.js';
import { seedTemplates } from '../support/templates-xss-seed.js';
import { scriptableMarkup, watchForScript, type XssHit } from '../support/xss-watch.js';
import {
  COMMON_TAG,
  DOSSIER_TOURNAMENT,
  firstPlayer,
  NOTE_TOURNAMENT,
  PAYLOADS_PER_DAY,
  rawDrafts,
  seedDiary,
  seedPlayerNote,
  seedRegistrations,
  userIdOf,
} from '../support/xss-seed.js';

const PASSWORD = 'stored-xss-e2e-2026';
/** The day that mentions every chart of payloads. */
const CHARTS_DAY = '2026-11-21';

test.describe.configure({ mode: 'serial' });

async function subscriber(request: APIRequestContext, page: Page): Promise<string> {
  const username = uniqueName('xss');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  return token;
}

/** Nothing ran so far, and nothing in the page could run on a hover, focus or click either. */
async function expectInert(page: Page, hits: readonly XssHit[], where: string): Promise<void> {
  expect(hits, where).toEqual([]);
  expect(await scriptableMarkup(page), where).toEqual([]);
}

test(`the diary, its tag search, its print view and the search run none of the ${XSS_PAYLOADS.length} stored payloads`, async ({
  page,
  request,
  server,
}) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const hits = await watchForScript(page, server.url);
  const token = await subscriber(request, page);
  const dates = await seedDiary(request, token);
  const diary = new DiaryPage(page);

  for (const [index, date] of dates.entries()) {
    const payloads = Math.min(PAYLOADS_PER_DAY, XSS_PAYLOADS.length - index * PAYLOADS_PER_DAY);
    await diary.open(date);
    await expect(diary.dayHeading(date)).toBeVisible();
    await expect(diary.tabs).toHaveCount(payloads);
    // Some payloads are unclosed markup that swallows what follows as text, so only the first mark is sure.
    await expect(diary.editor.getByText('Payload', { exact: true }).first()).toBeVisible();
    await expectInert(page, hits, `diary ${date}`);
    // On paper only the print view shows, every tab of the day in full.
    await page.emulateMedia({ media: 'print' });
    await expect(diary.printView).toBeVisible();
    await expect(diary.printView.locator('section')).toHaveCount(payloads);
    await expectInert(page, hits, `print view ${date}`);
    await page.emulateMedia({ media: 'screen' });
  }
  // The last day holds the corpus' mentions: the valid ones are chips in the editor and links on paper.
  await expect(diary.editor.locator('span[data-kind="player"][data-id="DP0001"]').first()).toBeVisible();
  // On screen the print view is hidden, so it is found by its class rather than its role.
  await expect
    .poll(() => page.locator('.diary-print a[data-kind="player"][href="/main/tennis/players/DP0001"]').count())
    .toBeGreaterThan(0);

  // The image preview names the image after the tab's title (a payload).
  await page.locator('.image-attachment__thumb').click();
  await expect(page.locator('.image-preview__image')).toBeVisible();
  await expectInert(page, hits, 'image preview');
  await page.keyboard.press('Escape');

  await diary.searchTag(COMMON_TAG);
  await expect(diary.searchResults(COMMON_TAG)).toHaveCount(dates.length);
  await expectInert(page, hits, 'tag search');

  // Every tab opens with the word Payload: each is a result, its title, tags and excerpt drawn from the text.
  const search = new SearchDialog(page);
  await search.openFromHeader();
  await search.search(`payload tag:${COMMON_TAG}`);
  await expect(search.count).toHaveText(`${XSS_PAYLOADS.length} results`);
  await expect(search.results.first().locator('mark').first()).toHaveText('Payload');
  await expectInert(page, hits, 'search results');

  expect(hits).toEqual([]);
});

test.describe('without the CSP', () => {
  // TipTap reads HTML through DOMParser, an inert document (no script, nothing loaded), yet Chromium reports an
  // inline handler attribute in it as a CSP violation. Raw drafts hold such attributes, so here the CSP is
  // turned off instead: whatever the client's own defence lets through would then run, and show as a hit.
  test.use({ bypassCSP: true });

  test('a local draft holding the raw corpus, never sanitised by the server, renders inert on screen and on paper', async ({
    page,
    request,
    server,
  }) => {
    const hits = await watchForScript(page, server.url);
    const token = await subscriber(request, page);
    const drafts = rawDrafts();
    await keepUnsavedEdits(
      page,
      userIdOf(token),
      drafts.map(({ record }) => record),
    );
    const diary = new DiaryPage(page);

    for (const [index, { date }] of drafts.entries()) {
      const payloads = Math.min(PAYLOADS_PER_DAY, XSS_PAYLOADS.length - index * PAYLOADS_PER_DAY);
      await diary.open(date);
      await expect(page.getByText('Restored your unsaved changes.')).toBeVisible();
      await expect(diary.tabs).toHaveCount(payloads);
      await expect(diary.editor.getByText('Payload', { exact: true }).first()).toBeVisible();
      await expectInert(page, hits, `draft ${date}`);
      await page.emulateMedia({ media: 'print' });
      await expect(diary.printView.locator('section')).toHaveCount(payloads);
      await expectInert(page, hits, `draft print view ${date}`);
      await page.emulateMedia({ media: 'screen' });
    }
  });
});

test('the draw’s player panel and the dossier run none of the payloads in a player note', async ({
  page,
  request,
  server,
}) => {
  const hits = await watchForScript(page, server.url);
  const token = await subscriber(request, page);
  const player = await seedPlayerNote(request, token);
  const draw = new TennisDraw(page);

  await draw.open(NOTE_TOURNAMENT.year, NOTE_TOURNAMENT.id);
  await expect(draw.noteMark(player)).toBeVisible();
  await draw.player(player).first().click();
  // The server removes NUL characters from all text (SECURITY.md); everything else comes back as typed.
  await expect(draw.noteField).toHaveValue(XSS_PAYLOADS.join('\n').replaceAll('\u0000', ''));
  await expectInert(page, hits, 'player panel');

  // Replaced, the payloads are a version of the note: its History shows them as text, and restores them.
  await draw.writeNote('Replaced.');
  await expect(draw.panel.getByRole('status')).toHaveText('Saved!');
  await draw.panel.getByRole('button', { name: 'History' }).click();
  await expect.poll(async () => hits.length > 0 || (await page.locator('.note-history__entry').count()) > 0).toBe(true);
  await expectInert(page, hits, 'player note history');
  await page.locator('.note-history__entry').getByRole('button', { name: 'Restore version 1' }).click();
  await page
    .getByRole('dialog', { name: 'Restore version 1?' })
    .getByRole('button', { name: 'Restore version 1' })
    .click();
  await expect(page.locator('.note-history__entry')).toHaveCount(2);
  await expectInert(page, hits, 'player note history after a restore');
  await page
    .getByRole('dialog', { name: /^History of your note/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(draw.noteField).toHaveValue(XSS_PAYLOADS.join('\n').replaceAll('\u0000', ''));

  await draw.open(DOSSIER_TOURNAMENT.year, DOSSIER_TOURNAMENT.id);
  await draw.player(player).first().click();
  // The watchers first: markup a payload put in the page can make Playwright's role queries throw or find
  // nothing, and the test would fail without saying what ran.
  await expect.poll(async () => hits.length > 0 || (await page.locator('.dossier__item').count()) > 0).toBe(true);
  await expectInert(page, hits, 'dossier');
  const dossier = draw.panel.getByRole('region', { name: `Your notes on ${player} at other tournaments` });
  await expect(dossier.getByRole('listitem')).toHaveCount(1);
  await expect(dossier.getByRole('listitem')).toContainText(XSS_PAYLOADS[0] ?? '');

  const search = new SearchDialog(page);
  // The panel covers the header's button; the shortcut opens the search over it.
  await search.openWithShortcut();
  // The note is plain text: its excerpt shows the payloads' markup as characters, the word alert marked.
  await search.search('alert in:players');
  await expect(search.count).toHaveText('1 result');
  await expect(search.results.locator('mark').first()).toHaveText('alert');
  await expectInert(page, hits, 'search results');

  expect(hits).toEqual([]);
});

test('label names holding payloads show as text beside the name in the draw, in the panel and on the player page', async ({
  page,
  request,
  server,
}) => {
  const hits = await watchForScript(page, server.url);
  const token = await subscriber(request, page);
  const player = await firstPlayer(request, token);
  const fullName = `${player.FirstName} ${player.LastName}`;
  const names = await seedXssLabels(request, token, player.PlayerId, XSS_PAYLOADS);
  expect(names.length).toBeGreaterThan(10);
  const title = `Labels: ${names.join(', ')}`;
  const draw = new TennisDraw(page);

  await draw.open(NOTE_TOURNAMENT.year, NOTE_TOURNAMENT.id);
  await expect.poll(async () => hits.length > 0 || (await page.locator('.label-dots').count()) > 0).toBe(true);
  await expectInert(page, hits, 'draw with labels');
  const dots = page.locator('.label-dots').first();
  await expect(dots).toHaveAttribute('title', title);
  await expect(dots.locator('.visually-hidden')).toHaveText(`, ${title}`);
  await page.getByRole('checkbox', { name: 'Highlight labelled players' }).check();
  await page.getByRole('combobox', { name: 'Label' }).selectOption({ index: 1 });
  await expectInert(page, hits, 'draw with one label highlighted');

  await draw.player(fullName).first().click();
  await expect(draw.panel.locator('.label-chip')).toHaveCount(names.length);
  await expectInert(page, hits, 'notes panel with labels');
  await draw.panel.getByRole('button', { name: 'Choose labels' }).click();
  await draw.panel.getByRole('button', { name: 'Manage labels' }).click();
  await expect(page.getByRole('dialog', { name: 'Your labels' }).locator('.label-chip')).toHaveCount(names.length);
  await expectInert(page, hits, 'label manager');
  await page.keyboard.press('Escape');

  await page.goto(`/main/tennis/players/${player.PlayerId}`);
  await expect(page.locator('.player-page__header .label-dots')).toHaveAttribute('title', title, { timeout: 60_000 });
  await expectInert(page, hits, "player's page with labels");
  expect(hits).toEqual([]);
});

test('the admin dashboard runs none of the payloads in registration messages, and names cannot hold one', async ({
  page,
  request,
  server,
}) => {
  const refused = await request.post('/api/auth/register-request', {
    data: { username: '<img src=x onerror=alert(1)>', email: 'xss-name@example.com', message: '' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    error: 'Username may only contain letters, digits, dots, underscores and hyphens.',
  });

  const hits = await watchForScript(page, server.url);
  const usernames = await seedRegistrations(request);
  await new AuthPages(page).login(adminCredentials.username, adminCredentials.password);
  await expect(page).not.toHaveURL(/\/login$/);
  const dashboard = new AdminDashboard(page);
  await dashboard.open();
  for (const username of usernames) await expect(page.getByText(username, { exact: true })).toBeVisible();
  // Before any role query: a clobbered DOM would break Playwright's own queries and hide the finding.
  await expectInert(page, hits, 'admin dashboard');
  for (const username of usernames) await expect(dashboard.requestRow(username)).toContainText('<');
  await expect(dashboard.requestRow(usernames[0] ?? '')).toContainText(XSS_PAYLOADS[0] ?? '');
});

test('the templates run none of the payloads: in their names, in a tab and in a player note', async ({
  page,
  request,
  server,
}) => {
  const hits = await watchForScript(page, server.url);
  const token = await subscriber(request, page);
  await seedTemplates(request, token);
  const diary = new DiaryPage(page);
  await diary.open('2026-07-01');
  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  await expect(page.locator('.templates-dialog__name').first()).toBeVisible();
  await expectInert(page, hits, 'tab templates');
  await page.getByRole('button', { name: 'Use Corpus' }).click();
  await expect(diary.editor.getByText('Payload', { exact: true }).first()).toBeVisible();
  await expectInert(page, hits, 'a tab from a template');

  const draw = new TennisDraw(page);
  await draw.open(NOTE_TOURNAMENT.year, NOTE_TOURNAMENT.id);
  await page.locator('.line__name').first().click();
  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  await page.getByRole('button', { name: 'Use Corpus' }).click();
  await expect(draw.noteField).toHaveValue(XSS_PAYLOADS.join('\n').replaceAll('\u0000', ''));
  await expectInert(page, hits, 'a player note from a template');
  expect(hits).toEqual([]);
});

test('charts run none of the payloads: in names, notes and the event, on the list, the recorder and the report', async ({
  page,
  request,
  server,
}) => {
  const hits = await watchForScript(page, server.url);
  const token = await subscriber(request, page);
  // A player's name holds 100 characters at most: the payloads that fit, ten to a chart.
  const payloads = XSS_PAYLOADS.filter((payload) => payload.length <= 90);
  const chartIds: string[] = [];
  for (let first = 0; first < payloads.length; first += 10) {
    const group = payloads.slice(first, first + 10);
    const at = (index: number) => group[index % group.length] ?? '';
    const chartId = randomUUID();
    const chart = {
      date: '2026-11-20',
      players: [
        { name: at(0), playerId: null, hand: null },
        { name: `B ${at(1)}`, playerId: null, hand: null },
      ],
      firstServer: 0,
      format: {
        bestOf: 3,
        noAd: false,
        sets: { kind: 'tiebreak', at: 6, points: 7 },
        finalSet: { kind: 'tiebreak', at: 6, points: 7 },
      },
      level: 'full',
      event: {
        tournamentId: '580',
        tournamentYear: 2026,
        tournamentName: at(2),
        round: at(3).slice(0, 40),
        surface: 'Hard',
        matchId: null,
      },
      note: group.join(' '),
      setNotes: [at(4)],
      points: [{ level: 'full', first: '4*', second: '', note: group.join(' ') }],
    };
    const saved = await request.put(`/api/charts/${chartId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { chart, baseVersion: 0 },
    });
    expect(saved.status(), `chart of payloads ${first} to ${first + group.length - 1}`).toBe(200);
    chartIds.push(chartId);
  }
  // A day mentioning each chart by a payload as its label: the chips, the `@` list and the reports' backlinks.
  const escaped = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const chips = chartIds.map((chartId, index) => {
    const label = escaped(`${payloads[index] ?? ''} v B`);
    return `<span data-kind="chart" data-id="${chartId}" data-label="${label}">@${label}</span>`;
  });
  await storeDay(request, token, CHARTS_DAY, [{ title: 'Charts', content: `<p>${chips.join(' ')}</p>`, tags: [] }]);
  const diary = new DiaryPage(page);
  await diary.open(CHARTS_DAY);
  await expect(diary.editor.locator('span[data-kind="chart"]')).toHaveCount(chartIds.length);
  await expectInert(page, hits, 'chart mentions in the diary');
  await diary.type(' ');
  await page.keyboard.type('@b');
  await expect(page.getByRole('option').filter({ hasText: 'Chart · ' }).first()).toBeVisible({ timeout: 60_000 });
  await expectInert(page, hits, 'charts in the @ list');
  await page.keyboard.press('Escape');

  await page.goto('/main/charts');
  await expect(page.getByRole('link', { name: /\sv\s/ })).toHaveCount(chartIds.length, { timeout: 60_000 });
  await expectInert(page, hits, 'charts list');
  for (const chartId of chartIds) {
    await page.goto(`/main/charts/${chartId}`);
    await expect(page.getByText('Points (1)')).toBeVisible();
    await page.getByText('Points (1)').click();
    await expectInert(page, hits, `chart ${chartId}`);
    await page.goto(`/main/charts/${chartId}/report`);
    await expect(page.getByRole('heading', { name: 'Momentum' })).toBeVisible();
    await expect(page.locator('.backlinks__item')).toHaveCount(1);
    await expectInert(page, hits, `report of ${chartId}`);
  }
  expect(hits).toEqual([]);
});

test('the watcher sees a payload that runs, loads, navigates or meets the CSP', async ({ page, server }) => {
  const hits = await watchForScript(page, server.url);
  // Our own origin, so the CSP applies: an inline handler is refused and reported.
  await page.goto('/');
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/x.png" onerror="alert(1)">');
  });
  await expect.poll(() => hits.map((hit) => hit.kind)).toContain('csp');
  expect(await scriptableMarkup(page)).toContain('onerror on <img>');

  // A blank page has no CSP: the corpus's three ways of showing that it ran.
  await page.goto('about:blank');
  await page.setContent(
    '<img src=x onerror=alert(1)><img src=x onerror=window.__xss()><img src="https://xss.example/x.png">',
  );
  await expect.poll(() => new Set(hits.map((hit) => hit.kind))).toEqual(new Set(['csp', 'dialog', 'call', 'request']));
  await page.evaluate(() => {
    window.location.href = 'https://xss.example/away';
  });
  await expect.poll(() => hits.some((hit) => hit.kind === 'navigation')).toBe(true);
});
