// Creates the simulated users up front through the API, as people do: a registration request, the
// admin's approval with a first password, a login, and the offline test checkout (the calls the browser
// makes; see e2e/support/api.ts createSubscriber).
import { randomBytes } from 'node:crypto';
import { call } from './http.mjs';

/** Signups run a few at a time: each approval and login hashes a password with argon2, slow by design. */
const SETUP_CONCURRENCY = 8;

/** A client address of its own for user `index` (and one for the admin), in a private range. */
export function addressOf(index) {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}
const ADMIN_ADDRESS = '10.255.255.254';

async function ok(recorder, action, request, expected = 200) {
  const { status, body } = await call(recorder, action, { ...request, expect: [expected] });
  if (status !== expected) throw new Error(`setup: ${action} answered ${status || 'nothing'}: ${JSON.stringify(body)}`);
  return body;
}

export async function login(recorder, baseUrl, user) {
  const body = await ok(recorder, 'login', {
    baseUrl,
    method: 'POST',
    path: '/api/auth/login',
    ip: user.ip,
    body: { username: user.username, password: user.password },
  });
  return body.token;
}

async function subscribe(recorder, baseUrl, user) {
  const { url } = await ok(recorder, 'setup: checkout', {
    baseUrl,
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    token: user.token,
    ip: user.ip,
  });
  const sessionId = new URL(url, baseUrl).searchParams.get('session_id');
  if (!sessionId) throw new Error(`setup: no session id in ${url}`);
  await ok(recorder, 'setup: checkout', {
    baseUrl,
    method: 'POST',
    path: `/api/test-checkout/${sessionId}/complete`,
    ip: user.ip,
  });
  await ok(recorder, 'setup: checkout', {
    baseUrl,
    method: 'POST',
    path: '/api/stripe/verify-session',
    token: user.token,
    ip: user.ip,
    body: { sessionId },
  });
}

async function inBatches(items, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, items.length) }, worker));
}

/** `count` subscribers, each with a token; names are unique to this run. */
export async function createSubscribers(recorder, baseUrl, admin, count) {
  const run = randomBytes(3).toString('hex');
  const users = Array.from({ length: count }, (_, index) => ({
    index,
    username: `load${run}u${index}`,
    password: `load user ${index} passphrase ${run}`,
    ip: addressOf(index),
  }));
  await inBatches(users, (user) =>
    ok(
      recorder,
      'setup: register',
      {
        baseUrl,
        method: 'POST',
        path: '/api/auth/register-request',
        ip: user.ip,
        body: { username: user.username, email: `${user.username}@example.test`, message: 'load test' },
      },
      201,
    ),
  );

  const adminToken = await login(recorder, baseUrl, { ...admin, ip: ADMIN_ADDRESS });
  const pending = await ok(recorder, 'setup: approve', {
    baseUrl,
    path: '/api/admin/requests',
    token: adminToken,
    ip: ADMIN_ADDRESS,
  });
  const idOf = new Map(pending.map((entry) => [entry.username, entry._id]));
  await inBatches(users, async (user) => {
    const id = idOf.get(user.username);
    if (!id) throw new Error(`setup: no pending request for ${user.username}`);
    await ok(recorder, 'setup: approve', {
      baseUrl,
      method: 'POST',
      path: `/api/admin/approve/${id}`,
      token: adminToken,
      ip: ADMIN_ADDRESS,
      body: { password: user.password, mustChangePassword: false },
    });
    user.token = await login(recorder, baseUrl, user);
    await subscribe(recorder, baseUrl, user);
  });
  return users;
}
