import type { Locator, Page } from '@playwright/test';

/** `/main/tennis/:year/:id`: event buttons, the bracket (round tabs on a phone) and the notes side panel. */
export class TennisDraw {
  readonly heading: Locator;
  readonly fixtures: Locator;
  readonly roundTabs: Locator;
  readonly panel: Locator;
  readonly noteField: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.fixtures = page.getByRole('listitem').filter({ has: page.locator('.line') });
    this.roundTabs = page.getByRole('tablist', { name: 'Rounds' }).getByRole('tab');
    this.panel = page.getByRole('complementary', { name: /^Notes on / });
    this.noteField = this.panel.getByRole('textbox');
  }

  async open(year: number, id: string): Promise<void> {
    await this.page.goto(`/main/tennis/${year}/${id}`);
  }

  /** An event button, labelled 'Description (EventTypeCode)'. */
  eventButton(label: string): Locator {
    return this.page.getByRole('group', { name: 'Events' }).getByRole('button', { name: label });
  }

  roundTab(name: string): Locator {
    return this.page.getByRole('tablist', { name: 'Rounds' }).getByRole('tab', { name, exact: true });
  }

  round(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** A player's name button in the bracket: its name is the short one it shows, its title the full name. */
  player(fullName: string): Locator {
    return this.page.getByRole('button').and(this.page.getByTitle(fullName, { exact: true }));
  }

  /** The note mark beside a player's first appearance in the bracket. */
  noteMark(fullName: string): Locator {
    return this.player(fullName).first().locator('xpath=..').getByRole('img', { name: 'You have a note' });
  }

  /** A round-robin group or a team event's stage: its section, named by its heading. */
  part(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** A group's or a stage's standings table (its caption: '{name} Standings'). */
  standings(name: string): Locator {
    return this.page.getByRole('table', { name: `${name} Standings`, exact: true });
  }

  /** A standings table's rows, without the header row. */
  standingsRows(name: string): Locator {
    return this.standings(name).locator('tbody tr');
  }

  /** A team tie's card, found by a team's name ("Italy"). */
  tie(teamName: string): Locator {
    return this.page.locator('.tie').filter({ has: this.page.getByRole('heading', { name: new RegExp(teamName) }) });
  }

  /** A tie's rubber, by its label ("Singles 1", "Doubles"). */
  rubber(tie: Locator, label: string): Locator {
    return tie.locator('.match').filter({ has: this.page.locator('.match__caption', { hasText: label }) });
  }

  /** Results that a live refresh has just brought, while they are marked. */
  freshResults(): Locator {
    return this.page.locator('.fixture--fresh');
  }

  async writeNote(text: string): Promise<void> {
    await this.noteField.fill(text);
    await this.panel.getByRole('button', { name: 'Save Note' }).click();
  }
}
