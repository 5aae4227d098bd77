import type { Locator, Page } from '@playwright/test';

/** The member's labels on a player (player's page, notes panel) and the 'Your labels' manager dialog. */
export class PlayerLabels {
  readonly manager: Locator;

  constructor(
    readonly page: Page,
    /** Where the labels' section is: the notes panel or the player's page. */
    readonly scope: Locator,
  ) {
    this.manager = page.getByRole('dialog', { name: 'Your labels' });
  }

  section(playerName: string): Locator {
    return this.scope.getByRole('region', { name: `Your labels on ${playerName}` });
  }

  async openPicker(playerName: string): Promise<void> {
    await this.section(playerName).getByRole('button', { name: 'Choose labels' }).click();
  }

  checkbox(playerName: string, label: string): Locator {
    return this.section(playerName).getByRole('checkbox', { name: label, exact: true });
  }

  async openManager(playerName: string): Promise<void> {
    await this.section(playerName).getByRole('button', { name: 'Manage labels' }).click();
  }

  /** Makes a label in the open manager. */
  async make(name: string, colour: string): Promise<void> {
    const form = this.manager.getByRole('form', { name: 'New label' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('radio', { name: colour, exact: true }).check();
    await form.getByRole('button', { name: 'Add label' }).click();
  }
}
