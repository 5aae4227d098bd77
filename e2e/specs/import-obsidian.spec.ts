import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../fixtures.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { ImportPage } from '../page-models/import-page.js';
import { drawnPng } from '../support/drawn-png.js';
import { signedInMember } from '../support/diary-member.js';
import { demoPlayer } from '../support/notebook.js';

/** The demo draws are read into the players table on first use: a few seconds. */
const SEASON_READ_MS = 60_000;

test("a member imports a folder of Obsidian daily notes: its links become mentions, its embedded images the tabs' images", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInMember(page, request);
  // A player of the 2027 Australian Open, the demo's current season (TENNIS_DEMO_TODAY).
  const player = await demoPlayer(request, token, 2027, '580');
  const png = await drawnPng(page);
  const vault = test.info().outputPath('Vault');
  await mkdir(join(vault, 'Daily'), { recursive: true });
  await writeFile(
    join(vault, 'Daily', '2027-02-21.md'),
    `## Practice\nWatched [[${player.name}|the seed]] with [[Coach Notes]].\n\n![[court-diagram.png]]\n\n` +
      '## Drills\n![[court-diagram.png]]\nWide serves.\n',
  );
  await writeFile(join(vault, 'Daily', 'court-diagram.png'), png.buffer);
  const importPage = new ImportPage(page);

  await page.goto('/main/import');
  await page.getByLabel('Or a folder of Markdown files').setInputFiles(vault);
  await expect(importPage.preview).toContainText('Found 1 day, 2 tabs, 2 images', { timeout: SEASON_READ_MS });
  await importPage.import();
  await expect(page.getByRole('status')).toContainText('Import complete. 1 new day.');

  const diary = new DiaryPage(page);
  await diary.open('2027-02-21');
  await expect(diary.tabs).toHaveText(['Practice', 'Drills']);
  await expect(diary.editor).toHaveText('Watched @the seed with Coach Notes.');
  await expect(diary.editor.locator(`[data-kind="player"][data-id="${player.id}"]`)).toHaveText('@the seed');
  await expect(diary.imagePreviewButton('Practice').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('the preview names an embedded image a tab cannot take', async ({ page, request }) => {
  await signedInMember(page, request);
  const png = await drawnPng(page);
  const vault = test.info().outputPath('Vault');
  await mkdir(vault, { recursive: true });
  const importPage = new ImportPage(page);
  await writeFile(join(vault, '2027-02-22.md'), '## Match\n![[first.png]]\n\n![[second.png]]\n\nTiebreak.\n');
  await writeFile(join(vault, 'first.png'), png.buffer);
  await writeFile(join(vault, 'second.png'), png.buffer);

  await page.goto('/main/import');
  await page.getByLabel('Or a folder of Markdown files').setInputFiles(vault);
  await expect(importPage.preview).toContainText('Found 1 day, 1 tab, 1 image');
  await expect(importPage.preview.getByRole('listitem')).toHaveText([
    'The image "second.png" on 2027-02-22 (tab "Match") will be left out: a tab holds one image, and it already has one.',
  ]);
});
