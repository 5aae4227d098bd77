import type { Page } from '@playwright/test';

/** The hamburger menu of the signed-in screens: a disclosure of plain buttons and links. */
export class MainMenu {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Menu' }).click();
  }

  async openSubscription(): Promise<void> {
    await this.open();
    await this.page.getByRole('button', { name: 'Subscription' }).click();
  }

  /** Cancels from an already open Subscription submenu, confirming in the dialog. */
  async cancelSubscription(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  }
}
