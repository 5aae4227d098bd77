import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { renderMailHtml } from './mail-html.js';
import type { OutgoingMail } from './mail-message.js';
import { claimDueMail, insertMail, markMailFailed, markMailSent, type QueuedMail } from './mail.repo.js';
import type { MailTransport } from './mail.transports.js';

/** Waits after the 1st, 2nd ... failed attempt; after the last one the message is kept but no longer tried. */
export const RETRY_DELAYS_MS = [30e3, 2 * 60e3, 10 * 60e3, 30 * 60e3, 60 * 60e3, 3 * 60 * 60e3, 6 * 60 * 60e3];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const LEASE_MS = 2 * 60e3;
const BATCH_SIZE = 20;
/** Also picks up mail queued by other instances and retries that have come due. */
const POLL_INTERVAL_MS = 15e3;

/**
 * A durable outbox: a request only writes a row (in its own transaction), and a worker delivers it
 * afterwards with retries, so a request never fails or waits because the mail server is down.
 */
export interface Mailer {
  /**
   * Queues a message through `executor`, so it commits or rolls back with the caller's transaction.
   * Outside a transaction delivery starts at once; inside one, call wake() after the commit.
   */
  enqueue(executor: Database, mail: OutgoingMail): Promise<void>;
  wake(): void;
  /** One delivery pass over everything due now; resolves when it is done. */
  deliverDue(): Promise<void>;
  /** Stops polling and waits for the mail being sent; the rest of its batch is left to send later. */
  close(): Promise<void>;
}

export interface MailerDeps {
  db: Database;
  transport: MailTransport;
  from: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now: Clock;
}

async function queueMail(executor: Database, mail: OutgoingMail, time: number): Promise<void> {
  await insertMail(executor, {
    id: randomUUID(),
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: await renderMailHtml(mail.html.template, mail.html.values),
    createdAt: time,
  });
}

/**
 * For a process that does not deliver mail itself (the admin CLI): messages wait in the outbox, where a
 * running server's worker finds them on its next poll, or the next server to start does.
 */
export function createQueueOnlyMailer(now: Clock): Mailer {
  return {
    enqueue: (executor, mail) => queueMail(executor, mail, now()),
    wake: () => undefined,
    deliverDue: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

export function createMailer({ db, transport, from, log, now }: MailerDeps): Mailer {
  let running: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  let closed = false;

  // Passes run one after another; calls that arrive while one is waiting to start share it.
  function deliverDue(): Promise<void> {
    if (closed) return running;
    if (!waiting) {
      const next = running.then(() => {
        waiting = undefined;
        return deliveryPass();
      });
      waiting = next;
      running = next;
    }
    return waiting;
  }

  async function deliveryPass(): Promise<void> {
    try {
      let batch: QueuedMail[];
      do {
        batch = await claimDueMail(db, { now: now(), leaseMs: LEASE_MS, maxAttempts: MAX_ATTEMPTS, limit: BATCH_SIZE });
        // A stop waits for the mail being sent, not for the rest of the batch: their lease runs out and
        // the next start (or another instance) sends them.
        for (const mail of batch) {
          if (closed) break;
          await deliver(mail);
        }
      } while (batch.length === BATCH_SIZE && !closed);
    } catch (error) {
      log.error({ err: error }, 'mail outbox: delivery pass failed');
    }
  }

  async function deliver(mail: QueuedMail): Promise<void> {
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        id: mail.id,
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
      });
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const delay = RETRY_DELAYS_MS[attempts - 1];
      await markMailFailed(db, mail.id, { attempts, nextAttemptAt: now() + (delay ?? 0), lastError });
      const outcome = delay === undefined ? 'giving up' : `retrying in ${Math.round(delay / 1000)} s`;
      log.warn({ err: error, mailId: mail.id, attempts }, `mail outbox: delivery failed, ${outcome}`);
      return;
    }
    await markMailSent(db, mail.id, attempts, now());
  }

  const poll = setInterval(() => void deliverDue(), POLL_INTERVAL_MS);
  poll.unref();

  return {
    async enqueue(executor, mail) {
      await queueMail(executor, mail, now());
      if (!executor.isTransaction) void deliverDue();
    },
    wake() {
      void deliverDue();
    },
    deliverDue,
    async close() {
      closed = true;
      clearInterval(poll);
      await running;
      transport.close();
    },
  };
}
