import { expect, type Locator, type Page } from '@playwright/test';

/** The members' search (issue 19): the header's button, Ctrl+K, and the dialog with its box and results. */
export class SearchDialog {
  readonly headerButton: Locator;
  readonly dialog: Locator;
  readonly box: Locator;
  readonly results: Locator;
  readonly count: Locator;
  readonly failure: Locator;

  constructor(readonly page: Page) {
    // Its name holds the shortcut it shows ("Search Ctrl+K") where the screen is wide enough for it.
    this.headerButton = page.getByRole('banner').getByRole('button', { name: /^Search/ });
    this.dialog = page.getByRole('dialog', { name: 'Search' });
    this.box = this.dialog.getByRole('combobox', { name: 'Search your diary and player notes' });
    this.results = this.dialog.getByRole('listbox', { name: 'Results' }).getByRole('option');
    this.count = this.dialog.getByRole('status');
    this.failure = this.dialog.getByRole('alert');
  }

  async openFromHeader(): Promise<void> {
    await this.headerButton.click();
    await this.box.waitFor();
  }

  /** Ctrl+K from wherever the focus is (Linux's Chromium: Ctrl, not Cmd). */
  async openWithShortcut(): Promise<void> {
    await this.page.keyboard.press('Control+k');
    await this.box.waitFor();
  }

  /**
   * Types the query and waits until the dialog has taken it: the help, open only while the box is empty, folds
   * once the query is under way, and everything below it moves up. A click aimed before that lands where the
   * control was, on the backdrop once the dialog is shorter, and closes the dialog (CI met it once).
   */
  async search(query: string): Promise<void> {
    await this.box.fill(query);
    if (query.trim() !== '') {
      const help = this.dialog.locator('details', { has: this.page.getByText('How to search') });
      await expect(help).not.toHaveAttribute('open');
    }
  }

  async sortNewestFirst(): Promise<void> {
    await this.dialog.getByRole('radio', { name: 'Newest first' }).check();
  }

  /** The highlighted words of a result, in order. */
  marks(result: Locator): Promise<string[]> {
    return result.locator('mark').allTextContents();
  }
}
