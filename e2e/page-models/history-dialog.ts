import type { Locator, Page } from '@playwright/test';

/** The day's History dialog: its versions, one opened with its changes marked, and Restore. */
export class HistoryDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^(History of|Version \d+)/ });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'History', exact: true }).click();
    await this.dialog.waitFor();
  }

  versions(): Locator {
    return this.dialog.getByRole('list', { name: 'Earlier versions, newest first' }).getByRole('listitem');
  }

  async openVersion(version: number): Promise<void> {
    await this.dialog.getByRole('button', { name: new RegExp(`^Version ${version}, saved`) }).click();
  }

  inserted(): Locator {
    return this.dialog.locator('ins');
  }

  deleted(): Locator {
    return this.dialog.locator('del');
  }

  async restore(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Restore this version' }).click();
  }
}
