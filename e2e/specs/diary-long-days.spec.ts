import type { Locator, Page } from '@playwright/test';
import { DiaryPage } from '../page-models/diary-page.js';
import { expect, test } from '../fixtures.js';
import { signedInMember, storeDay } from '../support/diary-member.js';

const PHONE = { width: 360, height: 740 };

/** The box the tabs scroll in: the tablist's parent (the tablist itself lays out no box). */
const scrollingStrip = (page: Page) => page.getByRole('tablist', { name: 'Note tabs' }).locator('..');

/** Whether the element is wholly inside the box of the scrolling strip that holds it. */
async function isWithin(element: Locator, container: Locator): Promise<boolean> {
  const [inner, outer] = await Promise.all([element.boundingBox(), container.boundingBox()]);
  if (!inner || !outer) return false;
  return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
}

const SCOUTING_DAY = [
  { title: 'Practice court notes', content: '<p>Serve rhythm</p>', tags: [] },
  { title: 'Match: Sinner v Alcaraz', content: '<p>Return position</p>', tags: [] },
  { title: 'Physio and recovery', content: '<p>Ice bath</p>', tags: [] },
  { title: 'Scouting: Draper', content: '<p>Lefty kick serve</p>', tags: [] },
];

test('on a phone every tab of a long day is reachable: the strip says more are hidden and a menu lists them all', async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, '2026-10-28', SCOUTING_DAY);
  await page.setViewportSize(PHONE);
  const diary = new DiaryPage(page);
  await diary.open('2026-10-28');
  const strip = scrollingStrip(page);

  await expect(diary.tab('Scouting: Draper')).toBeAttached();
  expect(await isWithin(diary.tab('Scouting: Draper'), strip)).toBe(false);
  const menu = page.getByRole('combobox', { name: /^All tabs: tab 1 of 4$/ });
  await expect(menu).toBeVisible();

  await menu.selectOption({ label: '4. Scouting: Draper' });
  await expect(diary.tab('Scouting: Draper')).toHaveAttribute('aria-selected', 'true');
  await expect(diary.editor).toContainText('Lefty kick serve');
  await expect.poll(() => isWithin(diary.tab('Scouting: Draper'), strip)).toBe(true);
  await expect(page.getByRole('combobox', { name: 'All tabs: tab 4 of 4' })).toBeVisible();

  // The keys walk the strip too, and the tab they open scrolls into view.
  await diary.tab('Scouting: Draper').focus();
  await page.keyboard.press('Home');
  await expect(diary.tab('Practice court notes')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => isWithin(diary.tab('Practice court notes'), strip)).toBe(true);
});

test('adding tabs up to the limit keeps the new tab in view, and the limit is said where it acts', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  const diary = new DiaryPage(page);
  await diary.open('2026-02-03');
  const strip = scrollingStrip(page);
  const add = page.getByRole('button', { name: 'Add tab' });

  for (let count = 2; count <= 50; count += 1) {
    await add.click();
    await expect(diary.tab(`Tab ${count}`)).toHaveAttribute('aria-selected', 'true');
  }
  await expect.poll(() => isWithin(diary.tab('Tab 50'), strip)).toBe(true);
  await expect(page.getByRole('combobox', { name: 'All tabs: tab 50 of 50' })).toBeVisible();

  await expect(page.getByRole('status').filter({ hasText: 'A day holds at most 50 tabs.' })).toBeVisible();
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAttribute('title', 'A day holds at most 50 tabs.');
  // Playwright will not click a control marked disabled; a person can, and nothing must happen.
  await add.dispatchEvent('click');
  await expect(diary.tabs).toHaveCount(50);
});

test('a tag over the limit is kept whole and refused with a message; a long tab title shows its count', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  const diary = new DiaryPage(page);
  await diary.open('2026-02-04');
  const tagField = page.getByRole('textbox', { name: 'Add a tag' });
  const longTag = 'second-serve double faults against left-handers on clay';

  await tagField.fill(longTag);
  await expect(tagField).toHaveValue(longTag);
  await expect(page.getByText('A tag can have at most 40 characters.')).toBeVisible();
  await expect(page.getByText(`${longTag.length}/40`)).toBeVisible();
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(diary.tagChips()).toHaveCount(0);

  await diary.tab('Tab 1').dblclick();
  const title = page.getByRole('textbox', { name: 'Tab title' });
  await title.fill('x'.repeat(120));
  await expect(title).toHaveValue('x'.repeat(100));
  await expect(page.getByText('100/100')).toBeVisible();
});

test('the calendar lists the month’s entries with whole titles, on a desktop and on a phone', async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, '2026-10-28', SCOUTING_DAY);
  await storeDay(request, token, '2026-10-03', [
    { title: 'Djokovic semi-final: the backhand down the line', content: '<p>x</p>', tags: [] },
  ]);
  const diary = new DiaryPage(page);

  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    await diary.open('2026-10-28');
    const calendar = page.getByRole('region', { name: 'Calendar' });
    const expand = calendar.getByRole('button', { name: 'Expand Calendar' });
    if (await expand.isVisible()) await expand.click();
    const list = calendar.getByRole('region', { name: 'Entries in October 2026' });
    await expect(list.getByRole('button')).toHaveText([
      /Practice court notes$/,
      /Djokovic semi-final: the backhand down the line$/,
    ]);
    await expect(list.getByText('Djokovic semi-final: the backhand down the line')).toBeVisible();
    await expect(diary.calendarDay('2026-10-03')).toBeVisible();

    await list.getByRole('button', { name: /Djokovic semi-final/ }).click();
    await expect(page).toHaveURL(/date=2026-10-03$/);
    await expect(diary.dayHeading('2026-10-03')).toBeVisible();
  }
});

test("a busy month lists this week's entries first, and a desktop's calendar cell holds a short title whole", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInMember(page, request);
  for (let day = 1; day <= 28; day += 1) {
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    await storeDay(request, token, date, [
      { title: 'Sinner d. Alcaraz, Final', content: `<p>Day ${day}</p>`, tags: [] },
    ]);
  }
  const diary = new DiaryPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await diary.open('2026-11-28');
  const calendar = page.getByRole('region', { name: 'Calendar' });
  const list = calendar.getByRole('region', { name: 'Entries in November 2026' });
  const newest = list.getByRole('button').first();
  await expect(newest).toHaveAttribute('aria-current', 'true');
  // Brought into the page's view, the list shows its top: the newest day, not the 1st of the month.
  await list.scrollIntoViewIfNeeded();
  await expect(newest).toBeInViewport({ ratio: 1 });

  const title = diary.calendarDay('2026-11-27').locator('.calendar__title');
  await expect(title).toHaveText('Sinner d. Alcaraz, Final');
  // The cell clips what does not fit: the whole title fits when nothing overflows its box.
  expect(await title.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
});

test('a date that is not a real day opens today and the address says so', async ({ page, request }) => {
  await signedInMember(page, request);
  await page.goto('/main/diary?date=2026-02-30x');
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await expect(page).toHaveURL(new RegExp(`/main/diary\\?date=${today}$`));
  await expect(new DiaryPage(page).dayHeading(today)).toBeVisible();
});

test('renaming a tab of a stored day says it is saving, then saved', async ({ page, request }) => {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, '2026-03-09', [{ title: 'Practice', content: '<p>Drills</p>', tags: [] }]);
  const diary = new DiaryPage(page);
  await diary.open('2026-03-09');
  let releaseRename: () => void = () => undefined;
  const renameHeld = new Promise<void>((resolve) => {
    releaseRename = resolve;
  });
  await page.route('**/api/diary/rename-tab', async (route) => {
    await renameHeld;
    await route.continue();
  });

  await diary.renameTab('Practice', 'Indian Wells practice');
  await expect(page.getByRole('status').filter({ hasText: 'Saving...' })).toBeVisible();
  releaseRename();
  await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();
  await expect(diary.tab('Indian Wells practice')).toBeVisible();
});
