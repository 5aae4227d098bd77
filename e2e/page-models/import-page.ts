import type { Locator, Page } from '@playwright/test';

/** The Import notes page: pick a file, read the preview, choose what happens to existing days, import. */
export class ImportPage {
  readonly preview: Locator;

  constructor(private readonly page: Page) {
    this.preview = page.getByRole('region', { name: /^In / });
  }

  async openFromMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Menu' }).click();
    await this.page.getByRole('link', { name: 'Import notes' }).click();
  }

  async pickFile(name: string, mimeType: string, content: string | Buffer): Promise<void> {
    await this.page.getByLabel('JSON export or zip').setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
  }

  async chooseExisting(label: RegExp): Promise<void> {
    await this.page.getByRole('radio', { name: label }).check();
  }

  async import(): Promise<void> {
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
  }
}
