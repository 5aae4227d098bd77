import { expect, type Locator, type Page } from '@playwright/test';

/** The charts: the list, the start form and the recorder with its scoreboard and pads. */
export class ChartRecorder {
  constructor(private readonly page: Page) {}

  get scoreboard(): Locator {
    return this.page.getByRole('region', { name: 'Score' });
  }

  /** One player's row of the scoreboard, by name. */
  scoreRow(name: string): Locator {
    return this.scoreboard.getByRole('row', { name: new RegExp(`^${name}`) });
  }

  async start(first: string, second: string, format = 'Best of 3 sets, tiebreak at 6-all'): Promise<void> {
    await this.page.getByRole('link', { name: 'New chart' }).click();
    await this.page.getByRole('combobox', { name: 'First player' }).fill(first);
    await this.page.getByRole('combobox', { name: 'Second player' }).fill(second);
    await this.page.getByLabel('Format').selectOption({ label: format });
    await this.page.getByRole('button', { name: 'Start chart' }).click();
    await expect(this.page).toHaveURL(/\/main\/charts\/[0-9a-f-]{36}$/);
    await expect(this.scoreboard).toBeVisible();
  }

  async tap(name: string): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  /** A love game: the server's four aces, or (when the other player serves) four double faults. */
  async loveGame(ending: 'Ace' | 'Double fault'): Promise<void> {
    for (let point = 0; point < 4; point += 1) await this.tap(ending);
  }

  async level(level: 'Quick' | 'Full'): Promise<void> {
    await this.tap(level);
  }

  /** A full point built on the keypad, key by key ("4 wide": each key shows its character and what it means). */
  async keyIn(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const [character = '', ...meaning] = key.split(' ');
      const escaped = character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await this.page.getByRole('button', { name: new RegExp(`^${escaped}\\s*${meaning.join(' ')}$`) }).click();
    }
    await this.tap('Add point');
  }

  async typeCodes(first: string, second = ''): Promise<void> {
    await this.page.getByLabel('1st serve code').fill(first);
    await this.page.getByLabel('2nd serve code').fill(second);
  }
}
