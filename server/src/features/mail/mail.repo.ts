import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MailOutboxTable, Tables } from '../../db/tables.js';

/** Every mail queued now has an HTML part. */
export type NewMail = Pick<MailOutboxTable, 'id' | 'recipient' | 'subject' | 'textBody' | 'createdAt'> & {
  htmlBody: string;
};

export type QueuedMail = Pick<MailOutboxTable, 'id' | 'recipient' | 'subject' | 'textBody' | 'htmlBody' | 'attempts'>;

export interface ClaimOptions {
  now: number;
  /** How long a claim holds; a worker that dies mid-delivery frees its rows when it runs out. */
  leaseMs: number;
  maxAttempts: number;
  limit: number;
}

export async function insertMail(db: Database, mail: NewMail): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({ ...mail, attempts: 0, nextAttemptAt: mail.createdAt, lockedUntil: null, sentAt: null, lastError: null })
    .execute();
}

/**
 * Locks due, unsent messages for this worker and answers them. The due test is repeated on the outer
 * update so that, when two instances race, PostgreSQL re-checks it against the row the winner wrote
 * and the loser skips it; SQLite runs one writer at a time.
 */
export async function claimDueMail(db: Database, options: ClaimOptions): Promise<QueuedMail[]> {
  const due = (eb: ExpressionBuilder<Tables, 'mailOutbox'>): Expression<SqlBool> =>
    eb.and([
      eb('sentAt', 'is', null),
      eb('attempts', '<', options.maxAttempts),
      eb('nextAttemptAt', '<=', options.now),
      eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', options.now)]),
    ]);
  return db
    .updateTable('mailOutbox')
    .set({ lockedUntil: options.now + options.leaseMs })
    .where(
      'id',
      'in',
      db.selectFrom('mailOutbox').select('id').where(due).orderBy('nextAttemptAt').limit(options.limit),
    )
    .where(due)
    .returning(['id', 'recipient', 'subject', 'textBody', 'htmlBody', 'attempts'])
    .execute();
}

export async function markMailSent(db: Database, id: string, attempts: number, now: number): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ sentAt: now, attempts, lockedUntil: null, lastError: null })
    .where('id', '=', id)
    .execute();
}

export type FailedAttempt = Pick<MailOutboxTable, 'attempts' | 'nextAttemptAt'> & { lastError: string };

export async function markMailFailed(db: Database, id: string, failure: FailedAttempt): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ ...failure, lockedUntil: null })
    .where('id', '=', id)
    .execute();
}
