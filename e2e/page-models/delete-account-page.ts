import type { Page } from '@playwright/test';

/** The Delete account screen, reached from the menu. */
export class DeleteAccountPage {
  constructor(private readonly page: Page) {}

  /** Fills the form as a member would and presses the danger button. */
  async deleteWith(password: string, confirmation = 'DELETE'): Promise<void> {
    await this.page.getByLabel('Current Password').fill(password);
    await this.page.getByLabel('Type DELETE to confirm').fill(confirmation);
    await this.page.getByRole('button', { name: 'Delete my account' }).click();
  }
}
