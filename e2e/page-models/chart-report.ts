import type { Locator, Page } from '@playwright/test';

/**
 * The figures of a match report (`/main/charts/:chartId/report`) or of the scouting report in a player's page
 * 'Charted matches': each table by its caption, each row by its figure's name.
 */
export class ChartFigures {
  constructor(
    readonly page: Page,
    readonly within: Locator = page.locator('main'),
  ) {}

  async openReport(chartId: string): Promise<void> {
    await this.page.goto(`/main/charts/${chartId}/report`);
  }

  table(caption: string): Locator {
    return this.within.getByRole('table', { name: caption, exact: true });
  }

  /** A row's cells, each "67% 4 of 6": the figure and what it rests on. */
  cells(caption: string, figure: string): Locator {
    return this.table(caption)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: figure, exact: true }) })
      .getByRole('cell');
  }

  /** The scouting report's figures, folded under their summary at first. */
  async openScoutingFigures(): Promise<void> {
    await this.within.getByText('Figures: serve, return, rallies, break points', { exact: true }).click();
    await this.table('Serve').waitFor();
  }

  scope(name: string): Locator {
    return this.page.getByRole('group', { name: 'Figures for' }).getByRole('button', { name, exact: true });
  }
}
