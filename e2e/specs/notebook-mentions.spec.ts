import type { MentionSuggestionsResponse } from '@baseline/contract';
import { AuthPages } from '../page-models/auth-pages.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { expect, test } from '../fixtures.js';
import { expectAccessibleScreen } from '../support/a11y.js';
import { createSubscriber, uniqueName } from '../support/api.js';

const PASSWORD = 'baseline-mentions-2026';
const DATE = '2027-03-10';
/** The first `@` list reads the demo's season into the players table: a few seconds. */
const SEASON_READ_MS = 60_000;

test("a member mentions a player while writing, saves, and the chip leads to the player's page", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName('mention');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  // A demo player to name: the best of the pool whose name the list answers first for "first name + 3 letters".
  const { suggestions } = (await (
    await request.get('/api/mentions/suggestions?q=a', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as MentionSuggestionsResponse;
  const player = suggestions.find((suggestion) => suggestion.kind === 'player');
  if (!player) throw new Error('no demo player suggested');
  const [first = '', last = ''] = player.label.split(' ');

  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  const diary = new DiaryPage(page);
  await diary.open(DATE);
  await diary.type(`Watched `);
  await page.keyboard.type(`@${first} ${last.slice(0, 3)}`);

  const list = page.getByRole('listbox', { name: 'Players, tournaments and charts' });
  const option = list.getByRole('option', { name: new RegExp(`^${player.label}`) });
  await expect(option).toBeVisible({ timeout: SEASON_READ_MS });
  await expect(diary.editor).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  // Light and dark, 1280 and 360 px, with the list open.
  await expectAccessibleScreen(page, 'the @ list');
  await expect(option).toBeVisible();
  // The keyboard: down and back up to the first option, which the editor names as active, then Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(diary.editor).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await page.keyboard.type('serve well.');

  const chip = diary.editor.locator(`span[data-kind="player"][data-id="${player.id}"]`);
  await expect(chip).toHaveText(`@${player.label}`);
  await diary.save();
  await expect(page.getByRole('status').getByText('Entry saved successfully!')).toBeVisible();

  await page.reload();
  await diary.editor.waitFor();
  await expect(chip).toHaveText(`@${player.label}`);
  await expect(diary.editor).toContainText(`Watched @${player.label} serve well.`);
  await expectAccessibleScreen(page, 'a note with a mention', { desktopOnly: true });

  // Like a link in a note, Ctrl+click opens the mention, in a new tab.
  const opened = context.waitForEvent('page');
  await chip.click({ modifiers: ['ControlOrMeta'] });
  const playerPage = await opened;
  await expect(playerPage).toHaveURL(new RegExp(`/main/tennis/players/${player.id}$`));
  await expect(playerPage.getByRole('heading', { level: 1 })).toHaveText(player.label, { timeout: SEASON_READ_MS });
});
