import type { APIRequestContext, Page } from '@playwright/test';
import { DiaryPage } from '../page-models/diary-page.js';
import { expect, test } from '../fixtures.js';
import { unsavedKeys } from '../support/device-store.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { drawnPng } from '../support/drawn-png.js';
import { layoutShift } from '../support/layout-shift.js';

test('a member writes two tabs with bold text, tags and an image, and finds it all again', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  await page.getByRole('link', { name: /General/ }).click();
  await expect(page).toHaveURL(/\/main\/diary$/);
  const diary = new DiaryPage(page);
  await diary.editor.waitFor();
  await expect(diary.tabs).toHaveText(['Tab 1']);

  await diary.type('Serve placement ');
  await diary.typeBoldWithToolbar('wide on the deuce side');
  await expect(diary.boldText('wide on the deuce side')).toBeVisible();
  await diary.addTag('serve');
  await diary.addTag('Clay');
  await diary.addTag('clay ');
  await expect(page.getByText('That tag is already on this tab.')).toBeVisible();
  await expect(diary.tagChips()).toHaveText(['serve', 'Clay']);
  await diary.uploadImage(await drawnPng(page));
  await expect(diary.imagePreviewButton('Tab 1')).toBeVisible();

  await diary.addTab();
  await expect(diary.tabs).toHaveText(['Tab 1', 'Tab 2']);
  await expect(diary.tab('Tab 2')).toHaveAttribute('aria-selected', 'true');
  await diary.type('Return depth ');
  await diary.typeBoldWithShortcut('short and low');
  await expect(diary.boldText('short and low')).toBeVisible();
  await diary.addTag('return');

  await diary.save();
  await expect(page.getByRole('status').getByText('Entry saved successfully!')).toBeVisible();
  await expect(page.getByRole('status').getByText('Saved!')).toBeVisible();

  // Maximize gives the day the whole window; Escape (or Minimize) brings the calendar back.
  await page.getByRole('button', { name: 'Maximize' }).click();
  await expect(page.getByRole('region', { name: 'Calendar' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Maximize' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Calendar' })).toBeVisible();

  await page.reload();
  await expect(diary.tabs).toHaveText(['Tab 1', 'Tab 2']);
  await expect(diary.boldText('wide on the deuce side')).toBeVisible();
  await expect(diary.editor).toContainText('Serve placement wide on the deuce side');
  await expect(diary.tagChips()).toHaveText(['serve', 'Clay']);
  const thumbnail = diary.imagePreviewButton('Tab 1');
  await expect(thumbnail.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await thumbnail.click();
  const preview = page.getByRole('dialog', { name: 'Image of Tab 1' });
  await expect(preview.getByRole('img', { name: 'Image of Tab 1' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await diary.tab('Tab 2').click();
  await expect(diary.boldText('short and low')).toBeVisible();
  await expect(diary.tagChips()).toHaveText(['return']);

  // Renaming a saved day's tab goes straight to the server: it survives a reload without a save. The answer
  // is held back past the local draft's write delay, so the draft written meanwhile must go with the answer.
  await page.route('**/api/diary/rename-tab', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const renamed = page.waitForResponse('**/api/diary/rename-tab');
  await diary.renameTab('Tab 2', 'Returns');
  await expect(diary.tabs).toHaveText(['Tab 1', 'Returns']);
  expect((await renamed).status()).toBe(200);
  await expect.poll(() => unsavedKeys(page)).toEqual([]);
  await page.unroute('**/api/diary/rename-tab');
  await page.reload();
  await expect(diary.tabs).toHaveText(['Tab 1', 'Returns']);
  await expect(page.getByText('Restored your unsaved changes.')).toBeHidden();

  await diary.searchTag('   ');
  await expect(diary.searchRegion().getByText('Please enter a tag to search.')).toBeVisible();
  await diary.searchTag('grass');
  await expect(diary.searchRegion().getByText('No entries found.')).toBeVisible();
  await diary.searchTag('  CLAY ');
  await expect(diary.searchResults('CLAY')).toHaveCount(1);
  await expect(diary.searchResults('CLAY')).toContainText('Tab 1');
  await expect(diary.searchResults('CLAY')).toContainText('serve · Clay');
  await diary.clearSearch();
  await expect(diary.searchRegion().getByRole('searchbox', { name: 'Enter tag name' })).toHaveValue('');
  await expect(diary.searchRegion().getByRole('list')).toHaveCount(0);

  // An empty new tab goes without a question; one with content asks first.
  await diary.addTab();
  await expect(diary.tabs).toHaveText(['Tab 1', 'Returns', 'Tab 3']);
  await diary.removeOpenTab('Tab 3', false);
  await expect(diary.tabs).toHaveText(['Tab 1', 'Returns']);
  await diary.tab('Returns').click();
  await diary.removeOpenTab('Returns', true);
  await expect(diary.tabs).toHaveText(['Tab 1']);
  await expect(page.getByRole('button', { name: /^Remove tab/ })).toHaveCount(0);
  await diary.save();
  await expect(page.getByRole('status').getByText('Entry saved successfully!')).toBeVisible();

  // Print: the browser's dialog cannot be driven, so the print stylesheet is checked as paper would show it.
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await expect(diary.printView).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(diary.printView).toBeVisible();
  await expect(diary.printView.getByRole('heading', { name: 'Tab 1' })).toBeVisible();
  await expect(diary.printView.locator('strong', { hasText: 'wide on the deuce side' })).toBeVisible();
  await expect(diary.printView).toContainText('Tags: serve, Clay');
  await expect(diary.printView.locator('img')).toBeVisible();
  for (const chrome of [
    page.getByRole('note'),
    page.getByRole('button', { name: 'Menu' }),
    page.getByRole('region', { name: 'Calendar' }),
    page.getByRole('region', { name: 'Search by tag' }),
    page.getByRole('tablist', { name: 'Note tabs' }),
    page.getByRole('toolbar', { name: 'Formatting' }),
    diary.saveButton(),
    diary.editor,
  ]) {
    await expect(chrome).toBeHidden();
  }
});

test('a day opens from the address, and the calendar opens another without leaving the page', async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, '2026-03-14', [
    { title: 'Indian Wells QF', content: '<p>Long rallies</p>', tags: [] },
  ]);
  await storeDay(request, token, '2026-03-20', [{ title: 'Miami R1', content: '<p>Windy night</p>', tags: [] }]);
  const diary = new DiaryPage(page);

  await diary.open('2026-03-14');
  await expect(diary.dayHeading('2026-03-14')).toBeVisible();
  await expect(diary.tabs).toHaveText(['Indian Wells QF']);
  await expect(diary.editor).toHaveText('Long rallies');
  await expect(diary.calendarDay('2026-03-14')).toHaveAttribute('aria-pressed', 'true');
  await expect(diary.calendarDay('2026-03-20')).toHaveAccessibleName('20 Miami R1');
  await expect(diary.calendarDay('2026-03-20')).toHaveAccessibleDescription(/, Miami R1$/);

  // A marker on the window survives only if the page is never loaded again.
  await page.evaluate(() => {
    document.body.dataset.sameDocument = 'yes';
  });
  await diary.calendarDay('2026-03-20').click();
  await expect(page).toHaveURL(/\/main\/diary\?date=2026-03-20$/);
  await expect(diary.dayHeading('2026-03-20')).toBeVisible();
  await expect(diary.tabs).toHaveText(['Miami R1']);
  await expect(diary.editor).toHaveText('Windy night');
  await expect(page.locator('body')).toHaveAttribute('data-same-document', 'yes');
});

test('a stored day reads at once, then its editor takes the same place without moving anything', async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  const paragraphs = Array.from({ length: 8 }, (_, index) => `<p>Set ${index + 1}: <strong>deep returns</strong></p>`);
  await storeDay(request, token, '2026-05-09', [
    { title: 'Rome R2', content: `${paragraphs.join('')}<ul><li><p>Serve +1</p></li></ul>`, tags: ['clay'] },
  ]);
  // When the note's text first shows, and when the editor's editable area first shows.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { noteTimes: typeof seen }).noteTimes = seen;
    new MutationObserver(() => {
      if (seen.text === undefined && document.querySelector('.note-content p')) seen.text = performance.now();
      if (seen.editor === undefined && document.querySelector('[contenteditable="true"]'))
        seen.editor = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const diary = new DiaryPage(page);

  await diary.open('2026-05-09');
  const times = await page.evaluate(() => (window as unknown as { noteTimes: Record<string, number> }).noteTimes);
  expect(times.text).toBeLessThan(times.editor ?? 0);
  const shift = await layoutShift(page, 300);
  expect(shift).toBe(0);

  // Editable at once: typing right after the load goes into the note.
  await diary.editor.locator('li').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' on clay');
  await expect(diary.editor.locator('li')).toHaveText('Serve +1 on clay');
  await expect(diary.editor.locator('strong')).toHaveCount(8);
});

test('unsaved changes come back after a reload, until they are discarded', async ({ page, request }) => {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, '2026-04-02', [{ title: 'Practice', content: '<p>Forehand drills</p>', tags: [] }]);
  const diary = new DiaryPage(page);
  await diary.open('2026-04-02');

  await diary.type(' and volleys');
  await diary.addTag('net');
  // Leaving inside the app asks first; staying keeps the edits on screen.
  await page.getByRole('link', { name: 'Baseline: choose a view' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave the diary?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/main\/diary\?date=2026-04-02$/);
  await expect(diary.editor).toHaveText('Forehand drills and volleys');
  await page.reload();
  await expect(page.getByText('Restored your unsaved changes.')).toBeVisible();
  await expect(diary.editor).toHaveText('Forehand drills and volleys');
  await expect(diary.tagChips()).toHaveText(['net']);

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(diary.editor).toHaveText('Forehand drills');
  await expect(page.getByText('Restored your unsaved changes.')).toBeHidden();
  await page.reload();
  await expect(diary.editor).toHaveText('Forehand drills');
});

/** A member signed in with one stored day, open in the diary. */
async function openStoredDay(page: Page, request: APIRequestContext, date: string, content: string) {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, date, [{ title: 'Practice', content, tags: [] }]);
  const diary = new DiaryPage(page);
  await diary.open(date);
  return diary;
}

test('edits typed before a reload come back: the page keeps them as it goes', async ({ page, request }) => {
  const diary = await openStoredDay(page, request, '2026-04-03', '<p>Slice</p>');
  await diary.type(' backhand');
  // Kept as typing pauses. A reload sooner than that rests on the write begun at beforeunload, which Chromium
  // may drop when the machine is loaded: the test waits for the kept copy, as a member's pause would.
  await expect.poll(() => unsavedKeys(page)).toEqual(['day:2026-04-03']);
  await page.reload();
  await expect(page.getByText('Restored your unsaved changes.')).toBeVisible();
  await expect(diary.editor).toHaveText('Slice backhand');
});

test('unsaved changes do not outlive logout, which asks first', async ({ page, request }) => {
  const diary = await openStoredDay(page, request, '2026-04-04', '<p>Lob</p>');
  await diary.type(' over the net player');
  await expect.poll(() => unsavedKeys(page)).toEqual(['day:2026-04-04']);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const ask = page.getByRole('dialog', { name: 'Log out and lose unsynced changes?' });
  await expect(ask).toContainText(
    '1 day has edits not saved yet. Logging out deletes it from this device; stay logged in and save first.',
  );
  await ask.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => unsavedKeys(page)).toEqual([]);
});

test("a draft an earlier version kept in localStorage comes back once, from the device's one store", async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  const date = '2026-04-05';
  await storeDay(request, token, date, [{ title: 'Practice', content: '<p>Volley</p>', tags: [] }]);
  const memberId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
  const legacyKey = `diary-draft:${memberId}:${date}`;
  const tabs = [{ title: 'Practice', content: '<p>Volley and smash</p>', tags: [], image: null }];
  await page.evaluate(
    ({ key, draft }) => {
      localStorage.setItem(key, JSON.stringify(draft));
    },
    { key: legacyKey, draft: { date, baseVersion: 1, activeIndex: 0, tabs, savedAt: Date.now() } },
  );

  const diary = new DiaryPage(page);
  await diary.open(date);
  await expect(page.getByText('Restored your unsaved changes.')).toBeVisible();
  await expect(diary.editor).toHaveText('Volley and smash');
  await expect.poll(() => unsavedKeys(page)).toEqual([`day:${date}`]);
  expect(await page.evaluate((key) => localStorage.getItem(key), legacyKey)).toBeNull();
});

test('two windows saving one day: the later one chooses to overwrite or to discard its own', async ({
  page,
  context,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  const date = '2026-05-10';
  await storeDay(request, token, date, [{ title: 'Rome', content: '<p>First look</p>', tags: [] }]);
  const first = new DiaryPage(page);
  const second = new DiaryPage(await context.newPage());
  await first.open(date);
  await second.open(date);

  await first.type(' from window one');
  await second.type(' from window two');
  await second.save();
  await expect(second.page.getByText('Entry saved successfully!')).toBeVisible();

  await first.saveWithShortcut();
  await expect(first.conflictDialog()).toBeVisible();
  await first.conflictDialog().getByRole('button', { name: 'Overwrite' }).click();
  await expect(first.conflictDialog()).toBeHidden();
  await expect(page.getByText('Entry saved successfully!')).toBeVisible();

  // The second window is now the stale one; this time it takes the stored day.
  await second.type(' again');
  await second.save();
  await expect(second.conflictDialog()).toBeVisible();
  // The 409 answer carries the stored day, so Discard mine shows it without asking the server again.
  const dayRequests: string[] = [];
  second.page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/diary' && sent.method() === 'GET') dayRequests.push(sent.url());
  });
  await second.conflictDialog().getByRole('button', { name: 'Discard mine' }).click();
  await expect(second.conflictDialog()).toBeHidden();
  await expect(second.editor).toHaveText('First look from window one');
  expect(dayRequests).toEqual([]);
  await second.page.reload();
  await expect(second.editor).toHaveText('First look from window one');
});
