import { expect, test } from '../fixtures.js';
import { expectAccessibleScreen } from '../support/a11y.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { signedInMember } from '../support/diary-member.js';
import { notesFromLastEdition } from '../support/notebook.js';

/** The demo's Australian Open: 2026 is last season on the e2e's fixed day (TENNIS_DEMO_TODAY, 2027-03-12). */
const AUSTRALIAN_OPEN = '580';

test("'Last year here' brings back last season's notes on a draw, and the list marks the tournament", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInMember(page, request);
  // The day is during last year's edition (18 January - 1 February 2026).
  const entrant = await notesFromLastEdition(request, token, {
    year: 2027,
    tournamentId: AUSTRALIAN_OPEN,
    note: 'Second serve kicked high on the slow court',
    day: '2026-01-20',
    tab: { title: 'Melbourne day 3', content: '<p>Heat rule in force</p>' },
  });

  const draw = new TennisDraw(page);
  await draw.open(2027, AUSTRALIAN_OPEN);
  await expect(draw.heading).toHaveText('Melbourne - Tournament Draw');
  const lastYear = page.locator('.notebook-panel').filter({ hasText: 'Last year here' });
  await expect(lastYear.locator('summary')).toContainText('2026 · 1 diary day · 1 player note');
  // Folded at first, so the draw stays at the top of the page.
  await expect(lastYear).not.toHaveAttribute('open');
  await lastYear.locator('summary').click();
  await expect(lastYear).toHaveAttribute('open', '');
  await expect(lastYear).toContainText('Second serve kicked high on the slow court');
  await expect(lastYear.getByRole('heading', { name: "In this year's draw, you know" })).toBeVisible();
  await expect(lastYear.getByRole('link', { name: entrant.name }).last()).toBeVisible();
  await expectAccessibleScreen(page, "a draw with 'Last year here'");

  // Folds away, and opens again, from the keyboard.
  await lastYear.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(lastYear).not.toHaveAttribute('open', '');
  await page.keyboard.press('Enter');

  await lastYear.getByRole('link', { name: /Melbourne day 3$/ }).click();
  await expect(page).toHaveURL(/\/main\/diary\?date=2026-01-20$/);
  await expect(new DiaryPage(page).editor).toContainText('Heat rule in force');

  await page.goto('/main/tennis?season=2027');
  const card = page.getByRole('link').filter({ hasText: 'Australian Open' }).first();
  await expect(card.getByRole('img', { name: 'You have notes from an earlier edition' })).toBeVisible();
});
