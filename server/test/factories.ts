import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@baseline/contract';
import { insertRegistrationRequest } from '../src/features/auth/registration.repo.js';
import { insertUser } from '../src/features/users/users.repo.js';
import { hashPassword } from '../src/features/auth/passwords.js';
import { createTokenService } from '../src/features/access/token-service.js';
import type { TestApp } from './build-app.js';

let sequence = 0;
// Argon2 at full strength costs tens of milliseconds a hash: each test password is hashed once per process.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
};
const nextName = (prefix: string): string => `${prefix}${++sequence}`;

export const DEFAULT_PASSWORD = 'correct horse battery';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
}

export interface UserOptions {
  username?: string;
  email?: string;
  password?: string;
  isAdmin?: boolean;
  mustChangePassword?: boolean;
}

/** Inserts a user straight into the database, as an approved account would be. */
export async function createUser(t: TestApp, options: UserOptions = {}): Promise<TestUser> {
  const username = options.username ?? nextName(options.isAdmin ? 'admin' : 'user');
  const user: TestUser = {
    id: randomUUID(),
    username,
    email: options.email ?? `${username.toLowerCase()}@example.test`,
    password: options.password ?? DEFAULT_PASSWORD,
  };
  await insertUser(t.database.db, {
    ...user,
    passwordHash: await hashOnce(user.password),
    isAdmin: options.isAdmin ?? false,
    mustChangePassword: options.mustChangePassword ?? false,
    createdAt: Date.now(),
  });
  return user;
}

/** Logs in through the API and answers the token. */
export async function loginAs(t: TestApp, user: Pick<TestUser, 'username' | 'password'>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login as ${user.username} answered ${res.statusCode}: ${res.body}`);
  return res.json<LoginResponse>().token;
}

/** Signs a token for the user as the server would at login, without the login (nor its rate limit). */
export function tokenFor(t: TestApp, user: TestUser, options: Pick<UserOptions, 'isAdmin' | 'mustChangePassword'>) {
  return createTokenService(t.config.jwtSecret, Date.now).sign({
    userId: user.id,
    isAdmin: options.isAdmin ?? false,
    mustChangePassword: options.mustChangePassword ?? false,
    isSubscribed: false,
    tokenVersion: 0,
  });
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A user, logged in: the token and the header that carries it. */
export async function signIn(t: TestApp, options: UserOptions = {}) {
  const user = await createUser(t, options);
  const token = await loginAs(t, user);
  return { user, token, headers: authHeader(token) };
}

export interface TestRequest {
  id: string;
  username: string;
  email: string;
  message: string;
}

/** Inserts a pending registration request straight into the database. */
export async function createRegistrationRequest(
  t: TestApp,
  options: Partial<TestRequest> & { createdAt?: number } = {},
): Promise<TestRequest> {
  const username = options.username ?? nextName('visitor');
  const request: TestRequest = {
    id: options.id ?? randomUUID(),
    username,
    email: options.email ?? `${username.toLowerCase()}@example.test`,
    message: options.message ?? '',
  };
  await insertRegistrationRequest(t.database.db, { ...request, createdAt: options.createdAt ?? Date.now() });
  return request;
}

/** Every row of the mail outbox, oldest first. */
export function outbox(t: Pick<TestApp, 'database'>) {
  return t.database.db.selectFrom('mailOutbox').selectAll().orderBy('createdAt').orderBy('id').execute();
}
