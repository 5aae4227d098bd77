import type { Locator, Page } from '@playwright/test';

/**
 * `/main/tennis`: the search box, the season selector, the 'Live now' filter, the 'This week' strip and the
 * collapsible groups of tournament cards.
 */
export class TennisList {
  readonly search: Locator;
  readonly season: Locator;
  readonly liveNow: Locator;
  readonly thisWeek: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder('Search tournaments...');
    this.season = page.getByLabel('Season');
    this.liveNow = page.getByRole('button', { name: 'Live now' });
    this.thisWeek = page.getByRole('region', { name: 'This week' });
  }

  /** The list, of the season given (`?season=YYYY`) or else of the current one. */
  async open(season?: string): Promise<void> {
    await this.page.goto(season === undefined ? '/main/tennis' : `/main/tennis?season=${season}`);
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

  /** A card of the groups (a link to the draw) by the tournament's title and a text on it, such as its year. */
  card(title: string, alsoShowing?: string): Locator {
    const cards = this.page.locator('.t-groups').getByRole('link').filter({ hasText: title });
    return alsoShowing === undefined ? cards : cards.filter({ hasText: alsoShowing });
  }

  /** A card of the 'This week' strip, by the tournament's title. */
  weekCard(title: string): Locator {
    return this.thisWeek.getByRole('link').filter({ hasText: title });
  }
}
