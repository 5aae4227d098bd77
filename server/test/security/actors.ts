import { randomUUID } from 'node:crypto';
import { insertUser } from '../../src/features/users/users.repo.js';
import { hashPassword } from '../../src/features/auth/passwords.js';
import { subscribeWithTestCheckout } from '../../src/features/billing/testing/billing.js';
import type { TestApp } from '../build-app.js';
import { authHeader, DEFAULT_PASSWORD, tokenFor, type TestUser, type UserOptions } from '../factories.js';

/** A user the tests act as: who they are, a fresh token of theirs, and the header carrying it. */
export interface Actor {
  user: TestUser;
  token: string;
  headers: Record<string, string>;
}

// One argon2 hash for every actor: the suites make hundreds of users, and hashing is what login tests measure.
let sharedHash: Promise<string> | undefined;
let sequence = 0;

/** Inserts a user with DEFAULT_PASSWORD straight into the database and signs a token for them. */
export async function createActor(t: TestApp, options: UserOptions = {}): Promise<Actor> {
  const username = `actor${++sequence}${randomUUID().slice(0, 6)}`;
  const user: TestUser = { id: randomUUID(), username, email: `${username}@example.test`, password: DEFAULT_PASSWORD };
  await insertUser(t.database.db, {
    ...user,
    passwordHash: await (sharedHash ??= hashPassword(DEFAULT_PASSWORD)),
    isAdmin: options.isAdmin ?? false,
    mustChangePassword: options.mustChangePassword ?? false,
    createdAt: Date.now(),
  });
  const token = await tokenFor(t, user, options);
  return { user, token, headers: authHeader(token) };
}

/** An actor who paid through the offline test checkout; also answers the id of the session they paid in. */
export async function createSubscriber(t: TestApp): Promise<Actor & { sessionId: string }> {
  const actor = await createActor(t);
  const sessionId = await subscribeWithTestCheckout(t, actor.headers);
  return { ...actor, sessionId };
}
