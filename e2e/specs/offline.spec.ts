import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { expect, test, type E2EServer } from '../fixtures.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { adminHeaders, createSubscriber, uniqueName } from '../support/api.js';
import { storeDay } from '../support/diary-member.js';
import { drawnPng } from '../support/drawn-png.js';
import { cachedApiKeys, workerInControl } from '../support/service-worker.js';

const PASSWORD = 'baseline-offline-2026';
const [DAY_A, DAY_B, DAY_C] = ['2026-11-20', '2026-11-21', '2026-11-22'] as const;
const SAVED_ON_DEVICE = 'Saved on this device, will sync.';

/**
 * A browser profile on disk, so closing the context and opening it again is the same browser coming back; on
 * the worker's server, as the suite's own contexts are.
 */
function openProfile(profile: string, server: E2EServer, offline: boolean): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    baseURL: server.url,
    offline,
    // The suite blocks service workers (playwright.config.ts); offline use is what this one is for.
    serviceWorkers: 'allow',
  });
}

async function pageOf(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage());
}

/** Signs the member in and opens DAY_A until the service worker controls the page and keeps what it reads. */
async function signInUnderWorker(context: BrowserContext, username: string): Promise<{ page: Page; diary: DiaryPage }> {
  const page = await pageOf(context);
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  const diary = new DiaryPage(page);
  await diary.open(DAY_A);
  await workerInControl(page);
  // Loaded again under the worker, so the answers every screen asks for (the subscription status) are kept.
  await diary.open(DAY_A);
  return { page, diary };
}

async function serverDay(request: APIRequestContext, token: string, date: string) {
  const res = await request.get(`/api/diary?date=${date}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { version: number; notes: { title: string; content: string; image: string | null }[] };
}

test('a member writes two days, renames a tab and keeps a player note with no network; every edit reaches the server, and the days changed elsewhere ask first', async ({
  request,
  server,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName('courtside');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  const versions = new Map<string, number>();
  for (const date of [DAY_A, DAY_B, DAY_C]) {
    versions.set(
      date,
      await storeDay(request, token, date, [{ title: 'Serve', content: `<p>Stored ${date}.</p>`, tags: [] }]),
    );
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'baseline-offline-profile-'));
  let context: BrowserContext | undefined;
  try {
    // Online once: the app, the three days, a draw and a player's note are seen and kept.
    context = await openProfile(profile, server, false);
    const signedIn = await signInUnderWorker(context, username);
    let page = signedIn.page;
    const diary = signedIn.diary;
    for (const date of [DAY_A, DAY_B, DAY_C]) {
      await diary.open(date);
      await expect(diary.editor).toContainText(`Stored ${date}.`);
    }
    const draw = new TennisDraw(page);
    await draw.open(2026, '580');
    const player = await page.locator('.line__name').first().getAttribute('title');
    if (!player) throw new Error('the draw shows no player');
    await draw.player(player).first().click();
    await expect(draw.noteField).toBeEnabled();

    // The network goes: the diary still opens, from the device.
    await context.setOffline(true);
    await diary.open(DAY_A);
    await expect(page.getByText('You are offline.')).toBeVisible();
    await expect(diary.editor).toContainText(`Stored ${DAY_A}.`);

    await diary.renameTab('Serve', 'Serve, offline');
    await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
    await expect(page.getByRole('link', { name: '1 change to sync' })).toBeVisible();
    for (const date of [DAY_B, DAY_C]) {
      await diary.open(date);
      await diary.type(` Mine on ${date}.`);
      // An image added offline is compressed as online and goes with the day.
      if (date === DAY_B) await diary.uploadImage(await drawnPng(page));
      await diary.save();
      await expect(page.getByText(SAVED_ON_DEVICE)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: '3 changes to sync' })).toBeVisible();

    await draw.open(2026, '580');
    await draw.player(player).first().click();
    await draw.writeNote('Serves wide on big points.');
    await expect(draw.panel.getByRole('status')).toHaveText(SAVED_ON_DEVICE);
    await expect(page.getByRole('link', { name: '4 changes to sync' })).toBeVisible();

    // A reload with no network: the queue is still there, and so are the edits.
    await page.reload();
    await expect(page.getByRole('link', { name: '4 changes to sync' })).toBeVisible();
    await diary.open(DAY_B);
    await expect(diary.editor).toContainText(`Mine on ${DAY_B}.`);

    // The browser closes and comes back, still offline.
    await context.close();
    context = await openProfile(profile, server, true);
    page = await pageOf(context);
    const reopened = new DiaryPage(page);
    await reopened.open(DAY_A);
    await expect(reopened.tab('Serve, offline')).toBeVisible();
    await expect(page.getByRole('link', { name: '4 changes to sync' })).toBeVisible();

    // Meanwhile another device saves two of those days.
    for (const [date, theirs] of [
      [DAY_B, '<p>Theirs on B.</p>'],
      [DAY_C, '<p>Theirs on C.</p>'],
    ] as const) {
      await storeDay(request, token, date, [{ title: 'Serve', content: theirs, tags: [] }], versions.get(date));
    }

    // Online again: what nobody else touched syncs; the two changed days wait for the member's choice.
    await context.setOffline(false);
    await expect(page.getByRole('link', { name: '2 days changed elsewhere' })).toBeVisible({ timeout: 20_000 });
    expect((await serverDay(request, token, DAY_A)).notes.map((note) => note.title)).toEqual(['Serve, offline']);
    const noteAnswer = await request.get(`/api/player-notes/580/${await playerIdOf(page, player)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await noteAnswer.json()).toEqual({ note: 'Serves wide on big points.' });
    expect((await serverDay(request, token, DAY_B)).notes[0]?.content).toBe('<p>Theirs on B.</p>');

    const dialog = page.getByRole('dialog', { name: 'This day was changed elsewhere' });
    await reopened.open(DAY_B);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await expect(page.getByText('Entry saved successfully!')).toBeVisible();
    const overwritten = await serverDay(request, token, DAY_B);
    expect(overwritten.notes[0]?.content).toBe(`<p>Stored ${DAY_B}. Mine on ${DAY_B}.</p>`);
    expect(overwritten.notes[0]?.image).toMatch(/^data:image\/(jpeg|png|webp);base64,/);

    await reopened.open(DAY_C);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard mine' }).click();
    await expect(reopened.editor).toContainText('Theirs on C.');
    expect((await serverDay(request, token, DAY_C)).notes[0]?.content).toBe('<p>Theirs on C.</p>');
    await expect(page.getByRole('link', { name: /to sync|changed elsewhere/ })).toHaveCount(0);
  } finally {
    // Closed first, whatever failed: an open browser still writes into the profile being removed.
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

interface UnsyncedMember {
  context: BrowserContext;
  page: Page;
  diary: DiaryPage;
  token: string;
}

/**
 * A member who opened a stored day online under the service worker, then saved an edit to it with no network:
 * `run` starts there, with '1 change to sync' on screen. The browser is closed and its profile removed after.
 */
async function withUnsyncedDay(
  request: APIRequestContext,
  server: E2EServer,
  prefix: string,
  run: (member: UnsyncedMember) => Promise<void>,
): Promise<void> {
  const username = uniqueName(prefix);
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await storeDay(request, token, DAY_A, [{ title: 'Serve', content: '<p>Stored.</p>', tags: [] }]);
  const profile = mkdtempSync(path.join(tmpdir(), 'baseline-offline-profile-'));
  const context = await openProfile(profile, server, false);
  try {
    const { page, diary } = await signInUnderWorker(context, username);
    await context.setOffline(true);
    await diary.type(' Unsynced.');
    await diary.save();
    await expect(page.getByRole('link', { name: '1 change to sync' })).toBeVisible();
    await run({ context, page, diary, token });
  } finally {
    // Closed first, whatever failed: an open browser still writes into the profile being removed.
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test('a day saved offline here and online elsewhere shows both versions, and Keep both saves both', async ({
  request,
  server,
}) => {
  await withUnsyncedDay(request, server, 'both', async ({ context, page, diary, token }) => {
    await storeDay(request, token, DAY_A, [{ title: 'Serve', content: '<p>Theirs, online.</p>', tags: [] }], 1);
    await context.setOffline(false);

    const dialog = page.getByRole('dialog', { name: 'This day was changed elsewhere' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('region', { name: 'Saved elsewhere' })).toContainText('Theirs, online.');
    await expect(dialog.getByRole('region', { name: 'Yours, on this device' })).toContainText('Stored. Unsynced.');
    await expect(dialog).toContainText(
      'Discard mine: the saved version opens here, and your changes here are deleted for good.',
    );
    await expect(dialog).toContainText('Overwrite: your version replaces the saved one, which stays in History.');

    await dialog.getByRole('button', { name: 'Keep both' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Entry saved successfully!')).toBeVisible();
    const kept = await serverDay(request, token, DAY_A);
    expect(kept.notes.map(({ title, content }) => [title, content])).toEqual([
      ['Serve', '<p>Theirs, online.</p>'],
      ['Serve (this device)', '<p>Stored. Unsynced.</p>'],
    ]);
    await expect(diary.tab('Serve (this device)')).toBeVisible();
    await expect(page.getByRole('link', { name: /to sync|changed elsewhere/ })).toHaveCount(0);
  });
});

test('logging out wipes what the device kept for the member, after asking when changes have not synced', async ({
  request,
  server,
}) => {
  await withUnsyncedDay(request, server, 'shared', async ({ page, diary }) => {
    // What needs the server says so, instead of failing.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search' })).toContainText(
      'Search needs a connection. You are offline: try again when the connection returns.',
    );
    await page.keyboard.press('Escape');
    await page.goto('/two-factor');
    await expect(page.getByText('Two-factor set-up needs a connection.')).toBeVisible();
    await diary.open(DAY_A);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const ask = page.getByRole('dialog', { name: 'Log out and lose unsynced changes?' });
    await expect(ask).toContainText('1 change saved on this device has not reached the server yet.');
    await ask.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('link', { name: '1 change to sync' })).toBeVisible();

    // The question came from the open menu, which stays open behind it.
    await page.getByRole('button', { name: 'Logout' }).click();
    await ask.getByRole('button', { name: 'Log out anyway' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => outboxDatabases(page)).toEqual([]);
    // Public answers (the login page's configuration) may stay; no member's answer does.
    expect((await cachedApiKeys(page)).filter((url) => url.includes('__user=user'))).toEqual([]);
  });
});

test('an account disabled on the server is wiped from the device at the next sync', async ({ request, server }) => {
  await withUnsyncedDay(request, server, 'disabled', async ({ context, page, token }) => {
    const memberId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
      .sub;
    const disabled = await request.post(`/api/admin/members/${memberId}/disable`, {
      headers: await adminHeaders(request),
    });
    expect(disabled.status()).toBe(200);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect.poll(() => outboxDatabases(page)).toEqual([]);
    expect((await cachedApiKeys(page)).filter((url) => url.includes('__user=user'))).toEqual([]);
  });
});

/** The offline queues' databases left in the browser. */
function outboxDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('baseline-outbox')),
  );
}

/** The player's id, from the address their page link in the open notes panel gives. */
async function playerIdOf(page: Page, fullName: string): Promise<string> {
  const draw = new TennisDraw(page);
  await draw.open(2026, '580');
  await draw.player(fullName).first().click();
  const href = await draw.panel.getByRole('link', { name: fullName }).first().getAttribute('href');
  const id = href?.split('/').at(-1);
  if (!id) throw new Error(`no player page link for ${fullName}`);
  return id;
}
