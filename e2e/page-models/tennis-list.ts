import type { Locator, Page } from '@playwright/test';

/** `/main/tennis`: the search box and the collapsible groups of tournament cards. */
export class TennisList {
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder('Search tournaments...');
  }

  async open(): Promise<void> {
    await this.page.goto('/main/tennis');
  }

  /** A group's disclosure, by its code ('GS', '1000', ... 'CH'). */
  group(type: string): Locator {
    return this.page
      .locator('details')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: new RegExp(`^${type}\\b`) }) });
  }

  /** Opens or shuts a group by its summary line. */
  async toggle(type: string): Promise<void> {
    await this.group(type).locator('summary').click();
  }

  /** A card (a link to the draw) by the tournament's title and a text on it, such as its year. */
  card(title: string, alsoShowing?: string): Locator {
    const cards = this.page.getByRole('link').filter({ hasText: title });
    return alsoShowing === undefined ? cards : cards.filter({ hasText: alsoShowing });
  }
}
