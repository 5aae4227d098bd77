import type { Locator, Page } from '@playwright/test';

/** The admin's tables of pending registration requests and of members. */
export class AdminDashboard {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin-dashboard');
  }

  requestRow(username: string): Locator {
    return this.page
      .getByRole('table', { name: 'Pending registration requests' })
      .getByRole('row')
      .filter({ hasText: username });
  }

  async approve(username: string, password: string, mustChangePassword: boolean): Promise<void> {
    const row = this.requestRow(username);
    await row.getByLabel(/Set Password/i).fill(password);
    await row.getByLabel(/Must Change Password/i).setChecked(mustChangePassword);
    await row.getByRole('button', { name: 'Approve' }).click();
  }

  /** Clicks the row's Reject and confirms it in the dialog. */
  async reject(username: string): Promise<void> {
    await this.requestRow(username).getByRole('button', { name: 'Reject' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Reject request' }).click();
  }

  memberRow(username: string): Locator {
    return this.page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: username });
  }

  /** Clicks the row's button (e.g. "End sessions", "Disable") and confirms it in the dialog. */
  async actOnMember(username: string, button: string, confirmLabel: string): Promise<void> {
    await this.memberRow(username)
      .getByRole('button', { name: `${button} for ${username}` })
      .click();
    await this.page.getByRole('dialog').getByRole('button', { name: confirmLabel }).click();
  }
}
