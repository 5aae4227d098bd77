import { DiaryPage } from '../page-models/diary-page.js';
import { HistoryDialog } from '../page-models/history-dialog.js';
import { expect, test } from '../fixtures.js';
import { signedInMember } from '../support/diary-member.js';

test('a member edits a day twice, saves it unchanged, sees its versions with the changes marked, and restores the first after confirming', async ({
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
  // Saved again with nothing changed: answered as a save, at the same version, with no copy kept.
  const [unchanged] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/diary' && res.request().method() === 'POST'),
    diary.save(),
  ]);
  expect({ status: unchanged.status(), body: (await unchanged.json()) as unknown }).toEqual({
    status: 200,
    body: { message: 'Entry saved successfully!', date: '2026-03-14', version: 3 },
  });

  const history = new HistoryDialog(page);
  await history.open();
  await expect(history.versions()).toHaveCount(2);
  await expect(history.versions().first()).toContainText('Version 2, saved');
  await expect(history.versions().first()).toContainText(/1 tab: Tab 1 · \d+ bytes$/);

  await history.openVersion(1);
  await expect(history.dialog.getByRole('heading', { name: 'Version 1' })).toBeVisible();
  await expect(history.inserted()).toHaveText(['Sinner served wide']);
  await expect(history.deleted()).toHaveText(['Alcaraz returned deep']);
  await history.restore();
  const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(confirm).toContainText(
    'The day’s current text is replaced by this version, and kept in History, where you can restore it.',
  );
  await confirm.getByRole('button', { name: 'Keep the current text' }).click();
  await expect(confirm).toBeHidden();
  await expect(diary.editor).toHaveText('Alcaraz returned deep');

  await history.restore();
  await confirm.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(history.dialog.getByRole('status').filter({ hasText: 'Version 1 restored.' })).toHaveText(
    'Version 1 restored. The text it replaced is kept in History.',
  );
  await expect(history.versions()).toHaveCount(3);
  await expect(diary.editor).toHaveText('Sinner served wide');
  await history.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(history.dialog).toBeHidden();
  await page.reload();
  await expect(diary.editor).toHaveText('Sinner served wide');
  await history.open();
  await expect(history.versions()).toHaveCount(3);
});
