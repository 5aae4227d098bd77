import type { ExportFile } from '@baseline/contract';
import { readFile } from 'node:fs/promises';
import { MainMenu } from '../page-models/main-menu.js';
import { expect, test } from '../fixtures.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { withoutSaveFilePicker } from '../support/downloads.js';

test('a member exports their diary as JSON from the menu and gets a file with their day in it', async ({
  page,
  request,
}) => {
  await withoutSaveFilePicker(page);
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, '2026-05-31', [
    { title: 'Final <b>day</b>', content: '<p>Sinner served <strong>well</strong>.</p>', tags: ['clay'] },
  ]);

  await new MainMenu(page).open();
  await page.getByRole('link', { name: 'Export my data' }).click();
  await expect(page.getByRole('heading', { name: 'Export my data' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Everything', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^JSON / })).toBeChecked();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^baseline-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as ExportFile;
  expect(file.format).toBe('baseline-export');
  expect(file.days).toEqual([
    expect.objectContaining({
      date: '2026-05-31',
      tabs: [
        {
          title: 'Final <b>day</b>',
          html: '<p>Sinner served <strong>well</strong>.</p>',
          tags: ['clay'],
          mentions: [],
          image: null,
        },
      ],
    }),
  ]);
  await expect(page.getByRole('status').filter({ hasText: /Saved baseline-export-.*\.json/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export saved' })).toBeVisible();
});

test('a date range that ends before it starts is refused on the page', async ({ page, request }) => {
  await signedInMember(page, request);
  await page.goto('/main/export');
  await page.getByRole('radio', { name: 'A date range' }).check();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-06-02');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-06-01');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'first day' })).toHaveText(
    'The first day must not be after the last.',
  );
});
