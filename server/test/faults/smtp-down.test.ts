import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { testClock, type TestClock } from '../clock.js';
import { eventually } from '../eventually.js';
import { createUser, outbox, type TestUser } from '../factories.js';
import {
  startSilentSmtpServer,
  startSmtpServer,
  unusedPort,
  type TestSmtpServer,
} from '../../src/features/mail/testing/smtp.js';

/** The mail worker's poll interval: what brings it back to the outbox without any new request. */
const POLL_INTERVAL_MS = 15_000;
const FIRST_RETRY_MS = 30_000;

describe.each(dialects)('SMTP down (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let port: number;
  let smtp: TestSmtpServer | undefined;
  let admin: TestUser;
  let member: TestUser;
  beforeEach(async () => {
    // Only the poll interval is faked, so the test can play minutes of waiting; sockets and timeouts stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    clock = testClock();
    port = await unusedPort();
    t = await buildTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` }, { now: clock.now });
    admin = await createUser(t, { isAdmin: true });
    member = await createUser(t);
  });
  afterEach(async () => {
    await t.close();
    await smtp?.close();
    smtp = undefined;
    vi.useRealTimers();
  });

  const pending = async () => (await outbox(t)).filter((mail) => mail.sentAt === null);
  const forgotPassword = () =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email } });

  // Three SMTP round trips and several outbox reads: 1–5 s alone, up to 10 s with the machine's two cores busy.
  it(
    'answers the requests that send mail, keeps the mail, and delivers it once when SMTP is back',
    { timeout: 60_000 },
    async () => {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-request',
        payload: { username: 'newcomer', email: 'newcomer@example.test', password: 'a long enough password' },
      });
      expect(registered.statusCode).toBe(201);
      expect((await forgotPassword()).statusCode).toBe(200);

      await eventually(async () => {
        const mails = await pending();
        expect(mails.map((mail) => mail.recipient).sort()).toEqual([admin.email, member.email].sort());
        for (const mail of mails) {
          expect(mail).toMatchObject({ attempts: 1, lastError: expect.stringContaining('ECONNREFUSED') as string });
        }
      });

      smtp = await startSmtpServer(port);
      clock.advance(FIRST_RETRY_MS);
      vi.advanceTimersByTime(POLL_INTERVAL_MS);
      await eventually(async () => {
        expect(await pending()).toEqual([]);
      });
      const received = smtp.received;
      expect(received.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
        [
          [[admin.email], 'Registration request waiting: newcomer'],
          [[member.email], 'Reset your Baseline password'],
        ].sort(),
      );
      expect(await outbox(t)).toEqual([
        expect.objectContaining({ attempts: 2, lastError: null, sentAt: clock.now() }),
        expect.objectContaining({ attempts: 2, lastError: null, sentAt: clock.now() }),
      ]);

      // Later passes find nothing left to send. Passes run one after another, so once a new mail is delivered, the
      // poll's pass before it has run too: only the new mail arrives, however long either pass took.
      clock.advance(60 * 60_000);
      vi.advanceTimersByTime(POLL_INTERVAL_MS);
      expect((await forgotPassword()).statusCode).toBe(200);
      await eventually(async () => {
        expect(received).toHaveLength(3);
        expect(await pending()).toEqual([]);
      });
      expect(received.map((mail) => mail.subject).sort()).toEqual(
        [
          'Registration request waiting: newcomer',
          'Reset your Baseline password',
          'Reset your Baseline password',
        ].sort(),
      );
    },
  );

  it('answers the requests that send mail while the mail server takes the connection and never says a word', async () => {
    const silent = await startSilentSmtpServer(port);
    try {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-request',
        payload: { username: 'newcomer', email: 'newcomer@example.test' },
      });
      expect(registered.statusCode).toBe(201);
      expect((await forgotPassword()).statusCode).toBe(200);

      // The worker is connected and waiting for a greeting that never comes, and no delivery has ended: the
      // answers above came without waiting for it (one that waited would come after the app gave up, 10 s on).
      await eventually(async () => {
        expect(silent.connections).toBeGreaterThan(0);
        expect((await pending()).map((mail) => mail.recipient).sort()).toEqual([admin.email, member.email].sort());
      });
      expect((await outbox(t)).map((mail) => [mail.sentAt, mail.lastError])).toEqual([
        [null, null],
        [null, null],
      ]);
    } finally {
      // Dropped connections fail the delivery at once, so the app closes without waiting for the greeting.
      await silent.close();
    }
  });
});
