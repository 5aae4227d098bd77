import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { SearchDialog } from '../page-models/search.js';
import { expectAccessibleScreen } from '../support/a11y.js';
import { signedInMember, storeDay } from '../support/diary-member.js';

const PHONE = { width: 360, height: 740 };
const QUERY = '"second serve" tag:clay';

/**
 * A year of a coach's diary: a day a month that the query must not find (no phrase, or not on clay), and three
 * tabs that it must: newest first they are 20 May (tab 1), 10 April (tab 2, the second result) and 3 March.
 */
async function seedYear(request: APIRequestContext, token: string): Promise<void> {
  for (let month = 1; month <= 12; month += 1) {
    const date = `2026-${String(month).padStart(2, '0')}-15`;
    await storeDay(request, token, date, [
      { title: 'Fitness', content: '<p>Serve practice, then a second set of sprints.</p>', tags: ['clay'] },
      { title: 'Grass prep', content: '<p>The second serve skidded low on grass.</p>', tags: ['grass'] },
    ]);
  }
  await storeDay(request, token, '2026-03-03', [
    { title: 'Basket', content: '<p>Two hundred balls: second serve kick only.</p>', tags: ['clay'] },
  ]);
  await storeDay(request, token, '2026-04-10', [
    { title: 'Warm-up', content: '<p>Mini tennis and volleys.</p>', tags: ['clay'] },
    { title: 'Gym', content: '<p>Shoulder band work.</p>', tags: [] },
    {
      title: 'Match v lefty',
      content: '<p>My <strong>second serve</strong> to the backhand held up on clay.</p>',
      tags: ['clay', 'match'],
    },
  ]);
  await storeDay(request, token, '2026-05-20', [
    { title: 'Travel', content: '<p>Flight to Rome.</p>', tags: [] },
    { title: 'Practice', content: '<p>Second serves: more spin, higher net clearance.</p>', tags: ['clay'] },
  ]);
}

/** Whether anything in the page is wider than the screen (a sideways scroll). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) return true;
    return [...document.querySelectorAll('dialog[open] *')].some(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
  });
}

test('a member searches a phrase on clay, sees the results newest first, and opens the second at its tab', async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  await seedYear(request, token);
  const search = new SearchDialog(page);

  await page.goto('/main/tennis');
  await search.openFromHeader();
  await expect(search.box).toBeFocused();
  await expect(search.dialog.getByText('player:sinner')).toBeVisible();
  await search.search(QUERY);
  await search.sortNewestFirst();

  await expect(search.count).toHaveText('3 results');
  await expect(search.results).toHaveText([/Practice/, /Match v lefty/, /Basket/]);
  const second = search.results.nth(1);
  // Marked word by word or as one run: either way the phrase reads as found.
  expect((await search.marks(second)).join(' ')).toContain('second serve');
  await expect(second.getByText('match', { exact: true })).toBeVisible();
  await expectAccessibleScreen(page, 'the search with results');

  await second.click();
  await expect(search.dialog).toBeHidden();
  // The diary opens the tab the address names, then takes `tab` out of the address.
  await expect(page).toHaveURL(/\/main\/diary\?date=2026-04-10$/);
  const diary = new DiaryPage(page);
  await expect(diary.dayHeading('2026-04-10')).toBeVisible();
  await expect(diary.tab('Match v lefty')).toHaveAttribute('aria-selected', 'true');
  await expect(diary.editor).toContainText('to the backhand held up on clay');
});

test("the keyboard alone: Ctrl+K in the diary's editor, typing, the arrows and Enter; Escape gives the focus back", async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  // Two tabs alike in every word: equal matches, so the newer comes first and the second result is 2 July's.
  const kickServe = { title: 'Kick serve', content: '<p>Kick serve out wide.</p>', tags: ['clay'] };
  await storeDay(request, token, '2026-07-02', [
    { title: 'Notes', content: '<p>Slice approach.</p>', tags: ['clay'] },
    kickServe,
  ]);
  await storeDay(request, token, '2026-08-09', [kickServe]);
  const diary = new DiaryPage(page);
  const search = new SearchDialog(page);
  await diary.open('2026-01-15');

  await diary.editor.click();
  await search.openWithShortcut();
  await expect(search.box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();
  await expect(diary.editor).toBeFocused();

  await search.openWithShortcut();
  await page.keyboard.type('"kick serve" tag:clay');
  await expect(search.count).toHaveText('2 results');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(search.results.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(search.box).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(search.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/main\/diary\?date=2026-07-02$/);
  await expect(diary.dayHeading('2026-07-02')).toBeVisible();
  await expect(diary.tab('Kick serve')).toHaveAttribute('aria-selected', 'true');
  await expect(diary.tab('Notes')).toHaveAttribute('aria-selected', 'false');
});

test('at 360 px the search fills the screen, its results read without a sideways scroll, and one opens in sight', async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  await seedYear(request, token);
  await page.setViewportSize(PHONE);
  const search = new SearchDialog(page);
  await page.goto('/main/tennis');

  await search.openFromHeader();
  await expect(search.headerButton).toHaveAccessibleName('Search');
  await search.search(QUERY);
  await expect(search.count).toHaveText('3 results');
  const box = await search.dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  await expect(search.results.first()).toBeInViewport();
  expect(await overflowsSideways(page)).toBe(false);

  await search.search('-clay');
  await expect(search.failure).toHaveText(
    'Add a word, a phrase or a filter to find: a search of exclusions only (-word, -tag:) would list everything.',
  );
  expect(await overflowsSideways(page)).toBe(false);

  // The day sits under the calendar on a phone: the page scrolls down to the tab's text.
  await search.search(QUERY);
  await search.results.filter({ hasText: 'Match v lefty' }).click();
  const diary = new DiaryPage(page);
  await expect(diary.tab('Match v lefty')).toHaveAttribute('aria-selected', 'true');
  await expect(diary.editor).toContainText('to the backhand held up on clay');
  await expect(diary.editor).toBeInViewport({ ratio: 1 });
});
