import type { Locator, Page } from '@playwright/test';

/** The exact wording of SPEC section 5, the box to tick before an upload. */
export const IMAGE_TERMS = 'I confirm I am authorized to use this image for personal reference use only.';

/** An image file handed to the browser's file picker. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The same long form the calendar's day buttons are named by (e.g. "Saturday, 14 March 2026"). */
function longDay(date: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** `/main/diary`: the calendar and tag search beside the open day's tabs, editor, tags and image. */
export class DiaryPage {
  readonly tabs: Locator;
  readonly editor: Locator;
  readonly printView: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Note tabs' }).getByRole('tab');
    this.editor = page.getByRole('textbox', { name: /note$/ });
    this.printView = page.getByRole('article');
  }

  async open(date?: string): Promise<void> {
    await this.page.goto(date === undefined ? '/main/diary' : `/main/diary?date=${date}`);
    await this.editor.waitFor();
  }

  tab(title: string): Locator {
    return this.page.getByRole('tab', { name: title, exact: true });
  }

  /** The open day's heading, e.g. "Saturday, 14 March 2026". */
  dayHeading(date: string): Locator {
    return this.page.getByRole('heading', { name: longDay(date), exact: true });
  }

  /**
   * A day of the calendar's month grid. Its name is what it shows (the day's number and the entry's title);
   * its description, the whole date and title.
   */
  calendarDay(date: string): Locator {
    return this.page
      .getByRole('region', { name: 'Calendar' })
      .getByRole('button')
      .and(this.page.getByTitle(new RegExp(`^${longDay(date)}(,|$)`)));
  }

  async addTab(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add tab' }).click();
  }

  /** Types into the open tab's note at its end. */
  async type(text: string): Promise<void> {
    await this.editor.click();
    await this.page.keyboard.press('End');
    await this.page.keyboard.type(text);
  }

  /** Types a bold run by pressing the toolbar's Bold, the text, and Bold again. */
  async typeBoldWithToolbar(text: string): Promise<void> {
    const bold = this.page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: /^Bold/ });
    await bold.click();
    await this.page.keyboard.type(text);
    await bold.click();
  }

  /** Types a bold run with Ctrl+B on either side. */
  async typeBoldWithShortcut(text: string): Promise<void> {
    await this.page.keyboard.press('Control+b');
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Control+b');
  }

  boldText(text: string): Locator {
    return this.editor.locator('strong', { hasText: text });
  }

  async addTag(tag: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Add a tag' }).fill(tag);
    await this.page.getByRole('button', { name: 'Add tag', exact: true }).click();
  }

  tagChips(): Locator {
    return this.page.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  }

  /** Upload Image, the terms dialog (Continue unticked first, to see its refusal), then the file picker. */
  async uploadImage(file: PickedFile): Promise<void> {
    await this.page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Upload an image' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('alert').getByText('Please confirm to continue.').waitFor();
    await dialog.getByRole('checkbox', { name: IMAGE_TERMS }).check();
    const chooser = this.page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await (await chooser).setFiles(file);
  }

  /** The open tab's image thumbnail, a button that opens the preview. */
  imagePreviewButton(tabTitle: string): Locator {
    return this.page.getByRole('button', { name: `Preview the image of ${tabTitle}` });
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save Entry' });
  }

  async save(): Promise<void> {
    await this.saveButton().click();
  }

  /** Ctrl+S, from wherever the focus is on the page. */
  async saveWithShortcut(): Promise<void> {
    await this.page.keyboard.press('Control+s');
  }

  /** Double-clicks a tab, types the new title into the field that replaces it, and presses Enter. */
  async renameTab(from: string, to: string): Promise<void> {
    await this.tab(from).dblclick();
    const field = this.page.getByRole('textbox', { name: 'Tab title' });
    await field.fill(to);
    await field.press('Enter');
  }

  /** Removes the open tab with the strip's x, confirming in the dialog when the tab has content. */
  async removeOpenTab(title: string, confirm: boolean): Promise<void> {
    await this.page.getByRole('button', { name: `Remove tab ${title}` }).click();
    if (confirm) {
      await this.page
        .getByRole('dialog', { name: `Remove ${title}?` })
        .getByRole('button', { name: 'Remove tab' })
        .click();
    }
  }

  searchRegion(): Locator {
    return this.page.getByRole('region', { name: 'Search by tag' });
  }

  async searchTag(tag: string): Promise<void> {
    const region = this.searchRegion();
    await region.getByRole('searchbox', { name: 'Enter tag name' }).fill(tag);
    await region.getByRole('button', { name: 'Search' }).click();
  }

  async clearSearch(): Promise<void> {
    await this.searchRegion().getByRole('button', { name: 'Clear' }).click();
  }

  searchResults(tag: string): Locator {
    return this.page.getByRole('list', { name: `Days tagged ${tag}` }).getByRole('button');
  }

  conflictDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'This day was changed elsewhere' });
  }
}
