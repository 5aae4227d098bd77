import type { Locator, Page } from '@playwright/test';

/** The visitor's screens: splash, registration, login, forgotten and reset password. */
export class AuthPages {
  constructor(private readonly page: Page) {}

  async openSplash(): Promise<void> {
    await this.page.goto('/');
  }

  /** The username field of /register, with the rule it shows under it. */
  async openRegistration(): Promise<Locator> {
    await this.page.goto('/register');
    return this.page.getByLabel('Username');
  }

  async register(username: string, email: string): Promise<void> {
    await (await this.openRegistration()).fill(username);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('checkbox').check();
    await this.page.getByRole('button', { name: 'Submit Request' }).click();
  }

  async login(username: string, password: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }

  /** The stored login token, as the app keeps it in local storage. */
  storedToken(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('token'));
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.page.getByLabel(/^Current/).fill(current);
    await this.page.getByLabel(/^New/).fill(next);
    await this.page.getByLabel(/^Confirm New/).fill(next);
    await this.page.getByRole('button', { name: /change password/i }).click();
  }

  async requestReset(email: string): Promise<void> {
    await this.page.goto('/forgot-password');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Send Reset Link' }).click();
  }

  async resetPassword(link: string, password: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByLabel('New Password').fill(password);
    await this.page.getByLabel('Confirm Password').fill(password);
    await this.page.getByRole('button', { name: /reset password/i }).click();
  }
}
