import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { ImportPage } from '../page-models/import-page.js';
import { MainMenu } from '../page-models/main-menu.js';
import { saveChart } from '../support/charts-seed.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { withoutSaveFilePicker } from '../support/downloads.js';

test('a member exports their diary as JSON, loses a day, imports the file and has the day back', async ({
  page,
  request,
}) => {
  await withoutSaveFilePicker(page);
  const { token } = await signedInMember(page, request);
  const version = await storeDay(request, token, '2026-06-07', [
    { title: 'Final', content: '<p>Alcaraz won the <strong>fifth</strong> set.</p>', tags: ['clay', 'final'] },
    { title: 'Notes', content: '<ul><li>Drop shots</li></ul>', tags: [] },
  ]);

  await new MainMenu(page).open();
  await page.getByRole('link', { name: 'Export my data' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exported = await readFile(await (await downloading).path(), 'utf8');

  // The diary has no button that deletes a whole day: a save with no tabs does, as another window would.
  const deleted = await request.post('/api/diary', {
    headers: { Authorization: `Bearer ${token}` },
    data: { date: '2026-06-07', notes: [], baseVersion: version },
  });
  expect(deleted.status()).toBe(200);
  const diary = new DiaryPage(page);
  await diary.open('2026-06-07');
  await expect(diary.tabs).toHaveText(['Tab 1']);
  await expect(diary.editor).toHaveText('');

  const importPage = new ImportPage(page);
  await importPage.openFromMenu();
  await importPage.pickFile('baseline-export.json', 'application/json', exported);
  await expect(importPage.preview).toContainText('Found 1 day, 2 tabs, 0 images');
  await importPage.import();
  await expect(page.getByRole('status')).toContainText('Import complete. 1 new day');

  await diary.open('2026-06-07');
  await expect(diary.tabs).toHaveText(['Final', 'Notes']);
  await expect(page.getByRole('tabpanel', { name: 'Final' })).toContainText('Alcaraz won the fifth set.');
  await expect(diary.editor.locator('strong')).toHaveText('fifth');
  await diary.tab('Notes').click();
  await expect(diary.editor.getByRole('listitem')).toHaveText('Drop shots');
});

test('a member exports a chart in Markdown, deletes it, imports the zip and has the chart back', async ({
  page,
  request,
}) => {
  await withoutSaveFilePicker(page);
  const { token } = await signedInMember(page, request);
  const chartId = await saveChart(request, token, [
    { playerId: 'S0AG', name: 'Jannik Sinner' },
    { playerId: 'A0E2', name: 'Carlos Alcaraz' },
  ]);

  await page.goto('/main/export');
  await page.getByRole('radio', { name: /^Markdown / }).check();
  await expect(page.getByText('A file per day, per player and per chart, images beside them')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const zip = await readFile(await (await downloading).path());

  const deleted = await request.delete(`/api/charts/${chartId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(deleted.status()).toBe(200);
  const importPage = new ImportPage(page);
  await page.goto('/main/import');
  await importPage.pickFile('baseline-export.zip', 'application/zip', zip);
  await expect(importPage.preview).toContainText(
    'Found 0 days, 0 tabs, 0 images, 0 player notes, 0 labels, 0 templates, 1 chart.',
  );
  await importPage.import();
  await expect(page.getByRole('status')).toContainText('Brought in 1 chart.');

  await page.goto('/main/charts');
  await expect(page.getByRole('link', { name: /Jannik Sinner\s+v\s+Carlos Alcaraz/ })).toBeVisible();
  await page.goto(`/main/charts/${chartId}/report`);
  await expect(page.getByRole('heading', { name: 'Momentum' })).toBeVisible();
});
