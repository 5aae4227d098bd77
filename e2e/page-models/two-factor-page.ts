import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The current code of an authenticator app holding this secret, by the same RFC 6238 library apps follow. */
export function totpCode(secret: string, time = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: time,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/**
 * A code of a later 30-second step than `after`: the server accepts each step once, so a second login
 * waits for the app's next code, as a person would.
 */
export async function nextTotpCode(secret: string, after: number): Promise<{ code: string; step: number }> {
  const afterStep = Math.floor(after / 30_000);
  while (Math.floor(Date.now() / 30_000) <= afterStep) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const now = Date.now();
  return { code: totpCode(secret, now), step: now };
}

/** The two-factor settings screen and the login's code step. */
export class TwoFactorPage {
  /** The key to type into an app, shown after the sentence that says what it is. */
  readonly secretKey: Locator;

  constructor(private readonly page: Page) {
    this.secretKey = page.getByRole('listitem').filter({ hasText: 'type this key' }).getByRole('code');
  }

  /** Asks for the set-up with the account's password; nothing else happens until it is right. */
  async askForSetup(password: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Set up two-factor authentication' });
    await form.getByLabel('Current Password').fill(password);
    await form.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  }

  /** Starts the set-up and answers the secret shown to type into an app. */
  async startSetup(password: string): Promise<string> {
    await this.askForSetup(password);
    const shown = await this.secretKey.textContent();
    return (shown ?? '').replace(/\s/g, '');
  }

  async confirm(code: string): Promise<void> {
    await this.page.getByLabel('Authentication code').fill(code);
    await this.page.getByRole('button', { name: 'Turn on' }).click();
  }

  async recoveryCodes(): Promise<string[]> {
    return this.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  }

  async disable(password: string, code: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Turn off two-factor authentication' });
    await form.getByLabel('Current Password').fill(password);
    await form.getByLabel('Authentication code or recovery code').fill(code);
    await form.getByRole('button', { name: 'Turn off' }).click();
  }

  /** The login's second step, after the password. */
  async enterLoginCode(code: string): Promise<void> {
    await this.page.getByLabel('Authentication code or recovery code').fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }
}
