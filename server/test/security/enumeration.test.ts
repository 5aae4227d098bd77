import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { outbox } from '../factories.js';
import { answeredWhileDatabaseHeld } from '../held-database.js';
import { eventually } from '../eventually.js';
import { startSilentSmtpServer, type SilentSmtpServer } from '../../src/features/mail/testing/smtp.js';
import { createActor, type Actor } from './actors.js';

// The library's own verification, only counted: each login must run exactly one, whoever it names.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

/**
 * An outsider must not tell which accounts exist, from the answers nor from their timing. Timing is not measured
 * here, where it would depend on what else the machine does (npm run bench measures it: bench/src/enumeration-rows.ts);
 * what is checked instead is why the times are alike: both kinds of request do the same costly work, or none of it
 * before answering.
 */
describe.each(dialects)('no account enumeration (%s)', (dialect) => {
  let t: TestApp;
  let smtp: SilentSmtpServer;
  let admin: Actor;
  let member: Actor;
  let address = 0;
  beforeAll(async () => {
    // A mail server that never answers: a request that waited for its mail would not answer at all.
    smtp = await startSilentSmtpServer();
    t = await buildTestApp(dialect, { SMTP_URL: smtp.url });
    // An admin, so a new registration request mails someone, as it does in real life.
    admin = await createActor(t, { isAdmin: true });
    member = await createActor(t);
  });
  afterAll(async () => {
    // Dropping the mail server's connections first lets the mail worker give up at once, so the app closes.
    await smtp.close();
    await t.close();
  });

  /** Each request from an address of its own, so only the per-account rules apply. */
  const send = (options: InjectOptions) =>
    t.app.inject({ ...options, remoteAddress: `10.3.${Math.floor(++address / 250)}.${address % 250}` });
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

  /** The answer to a login, and the parameters of each hash it verified a password against (`$argon2id$v=19$m=…`). */
  async function loginWork(username: string) {
    vi.mocked(verify).mockClear();
    const answered = await answer(login(username));
    const verified = vi.mocked(verify).mock.calls.map(([hash]) => String(hash).split('$').slice(0, 4).join('$'));
    return { answered, verified };
  }

  it('login: an unknown user and a wrong password get the same answer, and the same argon2id verification', async () => {
    const known = await loginWork(member.user.username);
    expect(known).toEqual({
      answered: { status: 401, body: { error: 'Invalid username or password.' } },
      verified: ['$argon2id$v=19$m=19456,t=2,p=1'],
    });
    expect(await loginWork('nobody-at-all')).toEqual(known);
  });

  it('forgot-password: a known and an unknown address get the same answer, before either is looked up', async () => {
    const answers = await answeredWhileDatabaseHeld(t, () =>
      Promise.all([answer(forgot(member.user.email)), answer(forgot('nobody@example.test'))]),
    );
    const expected = {
      status: 200,
      body: { message: 'If an account exists for that address, a password reset link is on its way.' },
    };
    expect(answers).toEqual([expected, expected]);
    // Once the database is free, the work left for after the answer mails the known address alone.
    await eventually(async () => {
      expect((await outbox(t)).map((mail) => mail.recipient)).toEqual([member.user.email]);
    });
  });

  // The time-out lets an answer that waited for the mail (the app gives up on the greeting after 10 s) fail on the
  // mail's error below, instead of on the time-out.
  it(
    'register: a name or address in use and a new one get the same answer, and none waits for its mail',
    { timeout: 60_000 },
    async () => {
      const earlier = new Set((await outbox(t)).map((mail) => mail.id));
      const taken = await answer(register(member.user.username, 'someone.new@example.test'));
      expect(taken).toEqual({ status: 201, body: { message: 'Your request has been submitted.' } });
      expect(await answer(register('brand-new', 'brand-new@example.test'))).toEqual(taken);
      expect(await answer(register('another-new', member.user.email))).toEqual(taken);

      // The new request mailed the admin and the address in use its owner, into the outbox, and no delivery of
      // them has ended: the mail server has not said a word, so none of the answers above waited for it (one that
      // did would come after the app gave up on the greeting, with that error on the mail).
      const queued = (await outbox(t)).filter((mail) => !earlier.has(mail.id));
      expect(queued.map((mail) => [mail.recipient, mail.sentAt, mail.lastError]).sort()).toEqual(
        [
          [admin.user.email, null, null],
          [member.user.email, null, null],
        ].sort(),
      );
      // The worker has reached the mail server (for these or an earlier test's mail), which never answers it.
      await eventually(() => {
        expect(smtp.connections).toBeGreaterThan(0);
      });
    },
  );
});
