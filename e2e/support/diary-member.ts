import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.js';
import { AuthPages } from '../page-models/auth-pages.js';
import { createSubscriber, uniqueName } from './api.js';

const PASSWORD = 'baseline-diary-2026';

/** A subscribed member, signed in through the login screen, with the token for setting up days through the API. */
export async function signedInMember(page: Page, request: APIRequestContext): Promise<{ token: string }> {
  const username = uniqueName('diarist');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  return { token };
}

/** Stores a day the way another window would, answering its new version. */
export async function storeDay(
  request: APIRequestContext,
  token: string,
  date: string,
  notes: { title: string; content: string; tags: string[] }[],
  /** The version the other window saw, for a day already stored. */
  baseVersion?: number,
): Promise<number> {
  const res = await request.post('/api/diary', {
    headers: { Authorization: `Bearer ${token}` },
    data: { date, notes: notes.map((note) => ({ ...note, image: null })), baseVersion },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { version: number }).version;
}
