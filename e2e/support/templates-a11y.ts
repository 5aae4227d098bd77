import type { Page } from '@playwright/test';
import { expect } from '../fixtures.js';
import { expectAccessibleScreen } from './a11y.js';

/**
 * The templates' dialog of the open tab or note, and the question it asks before a template goes into text
 * already written (the caller leaves some there), each checked in both themes and widths. Escape closes the
 * question alone, then the dialog.
 */
export async function expectTemplateDialogsAccessible(
  page: Page,
  title: 'Tab templates' | 'Note templates',
  screenName: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectAccessibleScreen(page, `${screenName} templates`);
  await dialog.getByRole('button', { name: /^Use / }).first().click();
  const question = page.getByRole('dialog', { name: /^Use ".*"\?$/ });
  await expect(question).toBeVisible();
  await expectAccessibleScreen(page, `${screenName} template over text`);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
