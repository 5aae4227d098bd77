import type { Locator, Page } from '@playwright/test';

/** `/main/tennis/:year/:id/pack`: the printable pack of a tournament, its toolbar and its sections. */
export class TournamentPack {
  readonly document: Locator;
  readonly heading: Locator;
  readonly toolbar: Locator;
  readonly paperSize: Locator;
  readonly printButton: Locator;
  readonly draw: Locator;
  readonly players: Locator;
  readonly diary: Locator;
  readonly lastYear: Locator;

  constructor(readonly page: Page) {
    this.document = page.getByRole('article', { name: 'Tournament pack' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.toolbar = page.locator('.pack-toolbar');
    this.paperSize = page.getByRole('combobox', { name: 'Paper size' });
    this.printButton = page.getByRole('button', { name: 'Print / Save as PDF' });
    this.draw = page.getByRole('region', { name: 'Draw', exact: true });
    this.players = page.getByRole('region', { name: 'Your notes on the players' });
    this.diary = page.getByRole('region', { name: 'In your diary' });
    this.lastYear = page.getByRole('region', { name: /^Last year here/ });
  }

  async open(year: number, id: string): Promise<void> {
    await this.page.goto(`/main/tennis/${year}/${id}/pack`);
  }

  /** A player's entry in the players section, by full name. */
  player(fullName: string): Locator {
    return this.players.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: fullName }) });
  }

  /** A part of the draw: a round, a section of one, a group or a tie, named by its heading. */
  part(name: string | RegExp): Locator {
    return this.draw.getByRole('region', { name });
  }
}
