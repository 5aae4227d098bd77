import { expect, test } from '../fixtures.js';
import { expectAccessibleScreen } from '../support/a11y.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { demoPlayer, playerMention } from '../support/notebook.js';

/** A player page's first visit reads the demo season's draws into the players tables: a few seconds. */
const SEASON_READ_MS = 60_000;

test("find a diary day from the player's page, and open the day at the tab that mentions them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInMember(page, request);
  // A player of the 2027 Australian Open, the demo's current season (TENNIS_DEMO_TODAY).
  const player = await demoPlayer(request, token, 2027, '580');
  await storeDay(request, token, '2027-02-20', [
    { title: 'Gym', content: '<p>Legs and core</p>', tags: [] },
    { title: 'Practice', content: `<p>Watch ${playerMention(player)} serve</p>`, tags: [] },
  ]);

  await page.goto(`/main/tennis/players/${player.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(player.name, { timeout: SEASON_READ_MS });
  const diary = page.getByRole('region', { name: 'In your diary' });
  await expect(diary.getByRole('listitem')).toHaveCount(1);
  await expect(diary).toContainText(`Watch @${player.name} serve`);
  await expectAccessibleScreen(page, "a player's page with a diary day");
  await diary.getByRole('link', { name: /Practice$/ }).click();

  await expect(page).toHaveURL(/\/main\/diary\?date=2027-02-20$/);
  const day = new DiaryPage(page);
  await expect(day.tabs.filter({ hasText: 'Practice' })).toHaveAttribute('aria-selected', 'true');
  await expect(day.editor).toContainText(`Watch @${player.name} serve`);
});
