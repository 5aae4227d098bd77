import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, dialects, type TestDatabase } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { eventually } from '../../../test/eventually.js';
import { createUser, outbox } from '../../../test/factories.js';
import { logLines } from '../../../test/log-lines.js';
import { startSmtpServer, unusedPort, type TestSmtpServer } from './testing/smtp.js';
import { rejectedMail } from '../admin/admin.mails.js';
import { claimDueMail } from './mail.repo.js';
import { createMailer, MAX_ATTEMPTS, RETRY_DELAYS_MS, type Mailer } from './mail.service.js';
import { smtpTransport } from './mail.transports.js';

const silentLog = { warn: () => undefined, error: () => undefined };
/** A promise and the function that settles it. */
function latch() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    promise,
    resolve: () => {
      resolve();
    },
  };
}
const site = { name: 'Baseline', publicUrl: 'https://baseline.example' };
const mail = (n: number) => ({
  ...rejectedMail(site, `player${n}@example.test`, `player${n}`),
  subject: `Message ${n}`,
  text: `Body ${n}`,
});

describe.each(dialects)('mail outbox (%s)', (dialect) => {
  // No app here: its own worker would compete for the rows these tests queue.
  let t: TestDatabase;
  let clock: TestClock;
  const closeAfter: { close(): Promise<void> }[] = [];
  beforeEach(async () => {
    clock = testClock();
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    for (const closable of closeAfter.splice(0).reverse()) await closable.close();
    await t.close();
  });

  async function smtpServer(port?: number): Promise<TestSmtpServer> {
    const server = await startSmtpServer(port);
    closeAfter.push(server);
    return server;
  }
  function mailer(smtpUrl: string): Mailer {
    const created = createMailer({
      db: t.database.db,
      transport: smtpTransport(smtpUrl),
      from: 'Baseline <no-reply@baseline.test>',
      log: silentLog,
      now: clock.now,
    });
    closeAfter.push(created);
    return created;
  }
  /** Queues without waking the worker, so the test decides when it runs. */
  const queue = (worker: Mailer, ...mails: ReturnType<typeof mail>[]) =>
    t.database.db.transaction().execute(async (trx) => {
      for (const each of mails) await worker.enqueue(trx, each);
    });

  it('delivers queued mail through SMTP and marks it sent', async () => {
    const smtp = await smtpServer();
    const worker = mailer(smtp.url);
    await worker.enqueue(t.database.db, mail(1));

    await eventually(() => {
      expect(smtp.received).toHaveLength(1);
    });
    expect(smtp.received[0]).toEqual({
      from: 'no-reply@baseline.test',
      to: ['player1@example.test'],
      subject: 'Message 1',
      text: 'Body 1\n',
      html: expect.stringContaining('Hello player1,') as string,
    });
    await eventually(async () => {
      expect(await outbox(t)).toEqual([
        expect.objectContaining({ sentAt: clock.now(), attempts: 1, lockedUntil: null }),
      ]);
    });
  });

  it('keeps what it could not deliver and retries it later, with growing delays', async () => {
    const port = await unusedPort();
    const worker = mailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
    const start = clock.now();
    await queue(worker, mail(1));

    await worker.deliverDue();
    expect(await outbox(t)).toEqual([
      expect.objectContaining({
        sentAt: null,
        attempts: 1,
        nextAttemptAt: start + 30_000,
        lockedUntil: null,
        lastError: expect.stringContaining('ECONNREFUSED') as string,
      }),
    ]);

    await worker.deliverDue();
    expect(await outbox(t)).toEqual([expect.objectContaining({ attempts: 1 })]);

    clock.advance(30_000);
    await worker.deliverDue();
    expect(await outbox(t)).toEqual([
      expect.objectContaining({ attempts: 2, nextAttemptAt: start + 30_000 + 120_000 }),
    ]);

    const smtp = await smtpServer(port);
    clock.advance(120_000);
    await worker.deliverDue();
    expect(smtp.received).toHaveLength(1);
    expect(await outbox(t)).toEqual([expect.objectContaining({ attempts: 3, sentAt: clock.now(), lastError: null })]);
  });

  it('gives up after the last attempt but keeps the message and its error', async () => {
    const worker = mailer(`smtp://127.0.0.1:${await unusedPort()}?ignoreTLS=true`);
    await queue(worker, mail(1));
    for (const delay of [...RETRY_DELAYS_MS, 0]) {
      await worker.deliverDue();
      clock.advance(delay);
    }
    clock.advance(24 * 60 * 60 * 1000);
    await worker.deliverDue();
    expect(await outbox(t)).toEqual([
      expect.objectContaining({ attempts: MAX_ATTEMPTS, sentAt: null, lastError: expect.any(String) as string }),
    ]);
  });

  it('never lets two workers send one message twice', async () => {
    const smtp = await smtpServer();
    const [first, second] = [mailer(smtp.url), mailer(smtp.url)];
    const messages = Array.from({ length: 30 }, (_, n) => mail(n));
    await queue(first, ...messages);

    await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue(), second.deliverDue()]);
    expect(smtp.received.map((received) => received.subject).sort()).toEqual(messages.map((m) => m.subject).sort());
  });

  it('stops between two mails when closed, leaving the rest of its batch to send later', async () => {
    const sent: string[] = [];
    const firstStarted = latch();
    const firstMayFinish = latch();
    const worker = createMailer({
      db: t.database.db,
      transport: {
        async send(message) {
          firstStarted.resolve();
          if (sent.length === 0) await firstMayFinish.promise;
          sent.push(message.subject);
        },
        close: () => undefined,
      },
      from: 'Baseline <no-reply@baseline.test>',
      log: silentLog,
      now: clock.now,
    });
    await queue(worker, mail(1), mail(2), mail(3));

    void worker.deliverDue();
    await firstStarted.promise;
    const closed = worker.close();
    firstMayFinish.resolve();
    await closed;

    expect(sent).toEqual(['Message 1']);
    const unsent = await t.database.db.selectFrom('mailOutbox').select('subject').where('sentAt', 'is', null).execute();
    expect(unsent.map((row) => row.subject).sort()).toEqual(['Message 2', 'Message 3']);
  });

  it('leaves a message claimed by a worker that died until its lease runs out', async () => {
    const smtp = await smtpServer();
    const worker = mailer(smtp.url);
    await queue(worker, mail(1));
    await claimDueMail(t.database.db, { now: clock.now(), leaseMs: 120_000, maxAttempts: MAX_ATTEMPTS, limit: 10 });

    await worker.deliverDue();
    expect(smtp.received).toEqual([]);
    clock.advance(120_000);
    await worker.deliverDue();
    expect(smtp.received).toHaveLength(1);
  });
});

describe.each(dialects)('mail from requests (%s)', (dialect) => {
  it('answers the request even when the mail server is down, and keeps the message to retry', async () => {
    const t = await buildTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}?ignoreTLS=true` });
    try {
      const user = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      await eventually(async () => {
        expect(await outbox(t)).toEqual([
          expect.objectContaining({
            recipient: user.email,
            sentAt: null,
            attempts: 1,
            lastError: expect.any(String) as string,
          }),
        ]);
      });
    } finally {
      await t.close();
    }
  });

  /** Asks for a password reset with the app's log captured; answers the mail written to the outbox and the log. */
  async function resetMailAndLog(nodeEnv: string) {
    const { stream, lines } = logLines();
    const t = await buildTestApp(
      dialect,
      { NODE_ENV: nodeEnv, PUBLIC_URL: 'http://localhost:3000' },
      { logger: { level: 'info', stream } },
    );
    try {
      const user = await createUser(t, { username: 'Venus', email: 'venus@example.test' });
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });

      const folder = path.join(t.config.dataDir, 'outbox');
      await eventually(async () => {
        expect(await readdir(folder).catch(() => [])).toHaveLength(1);
      });
      const [file = ''] = await readdir(folder);
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f-]{36}\.json$/);
      const written = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Record<string, string>;
      expect(written).toEqual({
        to: 'venus@example.test',
        from: 'Baseline <no-reply@localhost.localdomain>',
        subject: 'Reset your Baseline password',
        text: expect.stringContaining('http://localhost:3000/reset-password?token=') as string,
        html: expect.stringContaining('href="http://localhost:3000/reset-password?token=') as string,
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      });
      const link = /http:\/\/localhost:3000\/reset-password\?token=[\w-]+/.exec(written.text ?? '')?.[0] ?? '';
      return { link, file: path.join(folder, file), lines };
    } finally {
      await t.close();
    }
  }

  it('without SMTP in development, writes each message to DATA_DIR/outbox and logs its link', async () => {
    const { link, lines } = await resetMailAndLog('development');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string }).filter((line) => line.msg.includes(link));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        to: 'venus@example.test',
        subject: 'Reset your Baseline password',
        links: [link, 'http://localhost:3000'],
      }),
    ]);
  });

  it('without SMTP in test mode, writes the message to the outbox but never logs its link or token', async () => {
    const { link, file, lines } = await resetMailAndLog('test');
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
    expect(lines.map((line) => JSON.parse(line) as object)).toContainEqual(
      expect.objectContaining({
        level: 30,
        to: 'venus@example.test',
        subject: 'Reset your Baseline password',
        file,
        msg: `mail to venus@example.test: "Reset your Baseline password" written to ${file}`,
      }),
    );
  });
});
