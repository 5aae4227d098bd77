import { DiaryPage } from '../page-models/diary-page.js';
import { expect, test } from '../fixtures.js';
import { saveChart } from '../support/charts-seed.js';
import { signedInMember } from '../support/diary-member.js';

const DATE = '2026-11-17';
/** The first `@` list reads the demo's season into the players table: a few seconds. */
const SEASON_READ_MS = 60_000;

test('a member mentions a chart with @, saves, and the chip leads to the report, which lists the day', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInMember(page, request);
  const chartId = await saveChart(request, token, [
    { playerId: null, name: 'Ada Quillfeather' },
    { playerId: null, name: 'Bea Marlowe' },
  ]);

  const diary = new DiaryPage(page);
  await diary.open(DATE);
  await diary.type('Plan from ');
  await page.keyboard.type('@quillf');
  const list = page.getByRole('listbox', { name: 'Players, tournaments and charts' });
  const option = list.getByRole('option', { name: /^Quillfeather v Marlowe/ });
  await expect(option).toHaveText('Quillfeather v MarloweChart · Nitto ATP Finals 2026 · F · 16 Nov 2026', {
    timeout: SEASON_READ_MS,
  });
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await page.keyboard.type('worked.');
  const chip = diary.editor.locator(`span[data-kind="chart"][data-id="${chartId}"]`);
  await expect(chip).toHaveText('@Quillfeather v Marlowe');
  await diary.save();
  await expect(page.getByRole('status').getByText('Entry saved successfully!')).toBeVisible();

  const opened = context.waitForEvent('page');
  await chip.click({ modifiers: ['ControlOrMeta'] });
  const report = await opened;
  await expect(report).toHaveURL(new RegExp(`/main/charts/${chartId}/report$`));
  const diaryDays = report.getByRole('region', { name: 'In your diary' });
  await expect(diaryDays.getByRole('link')).toHaveAttribute('href', `/main/diary?date=${DATE}&tab=0`);
  await expect(diaryDays).toContainText('Plan from @Quillfeather v Marlowe worked.');
});
