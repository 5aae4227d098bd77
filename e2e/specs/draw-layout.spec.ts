import { expect, test } from '../fixtures.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { notesFromLastEdition } from '../support/notebook.js';

/** The 2027 Australian Open: last season's edition is 2026 on the e2e's fixed day (TENNIS_DEMO_TODAY). */
const AUSTRALIAN_OPEN = '580';

test.use({ viewport: { width: 1280, height: 800 } });

test('on a desktop the draw opens above the fold, the notes panels folded with their counts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInMember(page, request);
  await notesFromLastEdition(request, token, {
    year: 2027,
    tournamentId: AUSTRALIAN_OPEN,
    note: `Notes from 2026: ${'a long paragraph on serve patterns. '.repeat(20)}`,
    day: '2026-01-20',
    tab: { title: 'Melbourne day 3', content: `<p>${'Heat rule in force. '.repeat(40)}</p>` },
  });
  const mention = `<span data-kind="tournament" data-id="${AUSTRALIAN_OPEN}" data-label="Australian Open">@Australian Open</span>`;
  await storeDay(request, token, '2027-01-19', [
    { title: 'Melbourne eve', content: `<p>${'Practice courts busy. '.repeat(40)}${mention}</p>`, tags: [] },
  ]);

  const draw = new TennisDraw(page);
  await draw.open(2027, AUSTRALIAN_OPEN);
  const thisYear = page.locator('.notebook-panel').filter({ hasText: 'Your notes on this event' });
  const lastYear = page.locator('.notebook-panel').filter({ hasText: 'Last year here' });
  await expect(thisYear.locator('summary')).toHaveText('Your notes on this event1 diary day');
  await expect(lastYear.locator('summary')).toHaveText('Last year here2026 · 1 diary day · 1 player note');
  await expect(thisYear).not.toHaveAttribute('open');
  await expect(lastYear).not.toHaveAttribute('open');

  // Under the heading, the facts, the folded panels, the demo notice, the labels switch and the event buttons.
  const bracket = page.getByRole('region', { name: "Men's Singles draw" });
  const box = await bracket.boundingBox();
  expect(box?.y).toBeLessThan(560);
  await expect(draw.fixtures.first()).toBeInViewport({ ratio: 1 });
});
