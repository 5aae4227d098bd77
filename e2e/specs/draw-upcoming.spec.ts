import { expect, test } from '../fixtures.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { TournamentPack } from '../page-models/tournament-pack.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { demoPlayer, storePlayerNote } from '../support/notebook.js';

/** Monte-Carlo: in April, so upcoming with no draw yet on the e2e's fixed day (TENNIS_DEMO_TODAY, 2027-03-12). */
const MONTE_CARLO = '410';

test("an upcoming tournament's page names it before its draw is out, and its pack prints last year's notes", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInMember(page, request);
  const lastYearsPlayer = await demoPlayer(request, token, 2026, MONTE_CARLO);
  await storePlayerNote(request, token, {
    tournamentId: MONTE_CARLO,
    playerId: lastYearsPlayer.id,
    tournamentYear: 2026,
    note: 'Slid into the backhand too late on the slow clay',
  });
  // A day during last year's edition (5 - 12 April 2026).
  await storeDay(request, token, '2026-04-08', [
    { title: 'Monte-Carlo day 4', content: '<p>Wind off the sea all afternoon</p>', tags: [] },
  ]);

  const draw = new TennisDraw(page);
  await draw.open(2027, MONTE_CARLO);
  await expect(draw.heading).toHaveText('Monte-Carlo - Tournament Draw');
  const facts = page.locator('.tournament-facts');
  await expect(facts.locator('.tournament-facts__name')).toHaveText('Rolex Monte-Carlo Masters');
  await expect(facts.locator('dd')).toHaveText([
    /^April 11\s–\s18, 2027$/,
    'Monte-Carlo, Monaco',
    'ATP Masters 1000',
    'Clay',
  ]);
  await expect(page.getByRole('alert')).toHaveText('No draw available');
  await expect(page).toHaveTitle('Monte-Carlo - Tournament Draw · Baseline');

  await page.getByRole('link', { name: 'Tournament pack' }).click();
  const pack = new TournamentPack(page);
  await expect(pack.heading).toHaveText('Rolex Monte-Carlo Masters 2027');
  await expect(pack.lastYear.getByRole('heading', { level: 2 })).toHaveText('Last year here: 2026');
  await expect(pack.lastYear.getByRole('heading', { name: lastYearsPlayer.name })).toBeVisible();
  await expect(pack.lastYear).toContainText('Slid into the backhand too late on the slow clay');
  await expect(pack.lastYear.getByRole('heading', { name: 'Monte-Carlo day 4' })).toBeVisible();
  await expect(pack.lastYear).toContainText('Wind off the sea all afternoon');
});
