import { DiaryPage } from '../page-models/diary-page.js';
import { HistoryDialog } from '../page-models/history-dialog.js';
import { expect, test } from '../fixtures.js';
import { signedInMember } from '../support/diary-member.js';

test('a member edits a day twice, sees its versions with the changes marked, and restores the first', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  const diary = new DiaryPage(page);
  await diary.open('2026-03-14');

  await diary.type('Sinner served wide');
  await diary.save();
  await expect(page.getByRole('status').getByText('Entry saved successfully!')).toBeVisible();
  await diary.type(' and volleyed');
  await diary.save();
  await expect(page.getByRole('status').getByText('Saved!')).toBeVisible();
  await diary.editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Alcaraz returned deep');
  await diary.save();
  await expect(diary.editor).toHaveText('Alcaraz returned deep');

  const history = new HistoryDialog(page);
  await history.open();
  await expect(history.versions()).toHaveCount(2);
  await expect(history.versions().first()).toContainText('Version 2, saved');
  await expect(history.versions().first()).toContainText('1 tab: Tab 1');

  await history.openVersion(1);
  await expect(history.dialog.getByRole('heading', { name: 'Version 1' })).toBeVisible();
  await expect(history.inserted()).toHaveText(['Sinner served wide']);
  await expect(history.deleted()).toHaveText(['Alcaraz returned deep']);
  await history.restore();

  await expect(history.dialog).toBeHidden();
  await expect(diary.editor).toHaveText('Sinner served wide');
  await page.reload();
  await expect(diary.editor).toHaveText('Sinner served wide');
  await history.open();
  await expect(history.versions()).toHaveCount(3);
});
