import type { Locator, Page } from '@playwright/test';

/** The admin's table of pending registration requests. */
export class AdminDashboard {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin-dashboard');
  }

  requestRow(username: string): Locator {
    return this.page.getByRole('row').filter({ hasText: username });
  }

  async approve(username: string, password: string, mustChangePassword: boolean): Promise<void> {
    const row = this.requestRow(username);
    await row.getByLabel(/Set Password/i).fill(password);
    await row.getByLabel(/Must Change Password/i).setChecked(mustChangePassword);
    await row.getByRole('button', { name: 'Approve' }).click();
  }
}
