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

/** A visitor's registration request, as the register page sends it. */
export async function requestAccount(
  request: APIRequestContext,
  user: { username: string; email: string },
): Promise<void> {
  await json(
    await request.post('/api/auth/register-request', {
      data: { username: user.username, email: user.email, message: '' },
    }),
  );
}

/** The e2e admin's Authorization header, logged in through the API as another admin's browser would be. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await loginToken(request, adminCredentials.username, adminCredentials.password)}` };
}

async function pendingRequestId(
  request: APIRequestContext,
  headers: Record<string, string>,
  username: string,
): Promise<string> {
  const pending = await json<{ _id: string; username: string }[]>(
    await request.get('/api/admin/requests', { headers }),
  );
  const mine = pending.find((entry) => entry.username === username);
  if (!mine) throw new Error(`No pending request for ${username}`);
  return mine._id;
}

/** Has the admin approve a pending request through the API. */
export async function approveRequest(
  request: APIRequestContext,
  user: { username: string; password: string; mustChangePassword?: boolean },
): Promise<void> {
  const headers = await adminHeaders(request);
  const id = await pendingRequestId(request, headers, user.username);
  await json(
    await request.post(`/api/admin/approve/${id}`, {
      headers,
      data: { password: user.password, mustChangePassword: user.mustChangePassword ?? false },
    }),
  );
}

/** Has the admin reject a pending request through the API. */
export async function rejectRequest(request: APIRequestContext, username: string): Promise<void> {
  const headers = await adminHeaders(request);
  await json(
    await request.delete(`/api/admin/reject/${await pendingRequestId(request, headers, username)}`, { headers }),
  );
}

/** Registers a visitor and has the admin approve them through the API: a ready account for a browser test. */
export async function createApprovedUser(
  request: APIRequestContext,
  user: { username: string; email: string; password: string; mustChangePassword?: boolean },
): Promise<void> {
  await requestAccount(request, user);
  await approveRequest(request, user);
}

export function uniqueName(prefix: string): string {
  // Always as long, so a test that lays a name out does not pass or fail by the draw of its digits.
  return `${prefix}${Date.now().toString(36)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
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
