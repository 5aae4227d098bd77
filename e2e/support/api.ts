import type { APIRequestContext } from '@playwright/test';
import { adminCredentials } from './env.js';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function loginToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const { token } = await json<{ token: string }>(
    await request.post('/api/auth/login', { data: { username, password } }),
  );
  return token;
}

/** Registers a visitor and has the admin approve them through the API: a ready account for a browser test. */
export async function createApprovedUser(
  request: APIRequestContext,
  user: { username: string; email: string; password: string; mustChangePassword?: boolean },
): Promise<void> {
  await json(await request.post('/api/auth/register-request', { data: { ...user, message: '' } }));
  await approveRequest(request, user);
}

/** Has the admin approve the pending request of that username, with the password given. */
export async function approveRequest(
  request: APIRequestContext,
  user: { username: string; password: string; mustChangePassword?: boolean },
): Promise<void> {
  const adminToken = await loginToken(request, adminCredentials.username, adminCredentials.password);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const pending = await json<{ _id: string; username: string }[]>(
    await request.get('/api/admin/requests', { headers }),
  );
  const mine = pending.find((entry) => entry.username === user.username);
  if (!mine) throw new Error(`No pending request for ${user.username}`);
  await json(
    await request.post(`/api/admin/approve/${mine._id}`, {
      headers,
      data: { password: user.password, mustChangePassword: user.mustChangePassword ?? false },
    }),
  );
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * An approved member who has paid through the offline test checkout (the same calls the browser makes), ready
 * for the diary and tennis screens. Returns the member's token.
 */
export async function createSubscriber(
  request: APIRequestContext,
  user: { username: string; email: string; password: string },
): Promise<string> {
  await createApprovedUser(request, user);
  const token = await loginToken(request, user.username, user.password);
  const headers = { Authorization: `Bearer ${token}` };
  const { url } = await json<{ url: string }>(await request.post('/api/stripe/create-checkout-session', { headers }));
  const sessionId = new URL(url).searchParams.get('session_id');
  if (!sessionId) throw new Error(`No session id in ${url}`);
  await json(await request.post(`/api/test-checkout/${sessionId}/complete`));
  await json(await request.post('/api/stripe/verify-session', { headers, data: { sessionId } }));
  return loginToken(request, user.username, user.password);
}
