import { BUILTIN_TEMPLATES } from '@baseline/contract/template-builtins';
import type { Page } from '@playwright/test';
import { DiaryPage } from '../page-models/diary-page.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { expect, test } from '../fixtures.js';
import { signedInMember } from '../support/diary-member.js';

const SCOUTING_SHEET = BUILTIN_TEMPLATES.find((template) => template.id === 'builtin:scouting-sheet')?.body ?? '';

/** The templates' dialog of a kind, opened from its 'Templates' button. */
async function openTemplates(page: Page, title: 'Tab templates' | 'Note templates') {
  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

const askFirst = (page: Page, name: string) => page.getByRole('dialog', { name: `Use "${name}"?` });

test('a new diary tab starts from the match report, and one with text asks before it goes in', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  const diary = new DiaryPage(page);
  await diary.open('2026-06-10');
  await diary.editor.click();
  await page.keyboard.type('Sinner served 70% first serves.');

  // A new tab: empty, so the template goes straight in, through the editor (Ctrl+Z takes it out).
  await page.getByRole('button', { name: 'Add tab' }).click();
  await expect(diary.tabs).toHaveCount(2);
  const dialog = await openTemplates(page, 'Tab templates');
  await expect(dialog.getByText('Start this tab from a template.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use Match report' }).click();
  await expect(dialog).toBeHidden();
  await expect(diary.editor.getByRole('heading', { name: 'Match report' })).toBeVisible();
  await expect(diary.editor.getByRole('heading', { name: 'Key moments' })).toBeVisible();
  await expect(diary.editor).toBeFocused();
  // A tab made from a template is named after it.
  await expect(diary.tabs).toHaveText(['Tab 1', 'Match report']);
  await page.keyboard.press('Control+z');
  await expect(diary.editor.getByRole('heading', { name: 'Match report' })).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(diary.editor.getByRole('heading', { name: 'Match report' })).toBeVisible();

  // The first tab has text: nothing is overwritten without asking; Cancel leaves it, Insert adds at the cursor.
  await diary.tabs.first().click();
  await expect(diary.editor).toContainText('Sinner served 70% first serves.');
  await openTemplates(page, 'Tab templates');
  await page.getByRole('button', { name: 'Use Match report' }).click();
  await expect(askFirst(page, 'Match report')).toBeVisible();
  await expect(askFirst(page, 'Match report').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await askFirst(page, 'Match report').getByRole('button', { name: 'Cancel' }).click();
  await expect(askFirst(page, 'Match report')).toBeHidden();
  await page.getByRole('dialog', { name: 'Tab templates' }).getByRole('button', { name: 'Close' }).click();
  await expect(diary.editor.getByRole('heading', { name: 'Match report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Templates', exact: true })).toBeFocused();

  await openTemplates(page, 'Tab templates');
  await page.getByRole('button', { name: 'Use Match report' }).click();
  await askFirst(page, 'Match report').getByRole('button', { name: 'Insert at cursor' }).click();
  await expect(diary.editor).toContainText('Sinner served 70% first serves.');
  await expect(diary.editor.getByRole('heading', { name: 'Match report' })).toBeVisible();

  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('Entry saved successfully!')).toBeVisible();
  await page.reload();
  await expect(diary.tabs).toHaveText(['Tab 1', 'Match report']);
  await expect(diary.editor.getByRole('heading', { name: 'Match report' })).toBeVisible();
  await expect(diary.editor).toContainText('Sinner served 70% first serves.');
});

test('a template put in at the end of a written line starts on a line of its own', async ({ page, request }) => {
  await signedInMember(page, request);
  const draw = new TennisDraw(page);
  await draw.open(2026, '580');
  await page.locator('.line__name').first().click();
  await draw.noteField.fill('Big forehand.');
  await draw.noteField.press('End');
  await openTemplates(page, 'Note templates');
  await page.getByRole('button', { name: 'Use Scouting sheet' }).click();
  await askFirst(page, 'Scouting sheet').getByRole('button', { name: 'Insert at cursor' }).click();
  await expect(draw.noteField).toHaveValue(`Big forehand.\n\n${SCOUTING_SHEET}`);
});

test('a player note starts from the scouting sheet; an own template is made, renamed and deleted', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  const draw = new TennisDraw(page);
  await draw.open(2026, '580');
  await page.locator('.line__name').first().click();
  await expect(draw.noteField).toBeFocused();

  let dialog = await openTemplates(page, 'Note templates');
  await expect(dialog.getByRole('button', { name: 'Save as template' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Use Scouting sheet' }).click();
  await expect(dialog).toBeHidden();
  await expect(draw.noteField).toHaveValue(SCOUTING_SHEET);
  await expect(draw.noteField).toBeFocused();

  // Written in: the sheet again asks first; Replace puts back the sheet alone.
  await draw.noteField.press('Control+End');
  await page.keyboard.type('\nBig kick serve to the backhand.');
  await openTemplates(page, 'Note templates');
  await page.getByRole('button', { name: 'Use Scouting sheet' }).click();
  await askFirst(page, 'Scouting sheet').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Note templates' }).getByRole('button', { name: 'Close' }).click();
  await expect(draw.noteField).toHaveValue(`${SCOUTING_SHEET}\nBig kick serve to the backhand.`);

  // Kept as a template of one's own, under a name; a name already taken is refused with the reason.
  dialog = await openTemplates(page, 'Note templates');
  await dialog.getByLabel('Template name').fill('Scouting sheet');
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You already have a template called "Scouting sheet" for this kind of note.',
  );
  await dialog.getByLabel('Template name').fill('Clay scouting');
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved "Clay scouting".');
  await expect(dialog.getByRole('button', { name: 'Use Clay scouting' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Rename Clay scouting' }).click();
  await expect(dialog.getByLabel('New name for Clay scouting')).toBeFocused();
  await dialog.getByLabel('New name for Clay scouting').fill('Clay-court scouting');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Use Clay-court scouting' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Rename Clay-court scouting' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Use Clay-court scouting' }).click();
  await askFirst(page, 'Clay-court scouting').getByRole('button', { name: 'Replace' }).click();
  await expect(draw.noteField).toHaveValue(`${SCOUTING_SHEET}\nBig kick serve to the backhand.`);
  await draw.panel.getByRole('button', { name: 'Save Note' }).click();
  await expect(draw.panel.getByRole('status')).toHaveText('Saved!');

  dialog = await openTemplates(page, 'Note templates');
  await dialog.getByRole('button', { name: 'Delete Clay-court scouting' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the template "Clay-court scouting"?' });
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Deleted "Clay-court scouting".');
  await expect(dialog.getByRole('button', { name: 'Use Clay-court scouting' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Use Scouting sheet' })).toBeFocused();
});
