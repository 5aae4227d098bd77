import type { Page } from '@playwright/test';

/**
 * Makes the export download its file: the save-file picker needs a person at the keyboard, so without it the
 * page falls back to a download, as in Firefox.
 */
export async function withoutSaveFilePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}
