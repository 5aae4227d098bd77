import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { createRegistrationRequest, DEFAULT_PASSWORD } from '../factories.js';
import { createActor, type Actor } from './actors.js';

const TOO_SHORT = { error: 'Password must be at least 8 characters.' };
const TOO_LONG = { error: 'Password must be at most 128 characters.' };
/** 128 printable characters without a run, a repeat or a word: strong however much of it is weighed. */
const EXACTLY_128 = Array.from({ length: 128 }, (_, i) => String.fromCharCode(33 + ((i * 37) % 94))).join('');
const TOO_COMMON = { error: 'This password is too common. Please choose a less predictable one.' };
const TOO_EASY = 'This password is too easy to guess:';
const REPEATED = {
  error: `${TOO_EASY} Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.`,
};

const refused: [string, string, object][] = [
  ['7 characters', 'abcdefg', TOO_SHORT],
  ['7 characters as a person sees them (emoji)', '🎾🎾🎾🎾🎾🎾🎾', TOO_SHORT],
  ['129 characters', 'a'.repeat(129), TOO_LONG],
  ['a common password', 'password123', TOO_COMMON],
  ['a common password in another case', 'PassWord123', TOO_COMMON],
  ['a common password', '12345678', TOO_COMMON],
  ['a common password far down the list (rank 8,622 of the leaked-password list)', 'sunshine1', TOO_COMMON],
  ['a keyboard row on the list', 'qwertyuiop', TOO_COMMON],
  ['eight times one letter', 'aaaaaaaa', REPEATED],
  ['eight spaces', '        ', REPEATED],
  ['twelve times one letter', 'aaaaaaaaaaaa', REPEATED],
  [
    'the alphabet in order',
    'abcdefgh',
    {
      error: `${TOO_EASY} Common character sequences like "abc" are easy to guess. Add more words that are less common. Avoid common character sequences.`,
    },
  ],
  [
    'a keyboard row on no list',
    'zxcvbnm,./',
    {
      error: `${TOO_EASY} Straight rows of keys on your keyboard are easy to guess. Add more words that are less common. Use longer keyboard patterns and change typing direction multiple times.`,
    },
  ],
];

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane; a 16-byte salt and a 32-byte hash at least. */
function expectArgon2id(stored: string) {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  expect(match, stored).not.toBeNull();
  const [, memory, passes, lanes, salt, hash] = match ?? [];
  expect({ memory: Number(memory), passes: Number(passes), lanes: Number(lanes) }).toEqual({
    memory: 19_456,
    passes: 2,
    lanes: 1,
  });
  expect(Buffer.from(salt ?? '', 'base64').length).toBeGreaterThanOrEqual(16);
  expect(Buffer.from(hash ?? '', 'base64').length).toBeGreaterThanOrEqual(32);
}

describe.each(dialects)('password policy and storage (%s)', (dialect) => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await createActor(t, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const storedHash = async (userId: string) =>
    (await t.database.db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow())
      .passwordHash;
  const changePassword = (actor: Actor, newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: actor.headers,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword },
    });

  it.each(refused)('refuses %s when a user changes their password', async (_name, password, error) => {
    const actor = await createActor(t);
    const res = await changePassword(actor, password);
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 400, body: error });
  });

  it.each(refused)('refuses %s when an admin approves an account', async (_name, password, error) => {
    const request = await createRegistrationRequest(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approve/${request.id}`,
      headers: admin.headers,
      payload: { password, mustChangePassword: true },
    });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 400, body: error });
  });

  it.each(refused.map((refusal, index) => [...refusal, index] as const))(
    'refuses %s on a password reset',
    async (_name, password, error, index) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'a'.repeat(43), password, confirm: password },
        // Each from an address of its own: the route allows an address 10 tries in 15 minutes.
        remoteAddress: `10.4.0.${index + 1}`,
      });
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 400, body: error });
    },
  );

  it.each([
    ['exactly 8 characters', 'tg7#kq2w'],
    ['exactly 128 characters', EXACTLY_128],
    ['a long passphrase with spaces and accents', 'Ça va, la ligne de fond à Roland-Garros'],
  ])('accepts %s, and stores it only as an argon2id hash', async (_name, password) => {
    const actor = await createActor(t);
    const res = await changePassword(actor, password);
    expect(res.statusCode).toBe(200);
    const stored = await storedHash(actor.user.id);
    expect(stored).not.toContain(password);
    expectArgon2id(stored);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: actor.user.username, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores an approved account’s password as an argon2id hash with a salt of its own', async () => {
    const ids: string[] = [];
    for (const request of [await createRegistrationRequest(t), await createRegistrationRequest(t)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/approve/${request.id}`,
        headers: admin.headers,
        payload: { password: 'the same good password', mustChangePassword: false },
      });
      expect(res.statusCode).toBe(200);
      const row = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', request.username)
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const [first, second] = await Promise.all(ids.map(storedHash));
    expectArgon2id(first ?? '');
    expectArgon2id(second ?? '');
    expect(first).not.toBe(second);
  });
});
