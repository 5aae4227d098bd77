import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { createActor, type Actor } from './actors.js';
import { expectSimilarTiming, medianDurations } from './timing.js';

/** Login hashes a password on each try; the others are quick, so they take more tries against the noise. */
const LOGIN_TRIES = 12;
const TRIES = 30;

describe.each(dialects)('no account enumeration (%s)', (dialect) => {
  let t: TestApp;
  let members: Actor[];
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    // An admin, so a new registration request mails someone, as it does in real life.
    await createActor(t, { isAdmin: true });
    members = await Promise.all(Array.from({ length: TRIES + 1 }, () => createActor(t)));
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each request from an address of its own, so only the per-account rules apply. */
  const send = (options: InjectOptions) =>
    t.app.inject({ ...options, remoteAddress: `10.3.${Math.floor(++address / 250)}.${address % 250}` });
  const member = (n: number): Actor => members[n] ?? (members[0] as Actor);
  const answer = async (options: InjectOptions) => {
    const res = await send(options);
    return { status: res.statusCode, body: res.json<unknown>() };
  };

  const login = (username: string): InjectOptions => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'not the password' },
  });
  const forgot = (email: string): InjectOptions => ({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  const register = (username: string, email: string): InjectOptions => ({
    method: 'POST',
    url: '/api/auth/register-request',
    payload: { username, email },
  });

  it('login: an unknown user and a wrong password get the same answer, in similar time', async () => {
    const known = await answer(login(member(TRIES).user.username));
    expect(known).toEqual({ status: 401, body: { error: 'Invalid username or password.' } });
    expect(await answer(login('nobody-at-all'))).toEqual(known);

    await expectSimilarTiming(() =>
      medianDurations(
        LOGIN_TRIES,
        (n) => send(login(member(n).user.username)),
        (n) => send(login(`nobody${n}`)),
      ),
    );
  });

  it('forgot-password: a known and an unknown address get the same answer, in similar time', async () => {
    const known = await answer(forgot(member(TRIES).user.email));
    expect(known).toEqual({
      status: 200,
      body: { message: 'If an account exists for that address, a password reset link is on its way.' },
    });
    expect(await answer(forgot('nobody@example.test'))).toEqual(known);

    await expectSimilarTiming(() =>
      medianDurations(
        TRIES,
        (n) => send(forgot(member(n).user.email)),
        (n) => send(forgot(`nobody${n}@example.test`)),
      ),
    );
  });

  it('register: a name or address in use and a new one get the same answer, in similar time', async () => {
    const taken = await answer(register(member(TRIES).user.username, 'someone.new@example.test'));
    expect(taken).toEqual({ status: 201, body: { message: 'Your request has been submitted.' } });
    expect(await answer(register('brand-new', 'brand-new@example.test'))).toEqual(taken);
    expect(await answer(register('another-new', member(TRIES).user.email))).toEqual(taken);

    await expectSimilarTiming(() =>
      medianDurations(
        TRIES,
        (n) => send(register(member(n).user.username, `taken${n}@example.test`)),
        (n) => send(register(`fresh${n}`, `fresh${n}@example.test`)),
      ),
    );
  });
});
