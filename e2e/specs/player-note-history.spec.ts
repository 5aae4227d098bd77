import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';

const PASSWORD = 'baseline-note-history-2026';

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const username = uniqueName('history');
  await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
}

test('a player note keeps its earlier texts, and one is restored after a confirmation', async ({ page, request }) => {
  await signIn(page, request);
  const draw = new TennisDraw(page);
  await draw.open(2026, '580');
  const name = await page.locator('.line__name').first().getAttribute('title');
  if (!name) throw new Error('no player');
  await draw.player(name).first().click();

  await draw.writeNote('First read: serves wide on the deuce side.');
  await expect(draw.panel.getByRole('status')).toHaveText('Saved!');
  await draw.writeNote('Changed my mind.');
  await expect(draw.panel.getByRole('status')).toHaveText('Saved!');

  await draw.panel.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: `History of your note on ${name}, 2026` });
  const versions = dialog.getByRole('list', { name: 'Earlier versions, newest first' }).getByRole('listitem');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText('Version 1, saved');
  await expect(versions.first()).toContainText('First read: serves wide on the deuce side.');
  await expect(versions.first()).toContainText('42 bytes');

  await versions.first().getByRole('button', { name: 'Restore version 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(confirm).toContainText('kept in History');
  await confirm.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(dialog.getByText('Version 1 restored. The text it replaced is kept in History.')).toBeVisible();
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Changed my mind.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(draw.noteField).toHaveValue('First read: serves wide on the deuce side.');
});
